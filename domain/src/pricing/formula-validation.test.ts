import { PRICING_INPUTS } from './pricing-variables';
import { validateFormula, type FormulaProblemCode } from './formula-validation';

const INPUTS = new Set<string>(PRICING_INPUTS);
const codesOf = (calculation: string, known: ReadonlySet<string> = INPUTS) => {
  const result = validateFormula(calculation, known, INPUTS);
  return result.valid ? [] : result.problems.map((p) => p.code);
};
const messageOf = (calculation: string, code: FormulaProblemCode) => {
  const result = validateFormula(calculation, INPUTS, INPUTS);
  return result.valid ? undefined : result.problems.find((p) => p.code === code)?.message;
};

describe('formula validation (spec section 5: instant-pricing formula validation)', () => {
  test('given a well-formed calculation, when validated, then it is valid with its name and the variables it reads', () => {
    const result = validateFormula('pcbCost = pcbSize * 0.02 * pcbQuantity + max(10, pcbLayers * 2.5)', INPUTS, INPUTS);
    expect(result).toMatchObject({ valid: true, formula: { name: 'pcbCost', variables: ['pcbSize', 'pcbQuantity', 'pcbLayers'] } });
  });

  test("given no '=', then MISSING_EQUALS", () => {
    expect(codesOf('pcbSize * 2')).toEqual(['MISSING_EQUALS']);
    expect(messageOf('pcbSize * 2', 'MISSING_EQUALS')).toBe("The formula must contain '='.");
  });

  test('given no valid name on the left, then INVALID_NAME', () => {
    expect(codesOf(' = 2')).toEqual(['INVALID_NAME']);
    expect(codesOf('2cost = 2')).toEqual(['INVALID_NAME']);
    expect(codesOf('my cost = 2')).toEqual(['INVALID_NAME']);
    expect(codesOf('max = 2')).toEqual(['INVALID_NAME']);
    expect(codesOf('pcbQuantity = 2')).toEqual(['INVALID_NAME']);
    expect(codesOf('_base2 = 2')).toEqual([]);
  });

  test('given nothing right of =, then MISSING_EXPRESSION', () => {
    expect(codesOf('cost =   ')).toEqual(['MISSING_EXPRESSION']);
  });

  test('given characters outside the language, then INVALID_CHARACTERS naming them', () => {
    expect(codesOf('cost = pcbSize % 2 $')).toEqual(['INVALID_CHARACTERS']);
    expect(messageOf('cost = pcbSize % 2 $', 'INVALID_CHARACTERS')).toContain("found: '%', '$'");
  });

  test('given unbalanced parentheses, then UNBALANCED_PARENTHESES', () => {
    expect(codesOf('cost = (pcbSize * 2')).toContain('UNBALANCED_PARENTHESES');
    expect(codesOf('cost = pcbSize) * (2')).toContain('UNBALANCED_PARENTHESES');
  });

  test('given two operators in a row, then CONSECUTIVE_OPERATORS, also for a minus that is not in parentheses', () => {
    expect(codesOf('cost = pcbSize * / 2')).toEqual(['CONSECUTIVE_OPERATORS']);
    expect(codesOf('cost = pcbSize * -2')).toEqual(['CONSECUTIVE_OPERATORS']);
    expect(codesOf('cost = pcbSize * (-2)')).toEqual([]);
  });

  test('given an expression starting or ending with an operator, then OPERATOR_AT_START_OR_END', () => {
    expect(codesOf('cost = * pcbSize')).toEqual(['OPERATOR_AT_START_OR_END']);
    expect(codesOf('cost = -pcbSize')).toEqual(['OPERATOR_AT_START_OR_END']);
    expect(codesOf('cost = pcbSize +')).toEqual(['OPERATOR_AT_START_OR_END']);
  });

  test('given valid characters that form no token, then NOT_TOKENIZABLE', () => {
    expect(codesOf('cost = 1.2.3 * pcbSize')).toEqual(['NOT_TOKENIZABLE']);
    expect(codesOf('cost = pcbSize = 2')).toEqual(['NOT_TOKENIZABLE']);
    expect(codesOf('cost = 2pcbSize')).toEqual(['NOT_TOKENIZABLE']);
  });

  test('given two operands without an operator between them, then MISSING_OPERATOR', () => {
    expect(codesOf('cost = pcbSize pcbLayers')).toEqual(['MISSING_OPERATOR']);
    expect(codesOf('cost = 2 (pcbSize)')).toEqual(['MISSING_OPERATOR']);
    expect(codesOf('cost = (pcbSize)(pcbLayers)')).toEqual(['MISSING_OPERATOR']);
    expect(messageOf('cost = pcbSize 3', 'MISSING_OPERATOR')).toBe("An operator is missing between 'pcbSize' and '3'.");
  });

  test('given names that are neither inputs nor earlier formulas, then UNKNOWN_VARIABLES listing each once', () => {
    const result = validateFormula('cost = labour * 2 + setup + labour', INPUTS, INPUTS);
    expect(result).toEqual({ valid: false, problems: [{ code: 'UNKNOWN_VARIABLES', message: 'Unknown variables: labour, setup.', names: ['labour', 'setup'] }] });
    expect(codesOf('cost = labour * 2', new Set([...INPUTS, 'labour']))).toEqual([]);
  });

  test('given a call of something that is not a function, then UNKNOWN_FUNCTION', () => {
    expect(codesOf('cost = sqrt(pcbSize)')).toEqual(['UNKNOWN_FUNCTION']);
  });

  test('given tokens that still form no expression, then INVALID_EXPRESSION with the reason', () => {
    expect(codesOf('cost = ()')).toEqual(['INVALID_EXPRESSION']);
    expect(messageOf('cost = round(1, 2, 3)', 'INVALID_EXPRESSION')).toBe('round takes 1 to 2 arguments, not 3.');
    expect(codesOf('cost = pcbSize, 2')).toEqual(['INVALID_EXPRESSION']);
  });

  test('given several mistakes, then every one is reported', () => {
    expect(codesOf('1x = (a + * b')).toEqual(['INVALID_NAME', 'UNBALANCED_PARENTHESES', 'CONSECUTIVE_OPERATORS', 'UNKNOWN_VARIABLES']);
  });
});
