/** Unit prices of parts by MPN, where the parts catalogue knows them; unknown parts are left out. */
export type PartPrices = (mpns: readonly string[]) => Promise<ReadonlyMap<string, number>>;

/** Until a parts catalogue is connected, no part has a known price (partSourcingCost is then 0). */
export const noKnownPartPrices: PartPrices = async () => new Map();
