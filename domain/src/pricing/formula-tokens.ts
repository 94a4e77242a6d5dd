/** A piece of a formula's text. */
export type Token =
  | { readonly kind: 'number'; readonly value: number; readonly text: string; readonly at: number }
  | { readonly kind: 'name'; readonly text: string; readonly at: number }
  | { readonly kind: 'operator'; readonly text: Operator; readonly at: number }
  | { readonly kind: 'open' | 'close' | 'comma'; readonly text: string; readonly at: number };

export const OPERATORS = ['+', '-', '*', '/', '^'] as const;
export type Operator = (typeof OPERATORS)[number];

/** Every character a formula may hold (besides the '=' that separates name and expression). */
export const VALID_CHARACTER = /[A-Za-z0-9_.+\-*/^(), \t]/;
const NAME_START = /[A-Za-z_]/;
const NAME_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;

/** Why a text could not be cut into tokens, and where. */
export class TokenizeError extends Error {
  constructor(message: string, readonly at: number) {
    super(message);
    this.name = 'TokenizeError';
  }
}

/** Cuts an expression into numbers (digits with at most one decimal point), names, operators, parentheses and commas. */
export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const char = expression[i];
    if (char === ' ' || char === '\t') {
      i++;
    } else if (DIGIT.test(char) || char === '.') {
      const start = i;
      while (i < expression.length && (DIGIT.test(expression[i]) || expression[i] === '.')) i++;
      const text = expression.slice(start, i);
      if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) throw new TokenizeError(`'${text}' is not a number.`, start);
      if (i < expression.length && NAME_START.test(expression[i])) throw new TokenizeError(`'${text}${expression[i]}' is neither a number nor a name.`, start);
      tokens.push({ kind: 'number', value: Number(text), text, at: start });
    } else if (NAME_START.test(char)) {
      const start = i;
      while (i < expression.length && NAME_PART.test(expression[i])) i++;
      tokens.push({ kind: 'name', text: expression.slice(start, i), at: start });
    } else if ((OPERATORS as readonly string[]).includes(char)) {
      tokens.push({ kind: 'operator', text: char as Operator, at: i++ });
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char === '(' ? 'open' : char === ')' ? 'close' : 'comma', text: char, at: i++ });
    } else {
      throw new TokenizeError(`'${char}' cannot be read here.`, i);
    }
  }
  return tokens;
}
