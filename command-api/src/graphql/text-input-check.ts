import { DomainError, ErrorCode, unstorableTextProblem } from '@pcbm/domain';
import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from './context';

interface Problem {
  field: string;
  message: string;
}

const isWalkable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof Blob) && typeof (value as { then?: unknown }).then !== 'function';

/**
 * The first string anywhere in the arguments that could not be stored, named like the schemas name fields
 * (inside an input object its path, else the argument's name). Iterative, so deeply nested JSON cannot
 * exhaust the stack.
 */
export function firstUnstorableText(args: Record<string, unknown>): Problem | null {
  interface Step {
    readonly value: unknown;
    readonly key: string | null;
    readonly parent: Step | null;
  }
  // Each step links to its parent, so a path is only built for the one field that is reported.
  const pathOf = (step: Step | null): string[] => {
    const keys: string[] = [];
    for (let at = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
    return keys.reverse();
  };
  const pending: Step[] = Object.entries(args).map(([name, value]) => ({
    value,
    key: isWalkable(value) && !Array.isArray(value) ? null : name,
    parent: null,
  }));
  while (pending.length > 0) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      const message = unstorableTextProblem(step.value);
      if (message) return { field: pathOf(step).join('.'), message };
    } else if (isWalkable(step.value)) {
      for (const [key, inner] of Object.entries(step.value)) {
        if (unstorableTextProblem(key)) return { field: [...pathOf(step), key].join('.'), message: 'This field name is not allowed.' };
        pending.push({ value: inner, key, parent: step });
      }
    }
  }
  return null;
}

/**
 * Refuses any operation whose arguments carry a string the event log could not hold, before a resolver
 * sees it; the schemas and deciders apply the finer rules of each field (names, long texts) on top.
 */
export const textInputCheck: MiddlewareFn<GraphQLContext> = ({ args }, next) => {
  const problem = firstUnstorableText(args);
  if (problem) throw new DomainError(ErrorCode.INVALID_INPUT, `${problem.field}: ${problem.message}`, { problems: [problem] });
  return next();
};
