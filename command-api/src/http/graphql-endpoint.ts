import { randomUUID } from 'node:crypto';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Request, Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { GraphQLContext, Services } from '../graphql/context';
import { maskError } from '../graphql/errors';
import { bearerToken, type TokenAuthenticator } from './authentication';

/** The one GraphQL endpoint: JSON and multipart requests, bearer authentication, masked errors. */
export function createGraphQLEndpoint(schema: GraphQLSchema, services: Services, authenticate: TokenAuthenticator) {
  return createYoga<{ req: Request; res: Response }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: { title: 'PCB Marketplace API' },
    maskedErrors: { maskError },
    plugins: [useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] })],
    logging: false,
    context: async ({ request }): Promise<GraphQLContext> => {
      const token = bearerToken(request.headers.get('authorization'));
      const requestId = request.headers.get('x-request-id') ?? randomUUID();
      const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? '';
      const signal = request.signal;
      if (!token) return { requestId, host, user: null, actor: null, services, signal };
      let user;
      try {
        user = await authenticate(token);
      } catch {
        throw new GraphQLError('Your sign-in has expired or is not valid. Please sign in again.', {
          extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
        });
      }
      return { requestId, host, user, actor: await services.actors.actorFor(user), services, signal };
    },
  });
}
