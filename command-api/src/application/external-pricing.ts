import { orderPriceRangeSchema, type OrderPriceRange, type PricingVariables } from '@pcbm/domain';

export const EXTERNAL_PRICING_TIMEOUT_MS = 5000;
const MAX_ANSWER_BYTES = 64 * 1024;


/** Why a producer's pricing server gave no usable price. */
export class ExternalPricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExternalPricingError';
  }
}

export interface ExternalPricingRequest {
  readonly manufacturerId: string;
  readonly orderType: string;
  readonly inputs: PricingVariables;
}

/**
 * Asks a producer's pricing server: POST of the request as JSON with the API key in the
 * `x-api-key` header; no redirects are followed and the answer must arrive within the timeout.
 */
export async function requestExternalPrice(
  server: { readonly url: string; readonly apiKey: string },
  request: ExternalPricingRequest,
  timeoutMs = EXTERNAL_PRICING_TIMEOUT_MS,
): Promise<OrderPriceRange> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': server.apiKey },
      body: JSON.stringify(request),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new ExternalPricingError(timedOut ? `The pricing server did not answer within ${timeoutMs / 1000} s.` : 'The pricing server could not be reached.');
  }
  if (!response.ok) throw new ExternalPricingError(`The pricing server answered with HTTP ${response.status}.`);
  if (text.length > MAX_ANSWER_BYTES) throw new ExternalPricingError('The pricing server answered with more than 64 KB.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ExternalPricingError('The pricing server did not answer with JSON.');
  }
  const parsed = orderPriceRangeSchema.safeParse(json);
  if (!parsed.success) {
    throw new ExternalPricingError(`The pricing server's answer is not a price range: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`).join('; ')}.`);
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as OrderPriceRange;
}
