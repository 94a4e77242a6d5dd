/* eslint-disable no-control-regex -- finding control characters is what these patterns are for */
/**
 * What free text people type may hold. Every text the product takes in is stored in the event log
 * (PostgreSQL jsonb), shown to other people and put into mail subjects, so:
 * - no text may hold NUL or a lone surrogate (jsonb cannot store them: one such value would stop the log);
 * - single-line texts hold no control characters at all, long texts only newline and tab;
 * - single-line texts hold no bidi override or isolate characters, names not even the direction marks,
 *   because they can make a name read as something else in another person's list or mail.
 */
export type TextKind = 'name' | 'line' | 'long';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = /\u0000/;
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_BUT_NEWLINE_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const CONTROL_BUT_LINE_BREAKS_TAB = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_OVERRIDE_OR_ISOLATE = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_ANY = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

export const TEXT_PROBLEMS = {
  nul: 'This field must not contain NUL characters.',
  surrogate: 'This field contains an incomplete Unicode character.',
  control: 'This field must not contain control characters.',
  bidi: 'This field must not contain text direction control characters.',
} as const;

/** Why a text of this kind is refused, or null when it may be kept. */
export function textProblem(value: string, kind: TextKind): string | null {
  if (NUL.test(value)) return TEXT_PROBLEMS.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.surrogate;
  if ((kind === 'long' ? CONTROL_BUT_NEWLINE_TAB : ANY_CONTROL).test(value)) return TEXT_PROBLEMS.control;
  if (kind === 'name' && BIDI_ANY.test(value)) return TEXT_PROBLEMS.bidi;
  if (kind === 'line' && BIDI_OVERRIDE_OR_ISOLATE.test(value)) return TEXT_PROBLEMS.bidi;
  return null;
}

/**
 * Why any string the server is sent cannot be stored, or null: the floor below every text rule (no NUL,
 * no lone surrogate, no control character besides tab and line breaks), also for identifiers and cursors.
 */
export function unstorableTextProblem(value: string): string | null {
  if (NUL.test(value)) return TEXT_PROBLEMS.nul;
  if (LONE_SURROGATE.test(value)) return TEXT_PROBLEMS.surrogate;
  if (CONTROL_BUT_LINE_BREAKS_TAB.test(value)) return TEXT_PROBLEMS.control;
  return null;
}

/** Windows line ends become newlines, so a pasted text keeps its lines. */
export const normaliseLineEnds = (value: string): string => value.replace(/\r\n?/g, '\n');
