/** Styles (MUI `sx`) for words that screen readers read and eyes do not see. */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, m: -1, p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
