/**
 * The categories of the event store's streams. A stream's id is its category, a dash and the id of what it is
 * about (`superOrder-<id>`, `chat-<orderId>`); read models and reactors tell streams apart by these, never by
 * spelling a prefix themselves.
 */
export const STREAM_CATEGORIES = ['superOrder', 'chat', 'user', 'company', 'manufacturer', 'shop', 'pricing', 'signupReminder', 'feedback', 'reservation', 'bomSheet'] as const;
export type StreamCategory = (typeof STREAM_CATEGORIES)[number];

/** The id of the stream of `id` in `category`. */
export const streamIdIn = (category: StreamCategory, id: string): string => `${category}-${id}`;

/** Whether a stream belongs to the category. */
export const isStreamOf = (streamId: string, category: StreamCategory): boolean => streamId.startsWith(`${category}-`);

/** The id a stream of the category is about, or null for a stream of another category. */
export const idOfStream = (streamId: string, category: StreamCategory): string | null => (isStreamOf(streamId, category) ? streamId.slice(category.length + 1) : null);
