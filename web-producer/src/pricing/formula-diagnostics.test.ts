import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { checkFormulaSource } from './formula-diagnostics';
import { formulaCompletions } from './formula-completions';
import { readFormulaSource, writeFormulaSource } from './formula-source';

const placed = (text: string) => checkFormulaSource(text).diagnostics.map((d) => ({ code: d.code, text: d.at ? text.slice(d.at.from, d.at.to) : null, line: d.at?.line, column: d.at?.column }));

describe('formula text and its problems', () => {
  it('given formulas with descriptions, then they are read with their lines and written back the same', () => {
    const text = '# Boards\n# per order\n  boards = pcbSize * 2\n\ncost = boards + 5';
    const formulas = readFormulaSource(text);
    expect(formulas).toEqual([
      { formula: { name: 'boards', description: 'Boards\nper order', calculation: 'boards = pcbSize * 2' }, line: 3, from: 23 },
      { formula: { name: 'cost', calculation: 'cost = boards + 5' }, line: 5, from: 45 },
    ]);
    expect(writeFormulaSource(formulas.map((f) => f.formula))).toBe('# Boards\n# per order\nboards = pcbSize * 2\n\ncost = boards + 5');
  });

  it('given each kind of mistake, then the domain’s problem is placed on the text that causes it', () => {
    expect(placed('cost pcbSize')).toEqual([{ code: 'MISSING_EQUALS', text: 'cost pcbSize', line: 1, column: 1 }]);
    expect(placed('2x = 1\ncost = 1')).toEqual([{ code: 'INVALID_NAME', text: '2x', line: 1, column: 1 }]);
    expect(placed('cost = pcbSize % 2')).toEqual([{ code: 'INVALID_CHARACTERS', text: '%', line: 1, column: 16 }]);
    expect(placed('cost = (pcbSize * 2')).toEqual([{ code: 'UNBALANCED_PARENTHESES', text: '(', line: 1, column: 8 }]);
    expect(placed('cost = 1.2.3 * pcbSize')).toEqual([{ code: 'NOT_TOKENIZABLE', text: '1.2.3', line: 1, column: 8 }]);
    expect(placed('cost = pcbSize pcbLayers')).toEqual([{ code: 'MISSING_OPERATOR', text: 'pcbSize pcbLayers', line: 1, column: 8 }]);
    expect(placed('cost = sqrt(pcbSize)')).toEqual([{ code: 'UNKNOWN_FUNCTION', text: 'sqrt', line: 1, column: 8 }]);
    expect(placed('cost = pcbSize +')).toEqual([{ code: 'OPERATOR_AT_START_OR_END', text: '+', line: 1, column: 16 }]);
    expect(placed('cost = 1\ncost = 2')).toEqual([{ code: 'DUPLICATE_NAME', text: 'cost', line: 2, column: 1 }]);
    expect(placed('base = 1')).toEqual([{ code: 'MISSING_OUTPUT', text: null, line: undefined, column: undefined }]);
  });

  it('given an unknown name used twice, then each use is underlined and the name is listed once', () => {
    const check = checkFormulaSource('cost = x + x * pcbSize');
    expect(check.unknownVariables).toEqual(['x']);
    expect(check.diagnostics.map((d) => [d.at?.column, d.params.name])).toEqual([[8, 'x'], [12, 'x']]);
    expect(check.fileText).toBeNull();
  });

  it('given valid formulas, then the file text and the parsed formulas are ready', () => {
    const check = checkFormulaSource('cost = 10');
    expect(check.diagnostics).toEqual([]);
    expect(JSON.parse(check.fileText!)).toEqual({ formulas: [{ name: 'cost', calculation: 'cost = 10' }] });
    expect(check.parsed?.map((f) => f.name)).toEqual(['cost']);
  });
});

describe('formula completions', () => {
  const complete = (text: string) => {
    const state = EditorState.create({ doc: text });
    const source = formulaCompletions(() => ({ input: (name) => `input ${name}`, formula: 'formula above', function: 'function' }));
    return (source(new CompletionContext(state, text.length, false)) as CompletionResult).options.map((o) => o.label);
  };

  it('given a word being typed, then the inputs, the formulas above and the functions are offered', () => {
    const labels = complete('boards = 1\ncost = pcb');
    expect(labels).toEqual(expect.arrayContaining(['pcbQuantity', 'thtPinCount', 'boards', 'max', 'round']));
    expect(labels).not.toContain('cost');
  });
});
