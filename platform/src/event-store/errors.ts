/** The stream was not at the version the writer decided on; the writer must reload and decide again. */
export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is not at version ${expectedVersion}`);
    this.name = 'WrongExpectedVersionError';
  }
}
