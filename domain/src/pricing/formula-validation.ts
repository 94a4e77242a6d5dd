import { variablesOf, type Expression } from './formula-ast';
import { isFormulaFunction } from './formula-functions';
import { parseExpression, ParseError } from './formula-parser';
import { tokenize, TokenizeError, VALID_CHARACTER, type Token } from './formula-tokens';

/** One rule of the formula validation (spec, section 5), each with its own code. */
export const FORMULA_PROBLEM_CODES = [
  'MISSING_EQUALS',
  'INVALID_NAME',
  'MISSING_EXPRESSION',
  'INVALID_CHARACTERS',
  'UNBALANCED_PARENTHESES',
  'CONSECUTIVE_OPERATORS',
  'OPERATOR_AT_START_OR_END',
  'NOT_TOKENIZABLE',
  'MISSING_OPERATOR',
  'UNKNOWN_VARIABLES',
  'UNKNOWN_FUNCTION',
  'INVALID_EXPRESSION',
] as const;
export type FormulaProblemCode = (typeof FORMULA_PROBLEM_CODES)[number];

export interface FormulaProblem {
  readonly code: FormulaProblemCode;
  readonly message: string;
  /** Unknown names, for UNKNOWN_VARIABLES. */
  readonly names?: readonly string[];
}

/** A formula that passed every rule. */
export interface ValidFormula {
  readonly name: string;
  readonly expression: Expression;
  readonly variables: readonly string[];
}

export type FormulaValidation = { readonly valid: true; readonly formula: ValidFormula } | { readonly valid: false; readonly problems: readonly FormulaProblem[] };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const isOperand = (token: Token) => token.kind === 'number' || token.kind === 'name' || token.kind === 'close';
const startsOperand = (token: Token) => token.kind === 'number' || token.kind === 'name' || token.kind === 'open';

function parenthesesBalanced(expression: string): boolean {
  let depth = 0;
  for (const char of expression) {
    if (char === '(') depth++;
    if (char === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

function tokenProblems(tokens: readonly Token[], known: ReadonlySet<string>): FormulaProblem[] {
  const problems: FormulaProblem[] = [];
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (first?.kind === 'operator' || last?.kind === 'operator') {
    problems.push({ code: 'OPERATOR_AT_START_OR_END', message: 'The expression must not start or end with an operator.' });
  }
  const unknownVariables: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const next = tokens[i + 1];
    if (token.kind === 'operator' && next?.kind === 'operator') {
      problems.push({ code: 'CONSECUTIVE_OPERATORS', message: `Two operators in a row: '${token.text}${next.text}'. Put a negative value in parentheses, e.g. a * (-b).` });
    }
    if (token.kind === 'name' && next?.kind === 'open') {
      if (!isFormulaFunction(token.text)) problems.push({ code: 'UNKNOWN_FUNCTION', message: `'${token.text}' is not a function.` });
    } else if (next && isOperand(token) && startsOperand(next)) {
      problems.push({ code: 'MISSING_OPERATOR', message: `An operator is missing between '${token.text}' and '${next.text}'.` });
    }
    if (token.kind === 'name' && next?.kind !== 'open' && !known.has(token.text) && !unknownVariables.includes(token.text)) unknownVariables.push(token.text);
  }
  if (unknownVariables.length > 0) {
    problems.push({ code: 'UNKNOWN_VARIABLES', message: `Unknown variables: ${unknownVariables.join(', ')}.`, names: unknownVariables });
  }
  return problems;
}

/**
 * Checks one calculation `name = expression` against every rule, collecting all problems found.
 * `known` are the names the expression may use (the inputs and earlier formulas); `reserved` are
 * names a formula must not take (the inputs).
 */
export function validateFormula(calculation: string, known: ReadonlySet<string>, reserved: ReadonlySet<string> = new Set()): FormulaValidation {
  const equals = calculation.indexOf('=');
  if (equals < 0) return { valid: false, problems: [{ code: 'MISSING_EQUALS', message: "The formula must contain '='." }] };
  const problems: FormulaProblem[] = [];
  const name = calculation.slice(0, equals).trim();
  const expression = calculation.slice(equals + 1);
  if (!NAME.test(name) || isFormulaFunction(name) || reserved.has(name)) {
    problems.push({
      code: 'INVALID_NAME',
      message: `'${name}' is not a valid name: it must start with a letter or '_', hold only letters, digits and '_', and be neither an input variable nor a function.`,
    });
  }
  if (expression.trim() === '') {
    problems.push({ code: 'MISSING_EXPRESSION', message: "The formula needs an expression right of '='." });
    return { valid: false, problems };
  }
  const invalid = [...new Set([...expression].filter((char) => char !== '=' && !VALID_CHARACTER.test(char)))];
  if (invalid.length > 0) {
    problems.push({
      code: 'INVALID_CHARACTERS',
      message: `Only letters, digits, '_', '.', spaces, the operators + - * / ^, parentheses and commas are allowed; found: ${invalid.map((c) => `'${c}'`).join(', ')}.`,
    });
  }
  if (!parenthesesBalanced(expression)) problems.push({ code: 'UNBALANCED_PARENTHESES', message: 'The parentheses are not balanced.' });
  if (invalid.length > 0) return { valid: false, problems };

  let tokens: Token[];
  try {
    tokens = tokenize(expression);
  } catch (error) {
    if (!(error instanceof TokenizeError)) throw error;
    problems.push({ code: 'NOT_TOKENIZABLE', message: `The expression cannot be read at position ${error.at + 1}: ${error.message}` });
    return { valid: false, problems };
  }
  problems.push(...tokenProblems(tokens, known));
  if (problems.length > 0) return { valid: false, problems };
  try {
    const parsed = parseExpression(tokens);
    return { valid: true, formula: { name, expression: parsed, variables: variablesOf(parsed) } };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    return { valid: false, problems: [{ code: 'INVALID_EXPRESSION', message: error.message }] };
  }
}
