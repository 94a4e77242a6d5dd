import type { ManufacturerCapabilities } from '../accounts/manufacturer-inputs';
import { capabilityGuidance, distanceKm, matchProducers, sortMatches, type CapabilityProducer, type CapabilitySearch, type SearchComponent } from '.';

const address = { recipient: 'Producer', country: 'DE', addressLine1: 'Street 1', zipcode: '10115', city: 'Berlin' };
const BERLIN = { x: 13.405, y: 52.52 };
const MUNICH = { x: 11.576, y: 48.137 };
const HAMBURG = { x: 9.993, y: 53.551 };
const ZURICH = { x: 8.541, y: 47.377 };

const capabilities = (changes: Partial<ManufacturerCapabilities> = {}): ManufacturerCapabilities => ({
  allowMatching: true,
  orderTypes: ['PROTOTYPE', 'SERIES'],
  boardSize: { min: { long: 10, short: 10, height: 0.4 }, max: { long: 300, short: 200, height: 3.2 } },
  ecSize: { min: { long: 0.6, short: 0.3, height: 0.1 }, max: { long: 40, short: 40, height: 15 } },
  minimalPitch: 0.5,
  doubleSidedSMT: true,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001', 'UL796'],
  supportedServices: ['Assembly', 'AOI2D', 'Coating'],
  spokenLanguages: ['en'],
  pcbQuantity: { min: 1, max: 1000 },
  componentQuantity: { min: 1, max: null },
  headquarterAddress: address,
  factoryAddresses: [address],
  ...changes,
});

const producer = (name: string, changes: Partial<ManufacturerCapabilities> = {}, places: Partial<Pick<CapabilityProducer, 'headquarterPosition' | 'factoryPositions'>> = {}): CapabilityProducer => ({
  manufacturerId: `id-${name}`,
  name,
  allowMatching: changes.allowMatching ?? true,
  capabilities: capabilities(changes),
  headquarterPosition: 'headquarterPosition' in places ? places.headquarterPosition! : MUNICH,
  factoryPositions: places.factoryPositions ?? [MUNICH],
});

const part = (mpn: string, changes: Partial<SearchComponent> = {}): SearchComponent => ({
  mpn,
  designators: [`U${mpn.length}`],
  generic: false,
  known: true,
  size: { long: 1.6, short: 0.8, height: null },
  pitch: null,
  ...changes,
});

const search = (changes: Partial<CapabilitySearch> = {}): CapabilitySearch => ({
  orderType: 'PROTOTYPE',
  boardSize: { long: 100, short: 80, height: 1.6 },
  pcbQuantity: 10,
  componentQuantity: 50,
  certificates: [],
  requiredServices: [],
  optionalServices: [],
  doubleSidedSMT: false,
  ecSize: null,
  minimalPitch: null,
  components: [part('CL10B104KB8NNNC')],
  ...changes,
});

const matchedNames = (result: ReturnType<typeof matchProducers>) => result.matches.map((match) => match.name);
const reasonsOf = (result: ReturnType<typeof matchProducers>) => result.excluded.flatMap((producer) => producer.reasons);
const noteCodes = (notes: readonly { code: string }[]) => notes.map((note) => note.code);

describe('capability matching: board size', () => {
  test('given a board within the range in long, short and height, when matched, then the producer matches', () => {
    expect(matchedNames(matchProducers(search(), [producer('A')], null))).toEqual(['A']);
  });

  test.each([
    ['too long', { long: 301, short: 80, height: 1.6 }],
    ['too short', { long: 100, short: 9, height: 1.6 }],
    ['too thick', { long: 100, short: 80, height: 3.3 }],
    ['too thin', { long: 100, short: 80, height: 0.3 }],
  ])('given a board %s, when matched, then the producer is left out with a board size note', (_, boardSize) => {
    const result = matchProducers(search({ boardSize }), [producer('A')], null);
    expect(result.matches).toEqual([]);
    expect(reasonsOf(result)).toEqual(['BOARD_SIZE_UNSUPPORTED']);
    expect(noteCodes(result.notes)).toEqual(['BOARD_SIZE_UNSUPPORTED', 'NO_MATCHING_PRODUCERS']);
  });

  test('given a board exactly at the limits, when matched, then it matches (limits are inclusive)', () => {
    expect(matchedNames(matchProducers(search({ boardSize: { long: 300, short: 200, height: 0.4 } }), [producer('A')], null))).toEqual(['A']);
  });
});

describe('capability matching: quantities', () => {
  test('given a PCB quantity below the minimum or above the maximum, when matched, then the producer is left out', () => {
    const bounded = producer('A', { pcbQuantity: { min: 5, max: 100 } });
    expect(reasonsOf(matchProducers(search({ pcbQuantity: 4 }), [bounded], null))).toEqual(['PCB_QUANTITY_UNSUPPORTED']);
    expect(reasonsOf(matchProducers(search({ pcbQuantity: 101 }), [bounded], null))).toEqual(['PCB_QUANTITY_UNSUPPORTED']);
    expect(matchedNames(matchProducers(search({ pcbQuantity: 100 }), [bounded], null))).toEqual(['A']);
  });

  test('given no maximum, when a huge quantity is asked, then there is no upper bound', () => {
    const unbounded = producer('A', { pcbQuantity: { min: 1, max: null } });
    expect(matchedNames(matchProducers(search({ pcbQuantity: 1_000_000 }), [unbounded], null))).toEqual(['A']);
  });

  test('given components per board times boards above the maximum, when matched, then the producer is left out with a component quantity note', () => {
    const limited = producer('A', { componentQuantity: { min: 1, max: 400 } });
    expect(matchedNames(matchProducers(search({ componentQuantity: 40, pcbQuantity: 10 }), [limited], null))).toEqual(['A']);
    const result = matchProducers(search({ componentQuantity: 41, pcbQuantity: 10 }), [limited], null);
    expect(reasonsOf(result)).toEqual(['COMPONENT_QUANTITY_UNSUPPORTED']);
    expect(noteCodes(result.notes)).toContain('COMPONENT_QUANTITY_UNSUPPORTED');
  });

  test('given a total below the minimum component quantity, when matched, then the producer is left out', () => {
    const result = matchProducers(search({ componentQuantity: 5, pcbQuantity: 1 }), [producer('A', { componentQuantity: { min: 100, max: null } })], null);
    expect(reasonsOf(result)).toEqual(['COMPONENT_QUANTITY_UNSUPPORTED']);
  });
});

describe('capability matching: component sizes and pitch', () => {
  test('given parts outside the producer component sizes, when matched, then the producer matches and lists them as ignored', () => {
    const tiny = part('TINY01005', { size: { long: 0.4, short: 0.2, height: null }, designators: ['C9'] });
    const huge = part('BIGCONNECTOR', { size: { long: 50, short: 10, height: 12 }, designators: ['J1'] });
    const result = matchProducers(search({ components: [part('CL10B104KB8NNNC'), tiny, huge] }), [producer('A')], null);
    expect(matchedNames(result)).toEqual(['A']);
    const note = result.matches[0].notes.find((n) => n.code === 'COMPONENT_SIZE_UNSUPPORTED')!;
    expect(note.parts).toEqual([{ mpn: 'TINY01005', designators: ['C9'] }, { mpn: 'BIGCONNECTOR', designators: ['J1'] }]);
  });

  test('given a part height above the maximum, when matched, then it is ignored; an unknown height is not checked', () => {
    const tall = part('TALLCAP', { size: { long: 6.6, short: 6.6, height: 16 } });
    const flat = part('FLAT', { size: { long: 6.6, short: 6.6, height: null } });
    const note = matchProducers(search({ components: [tall, flat] }), [producer('A')], null).matches[0].notes[0];
    expect(note.parts.map((p) => p.mpn)).toEqual(['TALLCAP']);
  });

  test('given a pitch below the producer minimum, when matched, then the part is flagged with a pitch note', () => {
    const fine = part('FINEQFN', { pitch: 0.4, size: { long: 5, short: 5, height: 0.9 } });
    const ok = part('TSSOP', { pitch: 0.65, size: { long: 6.5, short: 4.4, height: 1.2 } });
    const result = matchProducers(search({ components: [fine, ok] }), [producer('A')], null);
    expect(result.matches[0].notes).toEqual([expect.objectContaining({ code: 'PITCH_UNSUPPORTED', parts: [{ mpn: 'FINEQFN', designators: fine.designators }] })]);
  });

  test('given parts the database does not know, when matched, then a no-info note names them for the whole search', () => {
    const unknown = part('NOSUCHPART', { known: false, size: null, pitch: null, designators: ['U7'] });
    const result = matchProducers(search({ components: [unknown] }), [producer('A')], null);
    expect(result.notes).toEqual([expect.objectContaining({ code: 'NO_INFO_IN_DATABASE', parts: [{ mpn: 'NOSUCHPART', designators: ['U7'] }] })]);
    expect(result.matches[0].notes).toEqual([]);
  });

  test('given generic components, when matched, then they are not checked for size, pitch or database info', () => {
    const generic = part('', { generic: true, known: false, size: { long: 0.1, short: 0.1, height: null }, pitch: 0.1 });
    const result = matchProducers(search({ components: [generic] }), [producer('A')], null);
    expect(result.notes).toEqual([]);
    expect(result.matches[0].notes).toEqual([]);
  });

  test('given only the caller’s size envelope and smallest pitch, when matched, then both are checked without part names', () => {
    const result = matchProducers(
      search({ components: [], ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 10, short: 10, height: 2 } }, minimalPitch: 0.4 }),
      [producer('A')],
      null,
    );
    expect(result.matches[0].notes).toEqual([
      expect.objectContaining({ code: 'COMPONENT_SIZE_UNSUPPORTED', parts: [] }),
      expect.objectContaining({ code: 'PITCH_UNSUPPORTED', parts: [] }),
    ]);
  });
});

describe('capability matching: certificates, services, order type, double-sided SMT, allowMatching', () => {
  test('given required certificates, when a producer lacks one, then it is left out; with all, it matches', () => {
    const result = matchProducers(search({ certificates: ['ISO9001', 'ISO13485'] }), [producer('A'), producer('B', { certificates: ['ISO9001', 'ISO13485'] })], null);
    expect(matchedNames(result)).toEqual(['B']);
    expect(result.excluded).toEqual([{ manufacturerId: 'id-A', reasons: ['CERTIFICATES_MISSING'] }]);
  });

  test('given required services, when a producer lacks one, then it is left out', () => {
    const result = matchProducers(search({ requiredServices: ['Assembly', 'Potting'] }), [producer('A'), producer('B', { supportedServices: ['Assembly', 'Potting'] })], null);
    expect(matchedNames(result)).toEqual(['B']);
  });

  test('given optional services, when matched, then they never exclude and the offered ones are counted', () => {
    const result = matchProducers(search({ optionalServices: ['AOI2D', 'Coating', 'Potting'] }), [producer('A'), producer('B', { supportedServices: ['Potting'] })], null);
    expect(result.matches.map((m) => [m.name, m.optionalServices])).toEqual([['A', ['AOI2D', 'Coating']], ['B', ['Potting']]]);
  });

  test('given an order type the producer does not build, when matched, then it is left out', () => {
    expect(reasonsOf(matchProducers(search({ orderType: 'PRE_SERIES' }), [producer('A')], null))).toEqual(['ORDER_TYPE_UNSUPPORTED']);
  });

  test('given parts on both sides, when the producer does no double-sided SMT, then it is left out; one-sided boards still match', () => {
    const oneSided = producer('A', { doubleSidedSMT: false });
    expect(reasonsOf(matchProducers(search({ doubleSidedSMT: true }), [oneSided], null))).toEqual(['DOUBLE_SIDED_SMT_UNSUPPORTED']);
    expect(matchedNames(matchProducers(search({ doubleSidedSMT: false }), [oneSided], null))).toEqual(['A']);
  });

  test('given a producer that does not allow matching, when matched, then it is never offered', () => {
    const result = matchProducers(search(), [producer('A', { allowMatching: false })], null);
    expect(result.excluded).toEqual([{ manufacturerId: 'id-A', reasons: ['MATCHING_NOT_ALLOWED'] }]);
    expect(noteCodes(result.notes)).toEqual(['NO_MATCHING_PRODUCERS']);
  });

  test('given a producer without capabilities, when matched, then it is left out', () => {
    const bare: CapabilityProducer = { ...producer('A'), capabilities: null };
    expect(reasonsOf(matchProducers(search(), [bare], null))).toEqual(['NO_CAPABILITIES']);
  });
});

describe('sorting matches', () => {
  const producers = [
    producer('Near HQ, far factory', { supportedServices: ['AOI2D'] }, { headquarterPosition: { x: 13.3, y: 52.4 }, factoryPositions: [ZURICH] }),
    producer('Hamburg', { supportedServices: ['AOI2D'] }, { headquarterPosition: HAMBURG, factoryPositions: [HAMBURG, ZURICH] }),
    producer('Many services', { supportedServices: ['AOI2D', 'Coating'] }, { headquarterPosition: ZURICH, factoryPositions: [ZURICH] }),
    producer('Nowhere', { supportedServices: [] }, { headquarterPosition: null, factoryPositions: [] }),
  ];
  const result = matchProducers(search({ optionalServices: ['AOI2D', 'Coating'] }), producers, BERLIN);
  const order = (sort: Parameters<typeof sortMatches>[1]) => sortMatches(result.matches, sort).map((match) => match.name);

  test('given a shipping position, when matched, then distances are great-circle km to the nearest factory and the headquarters', () => {
    const hamburg = result.matches.find((match) => match.name === 'Hamburg')!;
    expect(hamburg.nearestFactoryKm).toBeCloseTo(distanceKm(BERLIN, HAMBURG), 6);
    expect(distanceKm(BERLIN, HAMBURG)).toBeGreaterThan(250);
    expect(distanceKm(BERLIN, HAMBURG)).toBeLessThan(260);
    expect(result.matches.find((match) => match.name === 'Nowhere')!.nearestFactoryKm).toBeNull();
  });

  test('when sorted by relevance, then the optional-service count decides, then the nearest factory', () => {
    expect(order('MOST_RELEVANT')).toEqual(['Many services', 'Hamburg', 'Near HQ, far factory', 'Nowhere']);
  });

  test('when sorted by most optional services, then the count decides and names break ties', () => {
    expect(order('MOST_OPTIONAL_SERVICES')).toEqual(['Many services', 'Hamburg', 'Near HQ, far factory', 'Nowhere']);
  });

  test('when sorted by nearest factory or headquarters, then the nearer comes first and unknown places last', () => {
    expect(order('NEAREST_FACTORY')).toEqual(['Hamburg', 'Many services', 'Near HQ, far factory', 'Nowhere']);
    expect(order('NEAREST_HEADQUARTERS')).toEqual(['Near HQ, far factory', 'Hamburg', 'Many services', 'Nowhere']);
  });

  test('given no shipping position, when sorted by distance, then names decide', () => {
    const unplaced = matchProducers(search(), producers, null);
    expect(sortMatches(unplaced.matches, 'NEAREST_FACTORY').map((m) => m.name)).toEqual(['Hamburg', 'Many services', 'Near HQ, far factory', 'Nowhere']);
  });
});

describe('capability guidance', () => {
  test('given producers for an order type, when guided, then the envelope of their capabilities is given', () => {
    const producers = [
      producer('A', { minimalPitch: 0.4, pcbQuantity: { min: 5, max: 100 }, componentQuantity: { min: 10, max: 5000 } }),
      producer('B', { minimalPitch: 0.3, boardSize: { min: { long: 5, short: 5, height: 0.2 }, max: { long: 500, short: 400, height: 2 } }, pcbQuantity: { min: 1, max: 50 }, componentQuantity: { min: 1, max: null } }),
      producer('C', { orderTypes: ['PRE_SERIES'], minimalPitch: 0.1 }),
      producer('D', { allowMatching: false, minimalPitch: 0.2 }),
    ];
    expect(capabilityGuidance('PROTOTYPE', producers)).toEqual({
      minimalPitch: 0.3,
      ecSize: { min: { long: 0.6, short: 0.3, height: 0.1 }, max: { long: 40, short: 40, height: 15 } },
      boardSize: { min: { long: 5, short: 5, height: 0.2 }, max: { long: 500, short: 400, height: 3.2 } },
      pcbQuantity: { min: 1, max: 100 },
      componentQuantity: { min: 1, max: null },
    });
  });

  test('given no producer for the order type, when guided, then nothing is known', () => {
    expect(capabilityGuidance('PRE_SERIES', [producer('A')])).toEqual({ minimalPitch: null, ecSize: null, boardSize: null, pcbQuantity: null, componentQuantity: null });
  });
});
