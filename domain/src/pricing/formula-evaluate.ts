import type { Expression } from './formula-ast';
import { FORMULA_FUNCTIONS } from './formula-functions';

export type EvaluationErrorCode = 'DIVISION_BY_ZERO' | 'NON_FINITE_RESULT' | 'UNKNOWN_VARIABLE' | 'NEGATIVE_OUTPUT';

/** Why an expression has no value for the given variables. */
export class EvaluationError extends Error {
  constructor(readonly code: EvaluationErrorCode, message: string) {
    super(message);
    this.name = 'EvaluationError';
  }
}

function finite(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new EvaluationError('NON_FINITE_RESULT', `${what} gives no finite number.`);
  return value;
}

function binary(operator: '+' | '-' | '*' | '/' | '^', left: number, right: number): number {
  switch (operator) {
    case '+':
      return finite(left + right, 'An addition');
    case '-':
      return finite(left - right, 'A subtraction');
    case '*':
      return finite(left * right, 'A multiplication');
    case '/':
      if (right === 0) throw new EvaluationError('DIVISION_BY_ZERO', 'A division by zero.');
      return finite(left / right, 'A division');
    case '^':
      return finite(left ** right, `${left} ^ ${right}`);
  }
}

/** The value of an expression over the AST; every step must stay a finite number. */
export function evaluateExpression(expression: Expression, variables: ReadonlyMap<string, number>): number {
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'variable': {
      const value = variables.get(expression.name);
      if (value === undefined) throw new EvaluationError('UNKNOWN_VARIABLE', `'${expression.name}' has no value.`);
      return value;
    }
    case 'negate':
      return -evaluateExpression(expression.operand, variables);
    case 'binary':
      return binary(expression.operator, evaluateExpression(expression.left, variables), evaluateExpression(expression.right, variables));
    case 'call': {
      const fn = FORMULA_FUNCTIONS[expression.name];
      if (!fn) throw new EvaluationError('UNKNOWN_VARIABLE', `'${expression.name}' is not a function.`);
      return finite(fn.apply(expression.args.map((arg) => evaluateExpression(arg, variables))), `${expression.name}(...)`);
    }
  }
}
