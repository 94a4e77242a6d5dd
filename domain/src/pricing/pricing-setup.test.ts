import { ErrorCode } from '../errors';
import type { PricingEvent } from './pricing-events';
import { given } from '../testing/decider-spec';
import { pricingDecider, type ChangePricingSetup } from './pricing-setup';

const NOW = '2026-01-01T00:00:00Z';
const at = { now: NOW };
const FILE = { fileId: 'f1', versionedFileId: 'v1', filename: 'pricing.json' };
const FORMULAS = [{ name: 'cost', calculation: 'cost = 10' }];
const change = (values: Partial<ChangePricingSetup>): ChangePricingSetup => ({ manufacturerId: 'm1', input: {}, ...values });
const serverSet: PricingEvent = { type: 'PricingExternalServerSet', data: { manufacturerId: 'm1', url: 'https://p.example', apiKey: 'k1', occurredAt: NOW } };

describe('pricing setup', () => {
  test('given no formulas, when FORMULA is chosen, then it is refused', () => {
    given(pricingDecider).when(change({ input: { marketplace: 'FORMULA' } }), at).thenRefuses(ErrorCode.INVALID_INPUT);
  });

  test('given no formulas, when FORMULA is chosen with formulas, then the formulas and the mode are set', () => {
    const events = given(pricingDecider).when(change({ input: { marketplace: 'FORMULA' }, formulas: { file: FILE, formulas: FORMULAS } }), at).events();
    expect(events).toEqual([
      { type: 'PricingFormulasUploaded', data: { manufacturerId: 'm1', file: FILE, formulas: FORMULAS, occurredAt: NOW } },
      { type: 'PricingModesSet', data: { manufacturerId: 'm1', marketplace: 'FORMULA', whitelabel: 'DISABLED', occurredAt: NOW } },
    ]);
    expect(given(pricingDecider, ...events).state).toMatchObject({ marketplace: 'FORMULA', whitelabel: 'DISABLED', formulas: FORMULAS, formulaFile: FILE });
  });

  test('given no server, when EXTERNAL is chosen or a URL comes without a key, then it is refused', () => {
    given(pricingDecider).when(change({ input: { whitelabel: 'EXTERNAL' } }), at).thenRefuses(ErrorCode.INVALID_INPUT);
    expect(() => given(pricingDecider).when(change({ input: { externalUrl: 'https://p.example' } }), at).events()).toThrow('externalApiKey');
  });

  test('given no server, when URL and key come with EXTERNAL, then the server and the mode are set', () => {
    const events = given(pricingDecider).when(change({ input: { whitelabel: 'EXTERNAL', externalUrl: 'https://p.example', externalApiKey: 'k1' } }), at).events();
    expect(given(pricingDecider, ...events).state).toMatchObject({ marketplace: 'DISABLED', whitelabel: 'EXTERNAL', external: { url: 'https://p.example', apiKey: 'k1' } });
  });

  test('given a server, when only the URL changes, then the key stays', () => {
    given(pricingDecider, serverSet)
      .when(change({ input: { externalUrl: 'https://q.example' } }), at)
      .then([{ type: 'PricingExternalServerSet', data: { manufacturerId: 'm1', url: 'https://q.example', apiKey: 'k1', occurredAt: NOW } }]);
  });

  test('given a server, when nothing changes, then nothing is written', () => {
    given(pricingDecider, serverSet).when(change({ input: { externalUrl: 'https://p.example', marketplace: 'DISABLED' } }), at).then([]);
  });
});
