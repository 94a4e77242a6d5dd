import { checkFormulaSource } from './formula-diagnostics';
import { decideSave, formOf } from './pricing-form';
import type { OrderPricing } from './pricing-operations';

const SAVED: OrderPricing = {
  market: { mode: 'EXTERNAL', supportsPricing: true },
  whitelabel: { mode: 'DISABLED', supportsPricing: false },
  external: { url: 'https://p.example', apiKeySet: true },
  formula: { formulaId: 'v1', formulas: [{ name: 'cost', description: null, calculation: 'cost = 1' }] },
};

describe('saving the pricing setup', () => {
  it('given nothing changed, then the modes are sent without URL, key or file', () => {
    const form = formOf(SAVED);
    expect(decideSave(form, SAVED, checkFormulaSource(form.source))).toEqual({ problems: null, variables: { pricing: { market: 'EXTERNAL', whitelabel: 'DISABLED' }, pricingFormula: null } });
  });

  it('given changed formulas with a mistake, then saving is refused for the formulas', () => {
    const form = { ...formOf(SAVED), source: 'cost = 1 +' };
    expect(decideSave(form, SAVED, checkFormulaSource(form.source))).toEqual({ problems: { formulas: 'invalid' } });
  });

  it('given a new URL and the key kept, then only the URL is sent', () => {
    const form = { ...formOf(SAVED), url: ' https://q.example ' };
    expect(decideSave(form, SAVED, checkFormulaSource(form.source))).toMatchObject({ problems: null, variables: { pricing: { externalUrl: 'https://q.example' } } });
  });

  it('given a key but no server known, then the URL is required', () => {
    const saved = { ...SAVED, market: { mode: 'DISABLED', supportsPricing: false }, external: null } as OrderPricing;
    const form = { ...formOf(saved), apiKey: 'k' };
    expect(decideSave(form, saved, checkFormulaSource(form.source))).toEqual({ problems: { url: 'required' } });
  });
});
