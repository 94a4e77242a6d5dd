import { FINISHES } from '@pcbm/domain/board/board-specification';
import { evaluateExpression, EvaluationError, type EvaluationErrorCode } from '@pcbm/domain/pricing/formula-evaluate';
import type { ValidFormula } from '@pcbm/domain/pricing/formula-validation';
import { priceRangeOf, PricingEvaluationError } from '@pcbm/domain/pricing/pricing-formula-file';
import { PRICING_INPUTS, pricingTestInputSchema, pricingVariablesOf, type OrderPriceRange, type PricingInputName, type PricingVariables } from '@pcbm/domain/pricing/pricing-variables';
import { formatDecimal } from '@pcbm/web-kit/i18n/numbers';

/** The test inputs as the fields hold them: numbers as typed, pcbProvided as 'yes' or 'no', the finish by name. */
export type TestInputFields = Readonly<Record<PricingInputName, string>>;

export const FINISH_CHOICES = FINISHES;

/** What a small prototype order looks like, so a new formula shows a price at once. */
const DEFAULT_VALUES = {
  pcbQuantity: 10,
  pcbPerPanel: 1,
  partSourcingCost: 0,
  pcbSize: 50,
  pcbLayers: 2,
  boardThickness: 1.6,
  smtPartCount: 20,
  thtPartCount: 0,
  thtPinCount: 0,
} as const satisfies Partial<Record<PricingInputName, number>>;

/** The default test inputs with their numbers as the locale writes them ("1,6" in German). */
export function defaultTestInputs(locale: string): TestInputFields {
  const numbers = Object.fromEntries(Object.entries(DEFAULT_VALUES).map(([name, value]) => [name, formatDecimal(value, locale)]));
  return { ...numbers, pcbProvided: 'no', finish: 'HASL lead-free' } as TestInputFields;
}

/** Why a test input is not usable: the key of its wording and the limit it breaks. */
export interface TestInputProblem {
  readonly kind: 'notANumber' | 'notWhole' | 'tooSmall' | 'tooBig';
  readonly limit?: number;
}

export type TestInputCheck =
  | { readonly valid: true; readonly variables: PricingVariables }
  | { readonly valid: false; readonly problems: Partial<Readonly<Record<PricingInputName, TestInputProblem>>> };

const DECIMAL_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A typed number: a decimal comma counts as a point, so "1,6" and "1.6" are both 1.6. Anything else (thousands
 * separators, exponents, hexadecimal) is not a number, so that "1.234,5" is refused rather than misread.
 */
export function readDecimal(text: string): number {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** Checks the fields with the domain's test input rules and turns them into the formulas' variables. */
export function checkTestInputs(fields: TestInputFields): TestInputCheck {
  const values: Record<string, unknown> = { pcbProvided: fields.pcbProvided === 'yes', finish: fields.finish || undefined };
  for (const name of PRICING_INPUTS) if (name !== 'pcbProvided' && name !== 'finish') values[name] = readDecimal(fields[name]);
  const parsed = pricingTestInputSchema.safeParse(values);
  if (parsed.success) return { valid: true, variables: pricingVariablesOf(parsed.data) };
  const problems: Partial<Record<PricingInputName, TestInputProblem>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as PricingInputName;
    if (issue.code === 'too_small') problems[name] ??= { kind: 'tooSmall', limit: Number(issue.minimum) };
    else if (issue.code === 'too_big') problems[name] ??= { kind: 'tooBig', limit: Number(issue.maximum) };
    else if (issue.code === 'invalid_type' && issue.expected === 'int') problems[name] ??= { kind: 'notWhole' };
    else problems[name] ??= { kind: 'notANumber' };
  }
  return { valid: false, problems };
}

/** Why a formula has no value for the test inputs. */
export interface FormulaFailure {
  readonly formula: string;
  readonly code: EvaluationErrorCode;
  readonly message: string;
}

export interface TestPrice {
  /** Each formula's value in order; null once a formula above has failed. */
  readonly values: readonly { readonly name: string; readonly value: number | null }[];
  readonly priceRange: OrderPriceRange | null;
  readonly failure: FormulaFailure | null;
}

/** Tries the formulas with the test inputs with the domain's evaluator, as the server prices an order. */
export function tryFormulas(formulas: readonly ValidFormula[], variables: PricingVariables): TestPrice {
  const known = new Map<string, number>(Object.entries(variables));
  const values: { name: string; value: number | null }[] = [];
  let failure: FormulaFailure | null = null;
  for (const formula of formulas) {
    if (failure) {
      values.push({ name: formula.name, value: null });
      continue;
    }
    try {
      const value = evaluateExpression(formula.expression, known);
      known.set(formula.name, value);
      values.push({ name: formula.name, value });
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      failure = { formula: formula.name, code: error.code, message: error.message };
      values.push({ name: formula.name, value: null });
    }
  }
  if (failure) return { values, priceRange: null, failure };
  try {
    return { values, priceRange: priceRangeOf(formulas, variables), failure: null };
  } catch (error) {
    if (!(error instanceof PricingEvaluationError)) throw error;
    return { values, priceRange: null, failure: { formula: error.formula, code: error.reason.code, message: error.reason.message } };
  }
}
