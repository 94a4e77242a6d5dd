import type { ProducerMatch } from './capability-search';

/** Sort options of the producer selection. */
export const PRODUCER_SORTS = ['MOST_RELEVANT', 'MOST_OPTIONAL_SERVICES', 'NEAREST_FACTORY', 'NEAREST_HEADQUARTERS'] as const;
export type ProducerSort = (typeof PRODUCER_SORTS)[number];

type Comparison = (a: ProducerMatch, b: ProducerMatch) => number;

/** Nearer first; an unknown distance comes last. */
const byDistance = (distance: (match: ProducerMatch) => number | null): Comparison => (a, b) => {
  const [da, db] = [distance(a), distance(b)];
  if (da === null || db === null) return (da === null ? 1 : 0) - (db === null ? 1 : 0);
  return da - db;
};
const byOptionalServices: Comparison = (a, b) => b.optionalServices.length - a.optionalServices.length;
const byName: Comparison = (a, b) => a.name.localeCompare(b.name);
const nearestFactory = byDistance((match) => match.nearestFactoryKm);
const nearestHeadquarters = byDistance((match) => match.headquarterKm);

const then = (...comparisons: Comparison[]): Comparison => (a, b) => {
  for (const compare of comparisons) {
    const order = compare(a, b);
    if (order !== 0) return order;
  }
  return 0;
};

const ORDERS: Record<ProducerSort, Comparison> = {
  // relevance rests on the count of optional services, then the proximity of the nearest factory
  MOST_RELEVANT: then(byOptionalServices, nearestFactory, byName),
  MOST_OPTIONAL_SERVICES: then(byOptionalServices, byName),
  NEAREST_FACTORY: then(nearestFactory, byName),
  NEAREST_HEADQUARTERS: then(nearestHeadquarters, byName),
};

/** The matches in the chosen order (a new array). */
export const sortMatches = (matches: readonly ProducerMatch[], sort: ProducerSort): ProducerMatch[] => [...matches].sort(ORDERS[sort]);
