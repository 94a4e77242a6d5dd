import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { FORMULA_FUNCTIONS } from '@pcbm/domain/pricing/formula-functions';
import { PRICING_INPUTS } from '@pcbm/domain/pricing/pricing-variables';
import { readFormulaSource } from './formula-source';

/** Labels the completion list shows beside a name, already translated. */
export interface CompletionLabels {
  readonly input: (name: string) => string;
  readonly formula: string;
  readonly function: string;
}

/**
 * Suggests what an expression may use at the cursor: the inputs, the formulas above the cursor's
 * line and the functions (inserted with their opening parenthesis).
 */
export function formulaCompletions(labels: () => CompletionLabels) {
  return (context: CompletionContext): CompletionResult | null => {
    const word = context.matchBefore(/[A-Za-z_][A-Za-z0-9_]*/);
    if (!word && !context.explicit) return null;
    const line = context.state.doc.lineAt(context.pos);
    const { input, formula, function: fn } = labels();
    const above = readFormulaSource(context.state.doc.sliceString(0, line.from))
      .map((f) => f.formula.name)
      .filter((name) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name));
    const options: Completion[] = [
      ...PRICING_INPUTS.map((name) => ({ label: name, type: 'variable', detail: input(name) })),
      ...[...new Set(above)].map((name) => ({ label: name, type: 'constant', detail: formula })),
      ...Object.keys(FORMULA_FUNCTIONS).map((name) => ({ label: name, type: 'function', detail: fn, apply: `${name}(` })),
    ];
    return { from: word?.from ?? context.pos, options, validFor: /^[A-Za-z0-9_]*$/ };
  };
}
