/** An aggregate's state as of a version of its stream. */
export interface KeptState {
  readonly version: number;
  readonly state: unknown;
}

/**
 * The states of the most recently decided streams whose deciders hold no personal data, so the next command on one
 * decides on it without reading the stream. A state kept here can only be behind the stream, never ahead of it: the
 * append expects the kept version, so a writer elsewhere that got in between makes it fail and the command decide
 * again on the newer events.
 */
export class KeptStates {
  private readonly states = new Map<string, KeptState>();

  constructor(private readonly capacity = 10_000) {}

  get(streamId: string): KeptState | undefined {
    const kept = this.states.get(streamId);
    if (kept) {
      // The most recently used stream goes last, so the least recently used is the first to leave.
      this.states.delete(streamId);
      this.states.set(streamId, kept);
    }
    return kept;
  }

  keep(streamId: string, kept: KeptState): void {
    const known = this.states.get(streamId);
    if (known && known.version > kept.version) return;
    this.states.delete(streamId);
    this.states.set(streamId, kept);
    if (this.states.size > this.capacity) this.states.delete(this.states.keys().next().value!);
  }
}
