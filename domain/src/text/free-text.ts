import { z } from 'zod';
import { DomainError, ErrorCode } from '../errors';
import { normaliseLineEnds, textProblem, type TextKind } from './text-rules';

const tooLong = (max: number) => `This field must be less than ${max} characters`;

const withRule = (schema: z.ZodString, kind: TextKind) =>
  schema.superRefine((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A name (of a person, company, producer, shop, request, recipient): one line, trimmed, no direction marks. */
export const nameText = (max = 100) => withRule(z.string().trim().max(max, tooLong(max)), 'name');

/** Any other single-line text (address line, job title, setting): trimmed, no control or bidi override characters. */
export const lineText = (max = 100) => withRule(z.string().trim().max(max, tooLong(max)), 'line');

/** A long text (notes, biography, message): trimmed, line ends as newlines, control characters only newline and tab. */
export const longText = (max = 2500) => withRule(z.string().overwrite(normaliseLineEnds).trim().max(max, tooLong(max)), 'long');

/**
 * Checks a text a command carries outside a zod schema (chat text, reasons, comments);
 * refuses with INVALID_INPUT naming the field, like a schema would.
 */
export function requireText(field: string, value: string, kind: TextKind): string {
  const problem = textProblem(kind === 'long' ? normaliseLineEnds(value) : value, kind);
  if (problem) throw new DomainError(ErrorCode.INVALID_INPUT, `${field}: ${problem}`, { problems: [{ field, message: problem }] });
  return kind === 'long' ? normaliseLineEnds(value) : value;
}
