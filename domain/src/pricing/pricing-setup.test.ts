import { DomainError } from '../errors';
import { decidePricingSetup, evolvePricing, type ChangePricingSetup, type PricingSetup } from './pricing-setup';

const FILE = { fileId: 'f1', versionedFileId: 'v1', filename: 'pricing.json' };
const FORMULAS = [{ name: 'cost', calculation: 'cost = 10' }];
const change = (values: Partial<ChangePricingSetup>): ChangePricingSetup => ({ manufacturerId: 'm1', input: {}, occurredAt: '2026-01-01T00:00:00Z', ...values });
const after = (state: PricingSetup | null, command: ChangePricingSetup) => decidePricingSetup(command, state).reduce(evolvePricing, state);

describe('pricing setup', () => {
  test('given no formulas, when FORMULA is chosen, then it is refused; with formulas it is set', () => {
    expect(() => decidePricingSetup(change({ input: { marketplace: 'FORMULA' } }), null)).toThrow(DomainError);
    const state = after(null, change({ input: { marketplace: 'FORMULA' }, formulas: { file: FILE, formulas: FORMULAS } }));
    expect(state).toMatchObject({ marketplace: 'FORMULA', whitelabel: 'DISABLED', formulas: FORMULAS, formulaFile: FILE });
  });

  test('given no server, when EXTERNAL is chosen, then it is refused; URL and key together set it', () => {
    expect(() => decidePricingSetup(change({ input: { whitelabel: 'EXTERNAL' } }), null)).toThrow(DomainError);
    expect(() => decidePricingSetup(change({ input: { externalUrl: 'https://p.example' } }), null)).toThrow('externalApiKey');
    const state = after(null, change({ input: { whitelabel: 'EXTERNAL', externalUrl: 'https://p.example', externalApiKey: 'k1' } }));
    expect(state).toMatchObject({ marketplace: 'DISABLED', whitelabel: 'EXTERNAL', external: { url: 'https://p.example', apiKey: 'k1' } });
  });

  test('given a server, when only the URL changes, then the key stays; when nothing changes, then nothing is written', () => {
    const state = after(null, change({ input: { externalUrl: 'https://p.example', externalApiKey: 'k1' } }));
    expect(decidePricingSetup(change({ input: { externalUrl: 'https://q.example' } }), state)).toMatchObject([{ type: 'PricingExternalServerSet', data: { url: 'https://q.example', apiKey: 'k1' } }]);
    expect(decidePricingSetup(change({ input: { externalUrl: 'https://p.example', marketplace: 'DISABLED' } }), state)).toEqual([]);
  });
});
