import { Client, type Operation, type OperationResult } from '@urql/core';
import { filter, mergeMap, pipe, type Source } from 'wonka';

/** A urql client for tests: `answer` answers every operation but a teardown, with one result or a stream of them. */
export function fakeClient(answer: (operation: Operation) => Source<OperationResult>): Client {
  return new Client({
    url: 'http://localhost/graphql',
    exchanges: [
      () => (operations$) =>
        pipe(
          operations$,
          filter((operation: Operation) => operation.kind !== 'teardown'),
          mergeMap(answer),
        ),
    ],
  });
}
