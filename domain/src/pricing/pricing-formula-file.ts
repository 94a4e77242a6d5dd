import { z } from 'zod';
import { lineText, longText } from '../text/free-text';
import { evaluateExpression, EvaluationError } from './formula-evaluate';
import { validateFormula, type FormulaProblem, type ValidFormula } from './formula-validation';
import { PRICE_RANGE_FIELDS, PRICING_INPUTS, REQUIRED_PRICE_RANGE_FIELDS, type OrderPriceRange, type PricingVariables } from './pricing-variables';

export const MAX_FORMULA_FILE_BYTES = 64 * 1024;
export const MAX_FORMULAS = 200;

/** One formula of a pricing formula file. */
export const pricingFormulaSchema = z.object({
  name: lineText(100).min(1, 'This field is required.'),
  description: longText(2500).optional(),
  calculation: z.string().trim().min(1, 'This field is required.').max(2000, 'This field must be less than 2000 characters'),
});
export type PricingFormula = z.output<typeof pricingFormulaSchema>;

/** A pricing formula file: `{ "formulas": [{ "name", "description", "calculation": "name = expression" }] }`. */
export const pricingFormulaFileSchema = z.object({ formulas: z.array(pricingFormulaSchema).min(1, 'At least one formula is needed.').max(MAX_FORMULAS) });

/** A problem of a formula file; `formula` is the formula's place (from 1) and name when it concerns one. */
export interface PricingFileProblem {
  readonly formula?: number;
  readonly name?: string;
  readonly code: FormulaProblem['code'] | 'INVALID_FILE' | 'NAME_MISMATCH' | 'DUPLICATE_NAME' | 'MISSING_OUTPUT';
  readonly message: string;
  readonly names?: readonly string[];
}

export type PricingFileValidation =
  | { readonly valid: true; readonly formulas: readonly PricingFormula[]; readonly parsed: readonly ValidFormula[] }
  | { readonly valid: false; readonly problems: readonly PricingFileProblem[] };

const INPUTS: ReadonlySet<string> = new Set(PRICING_INPUTS);

/** Checks formulas in order: each may use the inputs and the names of the formulas before it. */
export function validatePricingFormulas(formulas: readonly PricingFormula[]): PricingFileValidation {
  const problems: PricingFileProblem[] = [];
  const parsed: ValidFormula[] = [];
  const known = new Set<string>(INPUTS);
  formulas.forEach((formula, index) => {
    const at = { formula: index + 1, name: formula.name };
    const result = validateFormula(formula.calculation, known, INPUTS);
    if (!result.valid) {
      problems.push(...result.problems.map((problem) => ({ ...at, ...problem })));
      const left = formula.calculation.split('=')[0].trim();
      if (left) known.add(left);
      return;
    }
    if (result.formula.name !== formula.name) {
      problems.push({ ...at, code: 'NAME_MISMATCH', message: `The name '${formula.name}' must be the one left of '=' ('${result.formula.name}').` });
    }
    if (known.has(result.formula.name)) problems.push({ ...at, code: 'DUPLICATE_NAME', message: `'${result.formula.name}' is defined twice.` });
    known.add(result.formula.name);
    parsed.push(result.formula);
  });
  const missing = REQUIRED_PRICE_RANGE_FIELDS.filter((field) => !parsed.some((formula) => formula.name === field));
  if (problems.length === 0 && missing.length > 0) {
    problems.push({ code: 'MISSING_OUTPUT', message: `A formula for ${missing.join(', ')} is required.`, names: missing });
  }
  return problems.length > 0 ? { valid: false, problems } : { valid: true, formulas, parsed };
}

/** Reads and checks an uploaded formula file (JSON). */
export function readPricingFormulaFile(bytes: Uint8Array): PricingFileValidation {
  if (bytes.length > MAX_FORMULA_FILE_BYTES) return { valid: false, problems: [{ code: 'INVALID_FILE', message: 'A formula file must be at most 64 KB.' }] };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return { valid: false, problems: [{ code: 'INVALID_FILE', message: 'A formula file must be JSON text.' }] };
  }
  const file = pricingFormulaFileSchema.safeParse(json);
  if (!file.success) {
    return { valid: false, problems: file.error.issues.map((issue) => ({ code: 'INVALID_FILE' as const, message: `${issue.path.join('.') || 'file'}: ${issue.message}` })) };
  }
  return validatePricingFormulas(file.data.formulas);
}

/** Why formulas have no value for given inputs: the formula and the evaluator's reason. */
export class PricingEvaluationError extends Error {
  constructor(readonly formula: string, readonly reason: EvaluationError) {
    super(`${formula}: ${reason.message}`);
    this.name = 'PricingEvaluationError';
  }
}

/** Every formula's value, in order. */
export function evaluatePricingFormulas(formulas: readonly ValidFormula[], inputs: PricingVariables): Map<string, number> {
  const values = new Map<string, number>(Object.entries(inputs));
  const results = new Map<string, number>();
  for (const formula of formulas) {
    try {
      const value = evaluateExpression(formula.expression, values);
      values.set(formula.name, value);
      results.set(formula.name, value);
    } catch (error) {
      if (error instanceof EvaluationError) throw new PricingEvaluationError(formula.name, error);
      throw error;
    }
  }
  return results;
}

/** The price range the formulas compute for the inputs; its fields must not be negative. */
export function priceRangeOf(formulas: readonly ValidFormula[], inputs: PricingVariables): OrderPriceRange {
  const values = evaluatePricingFormulas(formulas, inputs);
  const range: Record<string, number> = {};
  for (const field of PRICE_RANGE_FIELDS) {
    const value = values.get(field);
    if (value !== undefined && value < 0) throw new PricingEvaluationError(field, new EvaluationError('NEGATIVE_OUTPUT', `The result ${value} is negative.`));
    if (value !== undefined) range[field] = value;
  }
  return range as OrderPriceRange;
}
