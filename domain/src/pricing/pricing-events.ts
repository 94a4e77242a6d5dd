import type { FileReference } from '../ordering/order-files';
import { streamIdIn } from '../events/stream-categories';
import type { PricingFormula } from './pricing-formula-file';
import type { PricingMode } from './pricing-setup';

/** Events of a producer's pricing setup stream (`pricing-<manufacturerId>`). */
export type PricingEvent =
  | { type: 'PricingModesSet'; data: { manufacturerId: string; marketplace: PricingMode; whitelabel: PricingMode; occurredAt: string } }
  | { type: 'PricingFormulasUploaded'; data: { manufacturerId: string; file: FileReference & { versionedFileId: string }; formulas: PricingFormula[]; occurredAt: string } }
  /** The API key is sealed in the log under the subject `pricingSecret:<manufacturerId>` (see personal-data-fields). */
  | { type: 'PricingExternalServerSet'; data: { manufacturerId: string; url: string; apiKey: string; occurredAt: string } };

export const PRICING_EVENT_VERSIONS: Record<PricingEvent['type'], number> = { PricingModesSet: 1, PricingFormulasUploaded: 1, PricingExternalServerSet: 1 };

export const pricingStreamId = (manufacturerId: string) => streamIdIn('pricing', manufacturerId);
