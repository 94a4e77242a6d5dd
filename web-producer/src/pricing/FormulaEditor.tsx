import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder } from '@codemirror/view';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { formulaCompletions, type CompletionLabels } from './formula-completions';

export interface FormulaEditorProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Underlined in the text, with the message on hover. */
  readonly diagnostics: readonly Diagnostic[];
  readonly label: string;
  /** Id of the text that explains the editor's keys and where the problems are listed. */
  readonly describedBy: string;
  readonly placeholderText: string;
  readonly completionLabels: CompletionLabels;
}

const theme = EditorView.theme({
  '&': { border: '1px solid rgba(0, 0, 0, 0.23)', borderRadius: '4px', fontSize: '0.95rem' },
  '&.cm-focused': { outline: '2px solid #1976d2', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minHeight: '10rem' },
  '.cm-scroller': { overflow: 'auto', maxHeight: '28rem' },
});

/**
 * The formula editor (CodeMirror 6). Tab is left to the browser so keyboard users move on to the
 * next field; Ctrl+Space opens the suggestions, Escape closes them.
 */
export function FormulaEditor({ value, onChange, diagnostics, label, describedBy, placeholderText, completionLabels }: FormulaEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, completionLabels });
  latest.current = { onChange, completionLabels };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          closeBrackets(),
          autocompletion({ override: [formulaCompletions(() => latest.current.completionLabels)] }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
          placeholder(placeholderText),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
          theme,
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values and problems arrive through the effects below.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const inside = diagnostics.filter((d) => d.to <= length);
    editor.dispatch(setDiagnostics(editor.state, inside));
  }, [diagnostics]);

  return <Box ref={host} data-testid="formula-editor" />;
}
