import { readPricingFormulaFile, type PricingFileProblem } from '@pcbm/domain/pricing/pricing-formula-file';
import { PRICING_MODES, pricingSetupInputSchema } from '@pcbm/domain/pricing/pricing-setup';
import { problemsIn, type Problem } from '../fields/problem';
import type { OrderPricing, OrderPricingInput, PricingMode } from './pricing-operations';

/** Where instant prices are given: the marketplace and the producer's white-label shops. */
export const SCOPES = ['market', 'whitelabel'] as const;
export type Scope = (typeof SCOPES)[number];
export const MODES: readonly PricingMode[] = PRICING_MODES;

/** The pricing form as react-admin holds it: the stored setup's modes and URL, and the write-only key and new file. */
export interface PricingFormValues {
  readonly orderPricing?: {
    readonly market?: { readonly mode?: PricingMode } | null;
    readonly whitelabel?: { readonly mode?: PricingMode } | null;
    readonly external?: { readonly url?: string | null } | null;
  } | null;
  readonly externalApiKey?: string | null;
  readonly pricingFormula?: { readonly rawFile: File } | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const modeOf = (values: PricingFormValues, scope: Scope): PricingMode => values.orderPricing?.[scope]?.mode ?? 'DISABLED';

/** The formula file chosen to upload, or null. */
export const formulaFileOf = (values: PricingFormValues): File | null => values.pricingFormula?.rawFile ?? null;

/** What `setManufacturerPricing` is sent: both modes, the URL only when it changed, the key only when typed. */
export function pricingInputOf(values: PricingFormValues, saved: OrderPricing): OrderPricingInput {
  const url = text(values.orderPricing?.external?.url);
  const apiKey = text(values.externalApiKey);
  return {
    market: modeOf(values, 'market'),
    whitelabel: modeOf(values, 'whitelabel'),
    ...(url !== '' && url !== (saved.external?.url ?? '') ? { externalUrl: url } : {}),
    ...(apiKey !== '' ? { externalApiKey: apiKey } : {}),
  };
}

/** A problem of the pricing form (admin.pricing.problems.*). */
const problem = problemsIn('admin.pricing.problems');

/** The problems of a formula file, read as the server reads it (null when it is fine). */
export async function formulaFileProblems(file: File): Promise<readonly PricingFileProblem[] | null> {
  const result = readPricingFormulaFile(new Uint8Array(await file.arrayBuffer()));
  return result.valid ? null : result.problems;
}

type Errors = Record<string, unknown>;

/**
 * Checks the form against the stored setup as the server will: a mode FORMULA needs valid formulas (stored, or in
 * the new file), EXTERNAL a server URL and an API key (typed now or set before); a URL must be http(s), a key a
 * line of text. `fileProblems` are the new file's problems, already put in words.
 */
export function pricingProblems(values: PricingFormValues, saved: OrderPricing, fileProblems: Problem | null): Errors {
  const errors: Errors = {};
  const modes = SCOPES.map((scope) => modeOf(values, scope));
  const file = formulaFileOf(values);
  if (fileProblems) errors.pricingFormula = fileProblems;
  const hasFormulas = (file !== null && fileProblems === null) || (saved.formula?.formulas.length ?? 0) > 0;
  const setup: Record<string, unknown> = {};
  if (!hasFormulas && !fileProblems) {
    for (const scope of SCOPES) if (modeOf(values, scope) === 'FORMULA') setup[scope] = { mode: problem('formulaNeeded') };
  }

  const url = text(values.orderPricing?.external?.url);
  const apiKey = text(values.externalApiKey);
  const urlChanged = url !== (saved.external?.url ?? '');
  const wantsServer = modes.includes('EXTERNAL') || (url !== '' && urlChanged) || apiKey !== '';
  if (url !== '' && !pricingSetupInputSchema.shape.externalUrl.safeParse(url).success) setup.external = { url: problem('url') };
  else if (wantsServer && url === '') setup.external = { url: problem('urlNeeded') };
  if (Object.keys(setup).length > 0) errors.orderPricing = setup;
  if (apiKey !== '' && !pricingSetupInputSchema.shape.externalApiKey.safeParse(apiKey).success) errors.externalApiKey = problem('apiKey');
  else if (wantsServer && apiKey === '' && !saved.external?.apiKeySet) errors.externalApiKey = problem('apiKeyNeeded');
  return errors;
}
