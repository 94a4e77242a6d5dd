/** A refusal while reading design data, with a stable code and the message the interface shows. */
export class DesignDataError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DesignDataError';
  }
}
