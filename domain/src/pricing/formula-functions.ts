/** A function formulas may call, with how many arguments it takes. */
export interface FormulaFunction {
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly apply: (args: readonly number[]) => number;
}

const roundTo = (value: number, digits = 0) => {
  const factor = 10 ** Math.trunc(digits);
  return Math.round(value * factor) / factor;
};

/**
 * The functions of the formula language. Conditions are numbers: 0 is false, anything else true;
 * comparisons answer 1 or 0.
 */
export const FORMULA_FUNCTIONS: Readonly<Record<string, FormulaFunction>> = {
  min: { minArgs: 1, maxArgs: 20, apply: (args) => Math.min(...args) },
  max: { minArgs: 1, maxArgs: 20, apply: (args) => Math.max(...args) },
  abs: { minArgs: 1, maxArgs: 1, apply: ([x]) => Math.abs(x) },
  round: { minArgs: 1, maxArgs: 2, apply: ([x, digits]) => roundTo(x, digits) },
  ceil: { minArgs: 1, maxArgs: 1, apply: ([x]) => Math.ceil(x) },
  floor: { minArgs: 1, maxArgs: 1, apply: ([x]) => Math.floor(x) },
  if: { minArgs: 3, maxArgs: 3, apply: ([condition, then, otherwise]) => (condition !== 0 ? then : otherwise) },
  eq: { minArgs: 2, maxArgs: 2, apply: ([a, b]) => (a === b ? 1 : 0) },
  gt: { minArgs: 2, maxArgs: 2, apply: ([a, b]) => (a > b ? 1 : 0) },
  lt: { minArgs: 2, maxArgs: 2, apply: ([a, b]) => (a < b ? 1 : 0) },
};

export const isFormulaFunction = (name: string) => Object.prototype.hasOwnProperty.call(FORMULA_FUNCTIONS, name);
