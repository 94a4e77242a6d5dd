import type { PricingFormula } from '@pcbm/domain/pricing/pricing-formula-file';

/**
 * The editor's text: one formula `name = expression` a line, in order (a formula may use the ones
 * above it); lines starting with '#' describe the formula below them; empty lines are ignored.
 */
export interface SourceFormula {
  readonly formula: PricingFormula;
  /** Line number, from 1. */
  readonly line: number;
  /** Offset in the text where the calculation starts (leading blanks skipped). */
  readonly from: number;
}

const DESCRIPTION = '#';

/** The formulas of the editor's text, each with where it stands. */
export function readFormulaSource(text: string): SourceFormula[] {
  const formulas: SourceFormula[] = [];
  let description: string[] = [];
  let offset = 0;
  text.split('\n').forEach((raw, index) => {
    const lineStart = offset;
    offset += raw.length + 1;
    const content = raw.trim();
    if (content === '') {
      description = [];
      return;
    }
    if (content.startsWith(DESCRIPTION)) {
      description.push(content.slice(DESCRIPTION.length).trim());
      return;
    }
    const equals = content.indexOf('=');
    const name = (equals < 0 ? content : content.slice(0, equals)).trim();
    const about = description.join('\n').trim();
    formulas.push({
      formula: { name, calculation: content, ...(about ? { description: about } : {}) },
      line: index + 1,
      from: lineStart + (raw.length - raw.trimStart().length),
    });
    description = [];
  });
  return formulas;
}

/** The editor's text for stored formulas (the inverse of `readFormulaSource`). */
export function writeFormulaSource(formulas: readonly PricingFormula[]): string {
  return formulas
    .map(({ description, calculation }) => [...(description ? description.split('\n').map((line) => `${DESCRIPTION} ${line}`.trimEnd()) : []), calculation].join('\n'))
    .join('\n\n');
}

/** The text of the file the server stores: `{ "formulas": [{ name, description?, calculation }] }` as JSON. */
export function formulaFileText(formulas: readonly PricingFormula[]): string {
  return JSON.stringify({ formulas: formulas.map(({ name, description, calculation }) => ({ name, ...(description ? { description } : {}), calculation })) }, null, 2);
}

/** The formula file to upload with the pricing setup. */
export function pricingFormulaFileOf(formulas: readonly PricingFormula[]): File {
  return new File([formulaFileText(formulas)], 'pricing-formulas.json', { type: 'application/json' });
}
