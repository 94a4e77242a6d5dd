import { makeResult, type Operation } from '@urql/core';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import type { Client } from 'urql';
import { fromPromise, fromValue } from 'wonka';

/** What the fake API answers to one operation: its data, or the code of an API error. */
export type FakeAnswer = { readonly data: unknown } | { readonly errorCode: string };
/** A handler may answer later, to show what the console does while it waits. */
export type FakeHandler = (variables: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeAdminApi {
  readonly client: Client;
  /** Every operation asked, by name, with its variables, in order. */
  readonly calls: { readonly name: string; readonly variables: Record<string, unknown> }[];
}

function operationName(operation: Operation): string {
  for (const definition of operation.query.definitions) if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  return '(anonymous)';
}

/** A urql client answering the console's operations by name; an operation without a handler fails the test loudly. */
export function fakeAdminApi(handlers: Readonly<Record<string, FakeHandler>>): FakeAdminApi {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  const client = fakeClient((operation) => {
    const name = operationName(operation);
    const variables = (operation.variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables });
    const handler = handlers[name];
    if (!handler) throw new Error(`The fake API has no answer for ${name}.`);
    // The server's refusals arrive as an answer with errors, each carrying its code, and no data.
    const resultOf = (answer: FakeAnswer) =>
      'errorCode' in answer
        ? makeResult(operation, { data: null, errors: [{ message: answer.errorCode, extensions: { code: answer.errorCode } }] })
        : makeResult(operation, { data: answer.data as Record<string, unknown> });
    const answer = handler(variables);
    return answer instanceof Promise ? fromPromise(answer.then(resultOf)) : fromValue(resultOf(answer));
  });
  return { client, calls };
}

/** A connection of the given nodes, as the admin lists answer, with cursors c1, c2, … */
export function connectionOf<Node>(nodes: readonly Node[], totalCount = nodes.length) {
  return { totalCount, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, edges: nodes.map((node, index) => ({ cursor: `c${index + 1}`, node })) };
}
