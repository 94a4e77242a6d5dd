import { priceRangeOf, PricingEvaluationError, validatePricingFormulas, type OrderPriceRange, type PricingSetup, type PricingVariables } from '@pcbm/domain';
import type { EventStore } from '@pcbm/platform';
import { ExternalPricingError, requestExternalPrice } from './external-pricing';
import { loadPricingSetup } from './pricing-setups';

export interface ProducerPrice {
  readonly manufacturerId: string;
  readonly priceRange: OrderPriceRange | null;
  /** Why this producer gave no price, when it did not. */
  readonly error: string | null;
}

class PriceUnavailable extends Error {}

async function priceBy(setup: PricingSetup, mode: 'FORMULA' | 'EXTERNAL', manufacturerId: string, orderType: string, inputs: PricingVariables): Promise<OrderPriceRange> {
  if (mode === 'EXTERNAL') {
    if (!setup.external) throw new ExternalPricingError('No pricing server is set up.');
    return requestExternalPrice(setup.external, { manufacturerId, orderType, inputs });
  }
  const formulas = validatePricingFormulas(setup.formulas ?? []);
  if (!formulas.valid) throw new PriceUnavailable('The stored formulas are no longer valid; upload them again.');
  return priceRangeOf(formulas.parsed, inputs);
}

/**
 * Each producer's instant price in the scope the order comes from (its white-label shop, or the
 * marketplace). Producers whose pricing is DISABLED there are left out; a producer whose
 * formulas or server fail gets the reason instead of a price, without hiding the others.
 */
export async function priceOrder(
  store: EventStore,
  producers: readonly string[],
  scope: 'marketplace' | 'whitelabel',
  orderType: string,
  inputs: PricingVariables,
): Promise<ProducerPrice[]> {
  const prices = await Promise.all(
    producers.map(async (manufacturerId): Promise<ProducerPrice | null> => {
      const setup = await loadPricingSetup(store, manufacturerId);
      const mode = setup?.[scope] ?? 'DISABLED';
      if (!setup || mode === 'DISABLED') return null;
      try {
        return { manufacturerId, priceRange: await priceBy(setup, mode, manufacturerId, orderType, inputs), error: null };
      } catch (error) {
        if (error instanceof ExternalPricingError || error instanceof PricingEvaluationError || error instanceof PriceUnavailable) return { manufacturerId, priceRange: null, error: error.message };
        throw error;
      }
    }),
  );
  return prices.filter((price): price is ProducerPrice => price !== null);
}
