import { isFormulaFunction } from '@pcbm/domain/pricing/formula-functions';
import { parseExpression, ParseError } from '@pcbm/domain/pricing/formula-parser';
import { tokenize, TokenizeError, VALID_CHARACTER, type Token } from '@pcbm/domain/pricing/formula-tokens';
import { MAX_FORMULA_FILE_BYTES, pricingFormulaFileSchema, validatePricingFormulas, type PricingFileProblem } from '@pcbm/domain/pricing/pricing-formula-file';
import type { ValidFormula } from '@pcbm/domain/pricing/formula-validation';
import { formulaFileText, readFormulaSource, type SourceFormula } from './formula-source';

/** A problem of the editor's text where it stands: offsets for the underline, line and column (from 1) for the list. */
export interface FormulaDiagnostic {
  readonly code: PricingFileProblem['code'];
  /** The domain's own wording, used when no translation fits. */
  readonly message: string;
  /** Values for the translated wording. */
  readonly params: Readonly<Record<string, string>>;
  /** Absent for problems of the whole file (e.g. no formula for cost). */
  readonly at?: { readonly from: number; readonly to: number; readonly line: number; readonly column: number };
}

export interface FormulaCheck {
  readonly formulas: readonly SourceFormula[];
  readonly diagnostics: readonly FormulaDiagnostic[];
  /** Names used but neither an input nor a formula above, each once. */
  readonly unknownVariables: readonly string[];
  /** The file text to upload, when every rule passes. */
  readonly fileText: string | null;
  /** The parsed formulas to try, when every rule passes. */
  readonly parsed: readonly ValidFormula[] | null;
}

type Range = readonly [number, number];

const isOperand = (token: Token) => token.kind === 'number' || token.kind === 'name' || token.kind === 'close';
const startsOperand = (token: Token) => token.kind === 'number' || token.kind === 'name' || token.kind === 'open';
const tokenEnd = (token: Token) => token.at + token.text.length;
const readPiece = /[A-Za-z0-9_.]*/y;

function tokensOf(expression: string): Token[] {
  try {
    return tokenize(expression);
  } catch {
    return [];
  }
}

function unbalancedAt(expression: string): number {
  const open: number[] = [];
  for (let i = 0; i < expression.length; i++) {
    if (expression[i] === '(') open.push(i);
    if (expression[i] === ')' && open.pop() === undefined) return i;
  }
  return open[open.length - 1] ?? 0;
}

/** Where in one calculation each kind of problem stands, in the order the validation reports them. */
function rangesIn(calculation: string, code: PricingFileProblem['code'], names: readonly string[]): { range: Range; params: Record<string, string> }[] {
  const equals = calculation.indexOf('=');
  const nameStart = calculation.length - calculation.trimStart().length;
  const nameRange: Range = equals < 0 ? [0, calculation.length] : [nameStart, Math.max(nameStart, calculation.slice(0, equals).trimEnd().length)];
  const name = calculation.slice(...nameRange);
  const base = equals + 1;
  const expression = calculation.slice(base);
  const shift = ([from, to]: Range): Range => [base + from, base + to];
  const tokens = tokensOf(expression);
  switch (code) {
    case 'MISSING_EQUALS':
      return [{ range: [0, calculation.length], params: {} }];
    case 'INVALID_NAME':
      return [{ range: nameRange[0] === nameRange[1] ? [equals, equals + 1] : nameRange, params: { name } }];
    case 'DUPLICATE_NAME':
    case 'NAME_MISMATCH':
      return [{ range: nameRange, params: { name } }];
    case 'MISSING_EXPRESSION':
      return [{ range: [equals, equals + 1], params: {} }];
    case 'INVALID_CHARACTERS': {
      const invalid = [...expression].map((char, i) => ({ char, i })).filter(({ char }) => char !== '=' && !VALID_CHARACTER.test(char));
      const found = [...new Set(invalid.map(({ char }) => `'${char}'`))].join(', ');
      return [{ range: shift([invalid[0]?.i ?? 0, (invalid[0]?.i ?? 0) + 1]), params: { found } }];
    }
    case 'UNBALANCED_PARENTHESES': {
      const at = unbalancedAt(expression);
      return [{ range: shift([at, at + 1]), params: {} }];
    }
    case 'NOT_TOKENIZABLE': {
      try {
        tokenize(expression);
      } catch (error) {
        if (error instanceof TokenizeError) {
          readPiece.lastIndex = error.at;
          const piece = expression.slice(error.at, Math.max(error.at + 1, error.at + (readPiece.exec(expression)?.[0].length ?? 0)));
          return [{ range: shift([error.at, error.at + piece.length]), params: { text: piece } }];
        }
      }
      return [{ range: shift([0, expression.length]), params: { text: expression.trim() } }];
    }
    case 'OPERATOR_AT_START_OR_END': {
      const token = tokens[0]?.kind === 'operator' ? tokens[0] : tokens[tokens.length - 1];
      return [{ range: shift(token ? [token.at, tokenEnd(token)] : [0, expression.length]), params: {} }];
    }
    case 'CONSECUTIVE_OPERATORS':
      return tokens.flatMap((token, i) => {
        const next = tokens[i + 1];
        return token.kind === 'operator' && next?.kind === 'operator' ? [{ range: shift([token.at, tokenEnd(next)]), params: { pair: `${token.text}${next.text}` } }] : [];
      });
    case 'UNKNOWN_FUNCTION':
      return tokens.flatMap((token, i) => (token.kind === 'name' && tokens[i + 1]?.kind === 'open' && !isFormulaFunction(token.text) ? [{ range: shift([token.at, tokenEnd(token)]), params: { name: token.text } }] : []));
    case 'MISSING_OPERATOR':
      return tokens.flatMap((token, i) => {
        const next = tokens[i + 1];
        const call = token.kind === 'name' && next?.kind === 'open';
        return next && !call && isOperand(token) && startsOperand(next) ? [{ range: shift([token.at, tokenEnd(next)]), params: { left: token.text, right: next.text } }] : [];
      });
    case 'UNKNOWN_VARIABLES':
      return tokens.flatMap((token, i) => (token.kind === 'name' && tokens[i + 1]?.kind !== 'open' && names.includes(token.text) ? [{ range: shift([token.at, tokenEnd(token)]), params: { name: token.text } }] : []));
    case 'INVALID_EXPRESSION':
      try {
        parseExpression(tokens);
      } catch (error) {
        if (error instanceof ParseError) {
          const at = Math.min(error.at, Math.max(expression.trimEnd().length - 1, 0));
          return [{ range: shift([at, at + 1]), params: {} }];
        }
      }
      return [{ range: shift([0, expression.length]), params: {} }];
    default:
      return [{ range: [0, calculation.length], params: {} }];
  }
}

function lineAndColumn(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Runs the domain's formula validation over the editor's text and places every problem in the text. */
export function checkFormulaSource(text: string): FormulaCheck {
  const formulas = readFormulaSource(text);
  if (formulas.length === 0) return { formulas, diagnostics: [], unknownVariables: [], fileText: null, parsed: null };
  const diagnostics: FormulaDiagnostic[] = [];
  const place = (source: SourceFormula, [from, to]: Range) => {
    const start = source.from + from;
    const end = Math.max(start, source.from + to);
    return { from: start, to: end, ...lineAndColumn(text, start) };
  };
  const limits = pricingFormulaFileSchema.safeParse({ formulas: formulas.map((f) => f.formula) });
  if (!limits.success) {
    for (const issue of limits.error.issues) {
      const source = typeof issue.path[1] === 'number' ? formulas[issue.path[1]] : undefined;
      const problem = { code: 'INVALID_FILE' as const, message: issue.message, params: { detail: issue.message } };
      diagnostics.push(source ? { ...problem, at: place(source, [0, source.formula.calculation.length]) } : problem);
    }
  }
  const result = validatePricingFormulas(formulas.map((f) => f.formula));
  const unknownVariables: string[] = [];
  if (!result.valid) {
    const used = new Map<string, number>();
    for (const problem of result.problems) {
      const source = problem.formula ? formulas[problem.formula - 1] : undefined;
      if (problem.code === 'UNKNOWN_VARIABLES') unknownVariables.push(...(problem.names ?? []).filter((name) => !unknownVariables.includes(name)));
      if (!source) {
        diagnostics.push({ code: problem.code, message: problem.message, params: { names: (problem.names ?? []).join(', '), detail: problem.message } });
        continue;
      }
      const key = `${problem.formula}:${problem.code}`;
      const seen = used.get(key) ?? 0;
      used.set(key, seen + 1);
      const ranges = rangesIn(source.formula.calculation, problem.code, problem.names ?? []);
      // Unknown variables are one problem for the formula but underlined at every use.
      const mine = problem.code === 'UNKNOWN_VARIABLES' ? ranges : ranges.slice(seen, seen + 1);
      for (const { range, params } of mine.length > 0 ? mine : [{ range: [0, source.formula.calculation.length] as Range, params: {} }]) {
        diagnostics.push({ code: problem.code, message: problem.message, params: { detail: problem.message, ...params }, at: place(source, range) });
      }
    }
  }
  const fileText = result.valid && limits.success ? formulaFileText(formulas.map((f) => f.formula)) : null;
  if (fileText !== null && new TextEncoder().encode(fileText).length > MAX_FORMULA_FILE_BYTES) {
    diagnostics.push({ code: 'INVALID_FILE', message: 'A formula file must be at most 64 KB.', params: { detail: 'A formula file must be at most 64 KB.' } });
    return { formulas, diagnostics, unknownVariables, fileText: null, parsed: null };
  }
  return { formulas, diagnostics, unknownVariables, fileText, parsed: fileText !== null && result.valid ? result.parsed : null };
}
