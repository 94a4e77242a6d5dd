import { gql } from '@urql/core';
import { createGraphQLClient } from './client';

const SEND = gql`
  mutation ($chatId: ID!, $text: String!) {
    sendNewTextMessage(chatId: $chatId, text: $text) {
      id
    }
  }
`;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (code: string) => json(429, { errors: [{ message: 'Too many changes to this at the same moment; please try again.', extensions: { code } }] });
const answered = () => json(200, { data: { sendNewTextMessage: { __typename: 'ChatMessage', id: 'm-1' } } });

/** A fetch that answers each call with the next of `answers` (a function throws, as a lost connection does). */
function scriptedFetch(...answers: (() => Response)[]) {
  const calls: unknown[] = [];
  const fetch = (async (_url: unknown, init?: RequestInit) => {
    calls.push(JSON.parse(String(init?.body)));
    const next = answers[Math.min(calls.length, answers.length) - 1];
    return next();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('the GraphQL client of every app', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const send = async (fetch: typeof globalThis.fetch) => {
    const pending = createGraphQLClient(() => 'token', fetch).mutation(SEND, { chatId: 'o-1', text: 'Is 1.6 mm fine?' }).toPromise();
    await jest.advanceTimersByTimeAsync(10_000);
    return pending;
  };

  test('given a change refused because the server was busy, when sent, then it is sent again after a short wait and the person gets the answer', async () => {
    const { fetch, calls } = scriptedFetch(() => refused('THROTTLED_CONCURRENCY'), answered);
    const result = await send(fetch);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ sendNewTextMessage: { __typename: 'ChatMessage', id: 'm-1' } });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
  });

  test('given the server stays busy, then the change is tried three times in all and the person is told it was busy', async () => {
    const { fetch, calls } = scriptedFetch(() => refused('THROTTLED_CPU'));
    const result = await send(fetch);
    expect(calls).toHaveLength(3);
    expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe('THROTTLED_CPU');
  });

  test.each(['ENHANCE_YOUR_CALM', 'INVALID_INPUT', 'USER_NOT_AUTHORIZED'])('given a change refused with %s, then it is not sent again', async (code) => {
    const { fetch, calls } = scriptedFetch(() => refused(code), answered);
    const result = await send(fetch);
    expect(calls).toHaveLength(1);
    expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe(code);
  });

  test('given a lost connection, then a change is not sent again, as it may have arrived', async () => {
    const { fetch, calls } = scriptedFetch(() => {
      throw new TypeError('Failed to fetch');
    }, answered);
    const result = await send(fetch);
    expect(calls).toHaveLength(1);
    expect(result.error?.networkError).toBeDefined();
  });
});
