import type { Operator } from './formula-tokens';

/** A parsed expression. */
export type Expression =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'variable'; readonly name: string }
  | { readonly kind: 'negate'; readonly operand: Expression }
  | { readonly kind: 'binary'; readonly operator: Operator; readonly left: Expression; readonly right: Expression }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly Expression[] };

/** Every variable an expression reads, in order of first use. */
export function variablesOf(expression: Expression, into: string[] = []): string[] {
  switch (expression.kind) {
    case 'variable':
      if (!into.includes(expression.name)) into.push(expression.name);
      break;
    case 'negate':
      variablesOf(expression.operand, into);
      break;
    case 'binary':
      variablesOf(expression.left, into);
      variablesOf(expression.right, into);
      break;
    case 'call':
      expression.args.forEach((arg) => variablesOf(arg, into));
      break;
  }
  return into;
}
