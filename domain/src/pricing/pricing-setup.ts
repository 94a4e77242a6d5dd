import { z } from 'zod';
import { lineText } from '../text/free-text';
import { DomainError, ErrorCode } from '../errors';
import { eventTypesOf, type Decider, type DecisionTime } from '../events/decider';
import { PRICING_EVENT_VERSIONS, type PricingEvent } from './pricing-events';
import type { PricingFormula } from './pricing-formula-file';

export const PRICING_MODES = ['DISABLED', 'FORMULA', 'EXTERNAL'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** A producer's instant pricing setup, folded from its stream. */
export interface PricingSetup {
  readonly marketplace: PricingMode;
  readonly whitelabel: PricingMode;
  readonly formulas: readonly PricingFormula[] | null;
  readonly formulaFile: { readonly fileId: string; readonly versionedFileId: string; readonly filename: string } | null;
  readonly external: { readonly url: string; readonly apiKey: string } | null;
}

export const NO_PRICING: PricingSetup = { marketplace: 'DISABLED', whitelabel: 'DISABLED', formulas: null, formulaFile: null, external: null };

export function evolvePricing(state: PricingSetup | null, e: PricingEvent): PricingSetup | null {
  const current = state ?? NO_PRICING;
  switch (e.type) {
    case 'PricingModesSet':
      return { ...current, marketplace: e.data.marketplace, whitelabel: e.data.whitelabel };
    case 'PricingFormulasUploaded':
      return { ...current, formulas: e.data.formulas, formulaFile: { fileId: e.data.file.fileId, versionedFileId: e.data.file.versionedFileId, filename: e.data.file.filename } };
    case 'PricingExternalServerSet':
      return { ...current, external: { url: e.data.url, apiKey: e.data.apiKey } };
    default:
      return state;
  }
}

const urlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Please enter a valid URL. (e.g. https://pricing.example.com)');

/** What a producer changes of its pricing setup; missing parts stay as they are. */
export const pricingSetupInputSchema = z.object({
  marketplace: z.enum(PRICING_MODES).optional(),
  whitelabel: z.enum(PRICING_MODES).optional(),
  externalUrl: urlSchema.optional(),
  externalApiKey: lineText(500).min(1, 'This field is required.').optional(),
});
export type PricingSetupInput = z.output<typeof pricingSetupInputSchema>;

/** A change of the setup; formulas come already validated with their stored file. */
export interface ChangePricingSetup {
  readonly manufacturerId: string;
  readonly input: PricingSetupInput;
  readonly formulas?: { readonly file: { readonly fileId: string; readonly versionedFileId: string; readonly filename: string }; readonly formulas: readonly PricingFormula[] };
}

/**
 * Decides a setup change: FORMULA needs formulas, EXTERNAL a URL and an API key (kept from before
 * when only the URL changes). Nothing that stays the same is written again.
 */
export function decidePricingSetup(state: PricingSetup | null, command: ChangePricingSetup, { now: occurredAt }: DecisionTime): PricingEvent[] {
  const current = state ?? NO_PRICING;
  const { manufacturerId, input } = command;
  const events: PricingEvent[] = [];
  if (command.formulas) {
    events.push({ type: 'PricingFormulasUploaded', data: { manufacturerId, file: command.formulas.file, formulas: [...command.formulas.formulas], occurredAt } });
  }
  if (input.externalUrl !== undefined || input.externalApiKey !== undefined) {
    const url = input.externalUrl ?? current.external?.url;
    const apiKey = input.externalApiKey ?? current.external?.apiKey;
    if (!url) throw new DomainError(ErrorCode.INVALID_INPUT, 'externalUrl: This field is required.', { problems: [{ field: 'externalUrl', message: 'This field is required.' }] });
    if (!apiKey) throw new DomainError(ErrorCode.INVALID_INPUT, 'externalApiKey: This field is required.', { problems: [{ field: 'externalApiKey', message: 'This field is required.' }] });
    if (url !== current.external?.url || apiKey !== current.external?.apiKey) events.push({ type: 'PricingExternalServerSet', data: { manufacturerId, url, apiKey, occurredAt } });
  }
  const marketplace = input.marketplace ?? current.marketplace;
  const whitelabel = input.whitelabel ?? current.whitelabel;
  const hasFormulas = (command.formulas?.formulas.length ?? current.formulas?.length ?? 0) > 0;
  const hasExternal = Boolean(input.externalUrl ?? current.external?.url);
  for (const [scope, mode] of [['marketplace', marketplace], ['whitelabel', whitelabel]] as const) {
    if (mode === 'FORMULA' && !hasFormulas) throw new DomainError(ErrorCode.INVALID_INPUT, `${scope}: FORMULA pricing needs at least one valid formula; upload a formula file first.`);
    if (mode === 'EXTERNAL' && !hasExternal) throw new DomainError(ErrorCode.INVALID_INPUT, `${scope}: EXTERNAL pricing needs the pricing server's URL and API key.`);
  }
  if (marketplace !== current.marketplace || whitelabel !== current.whitelabel) events.push({ type: 'PricingModesSet', data: { manufacturerId, marketplace, whitelabel, occurredAt } });
  return events;
}

/** A producer's instant pricing setup: stream `pricing-<manufacturerId>`; null until anything was set. */
export const pricingDecider: Decider<ChangePricingSetup, PricingEvent, PricingSetup | null> = {
  category: 'pricing',
  eventTypes: eventTypesOf(PRICING_EVENT_VERSIONS),
  initialState: null,
  decide: decidePricingSetup,
  evolve: evolvePricing,
};
