import type { Service } from '../ordering/vocabulary';
import { componentSizeNote, exclusionReasons, pitchNote, unknownPartsNote } from './capability-checks';
import type { CapabilityMatching, CapabilityProducer, CapabilitySearch, ExclusionReason, MatchingNote, ProducerMatch } from './capability-search';
import { distanceKm, type GeoPoint } from './geo-distance';

/** Exclusions that the customer is told about when they left producers out. */
const EXCLUSION_NOTES: readonly (readonly [ExclusionReason, MatchingNote['code'], string])[] = [
  ['BOARD_SIZE_UNSUPPORTED', 'BOARD_SIZE_UNSUPPORTED', 'Board size unsupported'],
  ['PCB_QUANTITY_UNSUPPORTED', 'PCB_QUANTITY_UNSUPPORTED', 'PCB quantity unsupported'],
  ['COMPONENT_QUANTITY_UNSUPPORTED', 'COMPONENT_QUANTITY_UNSUPPORTED', 'Component quantity unsupported'],
];

const nearest = (origin: GeoPoint | null, places: readonly GeoPoint[]) =>
  origin === null || places.length === 0 ? null : Math.min(...places.map((place) => distanceKm(origin, place)));

/**
 * Matches the customer's board against every producer (spec: capability checks). Producers that
 * do not allow matching, or fail order type, certificates, required services, double-sided SMT,
 * board size, PCB quantity or total component quantity are left out; the others come with notes
 * on parts they would ignore or cannot place, the optional services they offer, and distances
 * from `origin` (the shipping address).
 */
export function matchProducers(search: CapabilitySearch, producers: readonly CapabilityProducer[], origin: GeoPoint | null): CapabilityMatching {
  const matches: ProducerMatch[] = [];
  const excluded: { manufacturerId: string; reasons: ExclusionReason[] }[] = [];
  for (const producer of producers) {
    const { capabilities } = producer;
    if (!producer.allowMatching || capabilities === null) {
      excluded.push({ manufacturerId: producer.manufacturerId, reasons: [producer.allowMatching ? 'NO_CAPABILITIES' : 'MATCHING_NOT_ALLOWED'] });
      continue;
    }
    const reasons = exclusionReasons(capabilities, search);
    if (reasons.length > 0) {
      excluded.push({ manufacturerId: producer.manufacturerId, reasons });
      continue;
    }
    const optionalServices: Service[] = search.optionalServices.filter((service) => capabilities.supportedServices.includes(service));
    matches.push({
      manufacturerId: producer.manufacturerId,
      name: producer.name,
      optionalServices,
      notes: [componentSizeNote(capabilities, search), pitchNote(capabilities, search)].filter((note) => note !== null),
      nearestFactoryKm: nearest(origin, producer.factoryPositions),
      headquarterKm: nearest(origin, producer.headquarterPosition ? [producer.headquarterPosition] : []),
    });
  }
  const notes: MatchingNote[] = [];
  const unknown = unknownPartsNote(search);
  if (unknown) notes.push(unknown);
  for (const [reason, code, label] of EXCLUSION_NOTES) {
    const count = excluded.filter((producer) => producer.reasons.includes(reason)).length;
    if (count > 0) notes.push({ code, message: `${label}: ${count} producer(s) cannot take this order.`, parts: [] });
  }
  if (matches.length === 0) notes.push({ code: 'NO_MATCHING_PRODUCERS', message: 'No matching producers: no producer can take this order as it is.', parts: [] });
  return { matches, excluded, notes };
}
