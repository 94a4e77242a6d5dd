import { evaluateExpression, EvaluationError } from './formula-evaluate';
import { parseExpression } from './formula-parser';
import { tokenize } from './formula-tokens';

const valueOf = (expression: string, variables: Record<string, number> = {}) => evaluateExpression(parseExpression(tokenize(expression)), new Map(Object.entries(variables)));
const errorOf = (expression: string, variables: Record<string, number> = {}) => {
  try {
    valueOf(expression, variables);
  } catch (error) {
    return error instanceof EvaluationError ? error.code : error;
  }
  return 'no error';
};

describe('formula evaluation', () => {
  test('given operators, then * and / bind tighter than + and -, and all of them associate to the left', () => {
    expect(valueOf('2 + 3 * 4')).toBe(14);
    expect(valueOf('10 - 4 - 3')).toBe(3);
    expect(valueOf('24 / 4 / 3')).toBe(2);
    expect(valueOf('(2 + 3) * 4')).toBe(20);
  });

  test('given ^, then it binds tightest, associates to the right, and unary minus applies after it', () => {
    expect(valueOf('2 ^ 3 ^ 2')).toBe(512);
    expect(valueOf('(-2) ^ 2')).toBe(4);
    expect(valueOf('(-2 ^ 2)')).toBe(-4);
    expect(valueOf('2 * (-3)')).toBe(-6);
  });

  test('given decimal numbers and variables, then their values are used', () => {
    expect(valueOf('pcbSize * 0.5 + .25', { pcbSize: 3 })).toBe(1.75);
  });

  test('given functions, then min, max, abs, round, ceil, floor and the conditions compute', () => {
    expect(valueOf('min(3, 1, 2) + max(3, 1, 2)')).toBe(4);
    expect(valueOf('abs(2 - 5) + ceil(1.2) + floor(1.8)')).toBe(6);
    expect(valueOf('round(2.345, 2) + round(2.5)')).toBe(5.35);
    expect(valueOf('if(gt(q, 100), 1, 2) + if(lt(q, 100), 10, 20) + eq(q, 150)', { q: 150 })).toBe(22);
  });

  test('given a division by zero, then DIVISION_BY_ZERO', () => {
    expect(errorOf('1 / (q - 1)', { q: 1 })).toBe('DIVISION_BY_ZERO');
  });

  test('given a result beyond the finite numbers, then NON_FINITE_RESULT', () => {
    expect(errorOf('10 ^ 400')).toBe('NON_FINITE_RESULT');
    expect(errorOf('(-8) ^ 0.5')).toBe('NON_FINITE_RESULT');
  });

  test('given a variable without a value, then UNKNOWN_VARIABLE', () => {
    expect(errorOf('x + 1')).toBe('UNKNOWN_VARIABLE');
  });
});
