import { DomainError, ErrorCode } from '@pcbm/domain';
import type { z } from 'zod';

/** Checks input with the schema the browser uses too; refuses with INVALID_INPUT and every problem by field. */
export function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new DomainError(ErrorCode.INVALID_INPUT, problems.map((p) => `${p.field}: ${p.message}`).join('; '), { problems });
}
