/**
 * Styles (MUI `sx`) for words that screen readers read and eyes do not see. Sizes are in pixels as strings: in `sx`
 * the number 1 means 100 %, which would let the hidden words widen the page.
 */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
