import { cacheExchange, Client, fetchExchange, type CombinedError } from '@urql/core';
import { retryExchange } from '@urql/exchange-retry';
import { errorCodeOf } from '../errors/error-text';

/**
 * The refusals that say the server was busy at that moment and changed nothing: a call refused so is sent again
 * after a short random wait, so a person's message or change goes through a busy moment instead of failing on it.
 */
const BUSY_CODES: ReadonlySet<unknown> = new Set(['THROTTLED_CONCURRENCY', 'THROTTLED_CPU']);

/** Whether a failed call was refused only because the server was busy, so that sending it again is safe. */
const refusedAsBusy = (error: CombinedError): boolean => BUSY_CODES.has(errorCodeOf(error));

/**
 * How a call refused as busy is sent again: after about a second (the server's Retry-After), then once more a little
 * later, three tries in all. A lost connection is not a reason: a change may have arrived before it broke.
 */
const BUSY_RETRIES = { initialDelayMs: 500, maxDelayMs: 4000, randomDelay: true, maxNumberAttempts: 3, retryIf: refusedAsBusy } as const;

/**
 * The one GraphQL client of an app: bearer token when signed in, the CSRF header Yoga asks for on
 * multipart uploads, subscriptions over server-sent events, and calls refused as busy sent again.
 */
export function createGraphQLClient(accessToken: () => string | undefined, fetch?: typeof globalThis.fetch): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, retryExchange(BUSY_RETRIES), fetchExchange],
    fetchSubscriptions: true,
    requestPolicy: 'cache-and-network',
    // The API takes operations by POST only.
    preferGetMethod: false,
    fetch,
    fetchOptions: () => {
      const token = accessToken();
      return { headers: { 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) } };
    },
  });
}
