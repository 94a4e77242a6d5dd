/** Turns the data of version `n` of an event type into version `n + 1`. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;
