import { randomUUID } from 'node:crypto';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Request, Response } from 'express';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLContext, Services } from '../graphql/context';
import { maskError } from '../graphql/errors';
import { useAnswerDeadlines } from './answer-deadlines';
import { bearerToken, type TokenAuthenticator } from './authentication';
import { compiledExecution } from './compiled-execution';
import { graphiQLPage } from './graphiql';
import { graphQLLimits, type GraphQLLimits } from './graphql-limits';
import type { Throttle } from './throttling';

export interface GraphQLEndpointOptions {
  /** Production answers no introspection, suggests no field names and serves no GraphiQL. */
  readonly production: boolean;
  readonly limits: GraphQLLimits;
  readonly throttle: Throttle;
}

/** Schema introspection is refused during validation, so nothing runs. */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * Field suggestions are hidden in validation errors by the armor plugin; variables are checked
 * while executing, so their suggestions (of enum values) are hidden here.
 */
const noVariableSuggestions: Plugin = {
  onExecute() {
    return {
      onExecuteDone({ result, setResult }) {
        if (!('errors' in result) || !result.errors?.length) return;
        const withoutSuggestion = (error: GraphQLError) => {
          const message = error.message.replace(SUGGESTION, '');
          return message === error.message ? error : new GraphQLError(message, error);
        };
        setResult({ ...result, errors: result.errors.map(withoutSuggestion) });
      },
    };
  },
};

/** The one GraphQL endpoint: JSON and multipart requests, bearer authentication, limits, throttling, masked errors. */
export function createGraphQLEndpoint(schema: GraphQLSchema, services: Services, authenticate: TokenAuthenticator, options: GraphQLEndpointOptions) {
  return createYoga<{ req: Request; res: Response }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: options.production ? false : { title: 'PCB Marketplace API' },
    renderGraphiQL: graphiQLPage,
    // CORS is answered in front of the endpoint, for the product's own origins only.
    cors: false,
    maskedErrors: { maskError },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      ...graphQLLimits(options.limits),
      ...(options.production ? [noIntrospection, blockFieldSuggestionsPlugin() as Plugin, noVariableSuggestions] : []),
      options.throttle.plugin() as Plugin,
      useAnswerDeadlines(),
      compiledExecution(),
    ],
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
