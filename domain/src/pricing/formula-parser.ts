import type { Expression } from './formula-ast';
import { FORMULA_FUNCTIONS } from './formula-functions';
import type { Token } from './formula-tokens';

/** Why tokens do not form an expression, and where. */
export class ParseError extends Error {
  constructor(message: string, readonly at: number) {
    super(message);
    this.name = 'ParseError';
  }
}

/**
 * Parses tokens by precedence: `^` binds tightest (right to left), then unary minus, then `*` `/`,
 * then `+` `-` (left to right). `-2^2` is `-(2^2)`.
 *
 *   expression := term (('+' | '-') term)*
 *   term       := unary (('*' | '/') unary)*
 *   unary      := '-' unary | power
 *   power      := primary ('^' unary)?
 *   primary    := number | name | name '(' expression (',' expression)* ')' | '(' expression ')'
 */
export function parseExpression(tokens: readonly Token[]): Expression {
  let position = 0;
  const peek = () => tokens[position];
  const end = () => (tokens.length ? tokens[tokens.length - 1].at + tokens[tokens.length - 1].text.length : 0);
  const isOperator = (text: string) => peek()?.kind === 'operator' && peek()!.text === text;

  function expression(): Expression {
    let left = term();
    while (isOperator('+') || isOperator('-')) {
      const operator = tokens[position++].text as '+' | '-';
      left = { kind: 'binary', operator, left, right: term() };
    }
    return left;
  }
  function term(): Expression {
    let left = unary();
    while (isOperator('*') || isOperator('/')) {
      const operator = tokens[position++].text as '*' | '/';
      left = { kind: 'binary', operator, left, right: unary() };
    }
    return left;
  }
  function unary(): Expression {
    if (isOperator('-')) {
      position++;
      return { kind: 'negate', operand: unary() };
    }
    return power();
  }
  function power(): Expression {
    const base = primary();
    if (isOperator('^')) {
      position++;
      return { kind: 'binary', operator: '^', left: base, right: unary() };
    }
    return base;
  }
  function primary(): Expression {
    const token = tokens[position++];
    if (!token) throw new ParseError('The expression ends too early.', end());
    if (token.kind === 'number') return { kind: 'number', value: token.value };
    if (token.kind === 'open') {
      const inner = expression();
      expect('close', "')'");
      return inner;
    }
    if (token.kind === 'name') {
      if (peek()?.kind !== 'open') return { kind: 'variable', name: token.text };
      position++;
      const fn = FORMULA_FUNCTIONS[token.text];
      if (!fn) throw new ParseError(`'${token.text}' is not a function.`, token.at);
      const args = [expression()];
      while (peek()?.kind === 'comma') {
        position++;
        args.push(expression());
      }
      expect('close', "')'");
      if (args.length < fn.minArgs || args.length > fn.maxArgs) {
        const wanted = fn.minArgs === fn.maxArgs ? `${fn.minArgs}` : `${fn.minArgs} to ${fn.maxArgs}`;
        throw new ParseError(`${token.text} takes ${wanted} argument${fn.maxArgs === 1 ? '' : 's'}, not ${args.length}.`, token.at);
      }
      return { kind: 'call', name: token.text, args };
    }
    throw new ParseError(`'${token.text}' is not expected here.`, token.at);
  }
  function expect(kind: Token['kind'], what: string) {
    const token = tokens[position];
    if (token?.kind !== kind) throw new ParseError(`${what} is expected${token ? ` instead of '${token.text}'` : ' at the end'}.`, token?.at ?? end());
    position++;
  }

  const result = expression();
  if (position < tokens.length) throw new ParseError(`'${tokens[position].text}' is not expected here.`, tokens[position].at);
  return result;
}
