import { DomainError, ErrorCode } from '@pcbm/domain';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectingAnswerDeadlines, type AnswerDeadlines } from '../application/read-your-writes';

const carriesCode = (error: GraphQLError) => error.originalError instanceof DomainError || (!error.originalError && typeof error.extensions?.code === 'string') || (error.originalError instanceof GraphQLError && typeof error.originalError.extensions?.code === 'string');

function deadlineError(notes: AnswerDeadlines, path?: readonly (string | number)[]): GraphQLError {
  return new GraphQLError('Your change was saved, but it is not shown everywhere yet. Please reload in a moment.', {
    path,
    extensions: { code: ErrorCode.DEADLINE_EXCEEDED, details: { readModels: [...notes.exceeded].sort() } },
  });
}

/**
 * When a write gave up waiting for its read models, the answer says so with DEADLINE_EXCEEDED: the data
 * it could give stays, and errors that only followed from the read models being behind (which would show
 * as INTERNAL_SERVER_ERROR) become DEADLINE_EXCEEDED too.
 */
function withDeadline(result: ExecutionResult, notes: AnswerDeadlines): ExecutionResult {
  const errors = (result.errors ?? []).map((error) => (carriesCode(error) ? error : deadlineError(notes, error.path)));
  if (!errors.some((error) => error.extensions?.code === ErrorCode.DEADLINE_EXCEEDED)) errors.push(deadlineError(notes));
  return { ...result, errors };
}

/** Runs every operation with its own record of read models it gave up waiting for. */
export function useAnswerDeadlines(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) =>
        collectingAnswerDeadlines(async (notes) => {
          const result = await executeFn(args);
          if (notes.exceeded.size === 0 || Symbol.asyncIterator in (result as object)) return result;
          return withDeadline(result as ExecutionResult, notes);
        }),
      );
    },
  };
}
