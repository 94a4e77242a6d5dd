import { cacheExchange, Client, fetchExchange } from '@urql/core';

/**
 * The one GraphQL client of an app: bearer token when signed in, the CSRF header Yoga asks for on
 * multipart uploads, and subscriptions over server-sent events.
 */
export function createGraphQLClient(accessToken: () => string | undefined): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    fetchSubscriptions: true,
    requestPolicy: 'cache-and-network',
    // The API takes operations by POST only.
    preferGetMethod: false,
    fetchOptions: () => {
      const token = accessToken();
      return { headers: { 'x-graphql-yoga-csrf': '1', ...(token ? { authorization: `Bearer ${token}` } : {}) } };
    },
  });
}
