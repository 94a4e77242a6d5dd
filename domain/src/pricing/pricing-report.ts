import { evaluateExpression, EvaluationError } from './formula-evaluate';
import { readPricingFormulaFile, type PricingFileProblem } from './pricing-formula-file';
import { PRICE_RANGE_FIELDS, type PricingVariables } from './pricing-variables';

/** What trying a formula file with test inputs shows: each formula's value, the price range, or why not. */
export type PricingReport =
  | { readonly valid: false; readonly problems: readonly PricingFileProblem[] }
  | {
      readonly valid: true;
      readonly inputs: PricingVariables;
      readonly formulas: readonly { readonly name: string; readonly description?: string; readonly calculation: string; readonly value: number | null; readonly error?: string }[];
      readonly priceRange: Readonly<Record<string, number>> | null;
      /** Why there is no price range although every formula has a value. */
      readonly error?: string;
    };

/** Tries a formula file with test inputs; evaluation stops at the first formula without a value. */
export function pricingReport(bytes: Uint8Array, inputs: PricingVariables): PricingReport {
  const file = readPricingFormulaFile(bytes);
  if (!file.valid) return { valid: false, problems: file.problems };
  const values = new Map<string, number>(Object.entries(inputs));
  const formulas: Extract<PricingReport, { valid: true }>['formulas'][number][] = [];
  let failed = false;
  file.parsed.forEach((formula, index) => {
    const { description, calculation } = file.formulas[index];
    if (failed) return formulas.push({ name: formula.name, description, calculation, value: null, error: 'not evaluated: an earlier formula has no value' });
    try {
      const value = evaluateExpression(formula.expression, values);
      values.set(formula.name, value);
      formulas.push({ name: formula.name, description, calculation, value });
    } catch (error) {
      if (!(error instanceof EvaluationError)) throw error;
      failed = true;
      formulas.push({ name: formula.name, description, calculation, value: null, error: error.message });
    }
  });
  const outputs = PRICE_RANGE_FIELDS.filter((field) => values.has(field));
  const negative = outputs.filter((field) => values.get(field)! < 0);
  const priceRange = failed || negative.length > 0 ? null : Object.fromEntries(outputs.map((field) => [field, values.get(field)!]));
  return { valid: true, inputs, formulas, priceRange, ...(negative.length > 0 ? { error: `Negative results: ${negative.join(', ')}.` } : {}) };
}
