import type { ManufacturerCapabilities } from '../accounts/manufacturer-inputs';
import type { OrderType } from '../ordering/vocabulary';
import type { CapabilityProducer, Dimensions, SizeRange } from './capability-search';

type QuantityRange = ManufacturerCapabilities['pcbQuantity'];

/** What at least one producer can do for an order type: the envelope of their capabilities. Null fields when none can. */
export interface CapabilityGuidance {
  /** The finest pitch any producer places. */
  readonly minimalPitch: number | null;
  readonly ecSize: SizeRange | null;
  readonly boardSize: SizeRange | null;
  readonly pcbQuantity: QuantityRange | null;
  readonly componentQuantity: QuantityRange | null;
}

const each = (combine: (...values: number[]) => number, sizes: readonly Dimensions[]): Dimensions => ({
  long: combine(...sizes.map((size) => size.long)),
  short: combine(...sizes.map((size) => size.short)),
  height: combine(...sizes.map((size) => size.height)),
});

const sizeEnvelope = (ranges: readonly SizeRange[]): SizeRange => ({
  min: each(Math.min, ranges.map((range) => range.min)),
  max: each(Math.max, ranges.map((range) => range.max)),
});

/** Smallest minimum; largest maximum, or no maximum when any producer has none. */
const quantityEnvelope = (ranges: readonly QuantityRange[]): QuantityRange => ({
  min: Math.min(...ranges.map((range) => range.min)),
  max: ranges.some((range) => range.max == null) ? null : Math.max(...ranges.map((range) => range.max!)),
});

/** The guidance for an order type over the producers that allow matching and take that order type. */
export function capabilityGuidance(orderType: OrderType, producers: readonly CapabilityProducer[]): CapabilityGuidance {
  const capable = producers
    .filter((producer) => producer.allowMatching && producer.capabilities?.orderTypes.includes(orderType))
    .map((producer) => producer.capabilities!);
  if (capable.length === 0) return { minimalPitch: null, ecSize: null, boardSize: null, pcbQuantity: null, componentQuantity: null };
  return {
    minimalPitch: Math.min(...capable.map((capabilities) => capabilities.minimalPitch)),
    ecSize: sizeEnvelope(capable.map((capabilities) => capabilities.ecSize)),
    boardSize: sizeEnvelope(capable.map((capabilities) => capabilities.boardSize)),
    pcbQuantity: quantityEnvelope(capable.map((capabilities) => capabilities.pcbQuantity)),
    componentQuantity: quantityEnvelope(capable.map((capabilities) => capabilities.componentQuantity)),
  };
}
