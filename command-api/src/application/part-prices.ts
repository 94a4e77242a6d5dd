import type { PartsCatalogue } from '@pcbm/platform';

/** Unit prices of parts by MPN, where the parts catalogue knows them; unknown parts are left out. */
export type PartPrices = (mpns: readonly string[]) => Promise<ReadonlyMap<string, number>>;

/**
 * Unit prices from the parts catalogue: a part's price at its smallest quantity break (the price of
 * buying one lot). The offline catalogue knows no prices, so there partSourcingCost stays 0.
 */
export function catalogueUnitPrices(parts: PartsCatalogue): PartPrices {
  return async (mpns) => {
    const prices = await parts.partPrices(mpns);
    return new Map(
      prices.filter((p) => p.breaks.length > 0).map((p) => [p.mpn, [...p.breaks].sort((a, b) => a.quantity - b.quantity)[0].price] as const),
    );
  };
}
