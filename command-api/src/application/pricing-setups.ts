import { domainEventOf, foldEvents, pricingDecider, pricingStreamId, type PricingSetup } from '@pcbm/domain';
import type { EventStore } from '@pcbm/platform';

/**
 * A producer's pricing setup, folded from its stream. The setup is read from the log rather than
 * a read model so that the external server's API key is only ever held decrypted in memory.
 */
export async function loadPricingSetup(store: EventStore, manufacturerId: string): Promise<PricingSetup | null> {
  return foldEvents(pricingDecider, (await store.readStream(pricingStreamId(manufacturerId))).map(domainEventOf));
}
