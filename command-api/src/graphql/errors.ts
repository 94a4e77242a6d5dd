import { DomainError, ErrorCode } from '@pcbm/domain';
import { GraphQLError } from 'graphql';

/** Refuses with a catalogue code and a message the interface can translate. */
export function refuse(code: ErrorCode, message: string, details?: Record<string, unknown>): never {
  throw new DomainError(code, message, details);
}

/**
 * What callers see of an error: catalogue codes with their message; anything unexpected becomes
 * INTERNAL_SERVER_ERROR with a generic text, never a stack trace.
 */
export function maskError(error: unknown): GraphQLError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      extensions: { code: original.code, ...(original.details ? { details: original.details } : {}) },
      path: error instanceof GraphQLError ? error.path : undefined,
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  if (original instanceof GraphQLError) return original;
  console.error('Unexpected error while answering a GraphQL request:', original);
  return new GraphQLError('An error has occurred. Please try again later.', {
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
    path: error instanceof GraphQLError ? error.path : undefined,
  });
}
