import type { CombinedError, OperationResult } from '@urql/core';

/** A call the API refused or could not answer; `error` carries the code (extensions.code) the console explains. */
export class ApiError extends Error {
  constructor(readonly error: CombinedError) {
    super(error.message);
    this.name = 'ApiError';
  }
}

/** The data of an answer, or an ApiError when the API answered with an error or nothing. */
export async function dataOf<Data>(answer: PromiseLike<OperationResult<Data>>): Promise<Data> {
  const result = await answer;
  if (result.error) throw new ApiError(result.error);
  if (result.data === undefined || result.data === null) throw new Error('The API answered without data.');
  return result.data;
}
