import { DomainError, ErrorCode } from '@pcbm/domain';
import { logSafeError, UnstorableEventError } from '@pcbm/platform';
import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import { StreamContendedError } from '../application/command-handler';

/**
 * Codes of the API's edge: the specification's transport codes for throttling, and request-level
 * refusals (a document over a limit, a body that is not JSON) that happen before any resolver runs.
 */
export const EdgeCode = {
  ENHANCE_YOUR_CALM: 'ENHANCE_YOUR_CALM',
  THROTTLED_CONCURRENCY: 'THROTTLED_CONCURRENCY',
  THROTTLED_CPU: 'THROTTLED_CPU',
  BAD_REQUEST: 'BAD_REQUEST',
  QUERY_TOO_LARGE: 'QUERY_TOO_LARGE',
  QUERY_TOO_MANY_TOKENS: 'QUERY_TOO_MANY_TOKENS',
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  QUERY_TOO_MANY_ALIASES: 'QUERY_TOO_MANY_ALIASES',
  QUERY_TOO_MANY_DIRECTIVES: 'QUERY_TOO_MANY_DIRECTIVES',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
} as const;
export type EdgeCode = (typeof EdgeCode)[keyof typeof EdgeCode];

/** Refuses with a catalogue code and a message the interface can translate. */
export function refuse(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new DomainError(code, message, details);
}

/** A refusal at the edge; `retryAfter` (seconds) also becomes the Retry-After header. */
export function edgeError(code: EdgeCode, message: string, options: { status: number; retryAfter?: number }): GraphQLError {
  return withRetryAfterHeader(
    new GraphQLError(message, { extensions: { code, http: { status: options.status }, ...(options.retryAfter ? { retryAfter: options.retryAfter } : {}) } }),
  );
}

/** Any error that tells the caller when to come back carries the Retry-After header too. */
function withRetryAfterHeader(error: GraphQLError): GraphQLError {
  const retryAfter = error.extensions.retryAfter;
  if (typeof retryAfter !== 'number' || !(retryAfter > 0)) return error;
  const http = (error.extensions.http ?? {}) as { status?: number; headers?: Record<string, string> };
  const extensions: GraphQLErrorExtensions = { ...error.extensions, http: { ...http, headers: { ...http.headers, 'Retry-After': String(Math.ceil(retryAfter)) } } };
  return new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions });
}

/** Yoga's text for a body it could not parse; callers get ours and never the parser's. */
const INVALID_JSON_BODY = 'POST body sent invalid JSON.';
/** graphql-js reports variables that do not fit their type (an unknown enum value, a string for a number) this way. */
const VARIABLE_COERCION = /^Variable "\$[^"]+" (got invalid value|of required type|of non-null type)/;

/** Errors of the request itself (parsing, validation, variables): kept, with a code and without internals. */
function requestError(error: GraphQLError): GraphQLError {
  const { originalError: _parserDetails, ...extensions } = (error.extensions ?? {}) as GraphQLErrorExtensions & { originalError?: unknown };
  if (error.message === INVALID_JSON_BODY) {
    return new GraphQLError('The request body is not valid JSON.', { extensions: { code: EdgeCode.BAD_REQUEST, http: { status: 400 } } });
  }
  if (!extensions.code && VARIABLE_COERCION.test(error.message)) extensions.code = ErrorCode.INVALID_INPUT;
  if (!extensions.code) extensions.code = EdgeCode.BAD_REQUEST;
  return withRetryAfterHeader(new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions }));
}

/**
 * What callers see of an error: catalogue codes with their message; anything unexpected becomes
 * INTERNAL_SERVER_ERROR with a generic text, never a stack trace.
 */
export function maskError(error: unknown): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    const retryAfter = original.details?.retryAfter;
    return withRetryAfterHeader(
      new GraphQLError(original.message, {
        extensions: { code: original.code, ...(original.details ? { details: original.details } : {}), ...(typeof retryAfter === 'number' ? { retryAfter } : {}) },
        path: error instanceof GraphQLError ? error.path : undefined,
      }),
    );
  }
  // Without a path the error is the request's (parsing, validation, variables), even when it wraps the enum's or scalar's own error.
  if (error instanceof GraphQLError && !error.path && (!error.originalError || error.originalError instanceof GraphQLError)) return requestError(error);
  if (original instanceof UnstorableEventError) {
    return new GraphQLError('The input holds characters that cannot be stored (NUL or an incomplete Unicode character).', {
      extensions: { code: ErrorCode.INVALID_INPUT, details: { problems: [{ field: original.part, message: 'This field must not contain NUL or incomplete Unicode characters.' }] } },
      path: error instanceof GraphQLError ? error.path : undefined,
    });
  }
  if (original instanceof StreamContendedError) {
    return withRetryAfterHeader(
      new GraphQLError(original.message, { extensions: { code: EdgeCode.THROTTLED_CONCURRENCY, retryAfter: 1 }, path: error instanceof GraphQLError ? error.path : undefined }),
    );
  }
  if (error instanceof GraphQLError && !error.originalError) return withRetryAfterHeader(error);
  if (original instanceof GraphQLError) return withRetryAfterHeader(original);
  console.error(`Unexpected error while answering a GraphQL request${error instanceof GraphQLError && error.path ? ` at ${error.path.join('.')}` : ''}: ${logSafeError(original)}`);
  return new GraphQLError('An error has occurred. Please try again later.', {
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    path: error instanceof GraphQLError ? error.path : undefined,
  });
}
