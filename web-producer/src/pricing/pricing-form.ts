import { pricingSetupInputSchema } from '@pcbm/domain/pricing/pricing-setup';
import type { FormulaCheck } from './formula-diagnostics';
import { pricingFormulaFileOf, writeFormulaSource } from './formula-source';
import type { OrderPricing, PricingMode, SetPricingVariables } from './pricing-operations';

/** Where instant prices are given: the marketplace and the producer's own white-label shop. */
export const PRICING_SCOPES = ['market', 'whitelabel'] as const;
export type PricingScopeName = (typeof PRICING_SCOPES)[number];
export const MODES: readonly PricingMode[] = ['DISABLED', 'FORMULA', 'EXTERNAL'];

/** What the page holds while the producer edits; the API key is write-only and starts empty. */
export interface PricingForm {
  readonly market: PricingMode;
  readonly whitelabel: PricingMode;
  readonly url: string;
  readonly apiKey: string;
  readonly source: string;
}

export function formOf(pricing: OrderPricing): PricingForm {
  return { market: pricing.market.mode, whitelabel: pricing.whitelabel.mode, url: pricing.external?.url ?? '', apiKey: '', source: savedSourceOf(pricing) };
}

/** The editor's text of the stored formulas. */
export const savedSourceOf = (pricing: OrderPricing) => writeFormulaSource((pricing.formula?.formulas ?? []).map(({ name, description, calculation }) => ({ name, calculation, ...(description ? { description } : {}) })));

export type FormProblems = Partial<{
  readonly formulas: 'invalid' | 'needed';
  readonly url: 'required' | 'invalid';
  readonly apiKey: 'required';
}>;

export type FormDecision = { readonly problems: FormProblems } | { readonly problems: null; readonly variables: Omit<SetPricingVariables, 'manufacturerId'> };

const urlRule = pricingSetupInputSchema.shape.externalUrl;

/**
 * Checks the form against the stored setup as the server will (FORMULA needs valid formulas, EXTERNAL a URL and
 * an API key) and builds what to send: the formula file only when the text changed, the key only when typed.
 */
export function decideSave(form: PricingForm, saved: OrderPricing, check: FormulaCheck): FormDecision {
  const problems: { -readonly [K in keyof FormProblems]: FormProblems[K] } = {};
  const modes = [form.market, form.whitelabel];
  const sourceChanged = form.source !== savedSourceOf(saved);
  const newFormulas = sourceChanged && check.formulas.length > 0;
  if (newFormulas && check.fileText === null) problems.formulas = 'invalid';
  const hasFormulas = newFormulas || (!sourceChanged && (saved.formula?.formulas.length ?? 0) > 0);
  if (modes.includes('FORMULA') && !hasFormulas && !problems.formulas) problems.formulas = 'needed';

  const url = form.url.trim();
  const apiKey = form.apiKey.trim();
  const urlChanged = url !== (saved.external?.url ?? '');
  const wantsServer = modes.includes('EXTERNAL') || (url !== '' && urlChanged) || apiKey !== '';
  if (url !== '' && !urlRule.safeParse(url).success) problems.url = 'invalid';
  else if (wantsServer && url === '') problems.url = 'required';
  if (wantsServer && apiKey === '' && !saved.external?.apiKeySet) problems.apiKey = 'required';
  if (Object.keys(problems).length > 0) return { problems };

  return {
    problems: null,
    variables: {
      pricing: {
        market: form.market,
        whitelabel: form.whitelabel,
        ...(url !== '' && urlChanged ? { externalUrl: url } : {}),
        ...(apiKey !== '' ? { externalApiKey: apiKey } : {}),
      },
      pricingFormula: newFormulas ? pricingFormulaFileOf(check.formulas.map((f) => f.formula)) : null,
    },
  };
}
