import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readTable } from '@pcbm/domain';
import { NEXAR_TEST_CLIENT, NEXAR_TEST_PARTS, startNexarShapedServer, type NexarShapedServer } from '@pcbm/platform/testing';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

const FIXTURES = resolve(__dirname, '../../fixtures/pcb');
const bomOf = (path: string) => readTable({ name: 'bom.csv', bytes: readFileSync(join(FIXTURES, path)) }).rows.map((row) => [...row]);

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

const [ALPHA, BETA, GAMMA] = [DEMO_COMPANIES[1].manufacturerId, DEMO_COMPANIES[2].manufacturerId, DEMO_COMPANIES[3].manufacturerId];
const BERLIN = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' };

/** The SimpleFOCMini parts list as the wizard sends it: MPN and designators per row. */
const [FOC_HEADERS, ...FOC_ROWS] = bomOf('simplefocmini-easyeda/BOM_simplefocmini_2024-04-26.csv');
const FOC_COMPONENTS = FOC_ROWS.map((row) => ({ mpn: row[FOC_HEADERS.indexOf('Manufacturer Part')], designators: row[FOC_HEADERS.indexOf('Designator')].split(',') }));

const SEARCH = `query ($input: CapabilitySearchInput!, $sort: ManufacturerSort, $address: AddressInput, $position: GeoPositionInput) {
  fetchCapabilitySearch(searchInput: $input, sort: $sort, shippingAddress: $address, shippingPosition: $position) {
    manufacturers { manufacturerId manufacturer { company { name } } optionalServices nearestFactoryKm headquarterKm notes { code message parts { mpn designators } } }
    notes { code message parts { mpn designators } }
  }
}`;
interface Match { manufacturerId: string; optionalServices: string[]; nearestFactoryKm: number | null; headquarterKm: number | null; notes: { code: string; parts: { mpn: string; designators: string[] }[] }[] }
interface SearchResult { manufacturers: Match[]; notes: { code: string; parts: { mpn: string }[] }[] }

const board = (changes: Record<string, unknown> = {}) => ({
  orderType: 'PRE_SERIES',
  boardSize: { long: 100, short: 80, height: 1.6 },
  pcbQuantity: 10,
  components: FOC_COMPONENTS,
  ...changes,
});

describe('matching producers and looking parts up, over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  const search = async (input: object, extra: Record<string, unknown> = {}, token?: string) =>
    data<SearchResult>(await graphql(server.url, SEARCH, { input, ...extra }, token));
  const ids = (result: SearchResult) => result.manufacturers.map((match) => match.manufacturerId);

  test('the demo producers come in each sort order, with distances from the geocoded shipping address', async () => {
    const oneServiceEach = board({ services: { optional: ['AOI2D', 'AOI3D', 'AXI3D'] } });
    const relevant = await search(oneServiceEach, { sort: 'MOST_RELEVANT', address: BERLIN });
    // every producer offers one of the optional services, so the nearest factory decides: Beta's Wrocław factory, Munich, Zürich
    expect(ids(relevant)).toEqual([BETA, ALPHA, GAMMA]);
    const beta = relevant.manufacturers[0];
    expect(beta.nearestFactoryKm).toBeGreaterThan(280);
    expect(beta.nearestFactoryKm).toBeLessThan(320);
    expect(beta.headquarterKm).toBeGreaterThan(1000);
    expect(relevant.manufacturers.every((match) => match.optionalServices.length === 1 && match.notes.length === 0)).toBe(true);
    expect(relevant.notes).toEqual([]);

    expect(ids(await search(oneServiceEach, { sort: 'MOST_OPTIONAL_SERVICES', address: BERLIN }))).toEqual([ALPHA, BETA, GAMMA]);
    expect(ids(await search(oneServiceEach, { sort: 'NEAREST_FACTORY', address: BERLIN }))).toEqual([BETA, ALPHA, GAMMA]);
    expect(ids(await search(oneServiceEach, { sort: 'NEAREST_HEADQUARTERS', address: BERLIN }))).toEqual([ALPHA, GAMMA, BETA]);
    // a position given with the address wins over geocoding: from Zürich, Gamma is nearest
    expect(ids(await search(oneServiceEach, { sort: 'NEAREST_HEADQUARTERS', address: BERLIN, position: { x: 8.54, y: 47.37 } }))).toEqual([GAMMA, ALPHA, BETA]);

    const servicesFirst = await search(board({ services: { optional: ['Coating', 'AXI3D', 'Traceability'] } }), { address: BERLIN });
    expect(servicesFirst.manufacturers.map((match) => [match.manufacturerId, match.optionalServices])).toEqual([
      [GAMMA, ['AXI3D', 'Traceability']],
      [BETA, ['Coating']],
      [ALPHA, []],
    ]);
  });

  test('producers that cannot build the board are left out and the notes say why', async () => {
    const tooBig = await search(board({ boardSize: { long: 700, short: 500, height: 1.6 } }));
    expect(tooBig.manufacturers).toEqual([]);
    expect(tooBig.notes.map((note) => note.code)).toEqual(['BOARD_SIZE_UNSUPPORTED', 'NO_MATCHING_PRODUCERS']);

    const manyPrototypes = await search(board({ orderType: 'PROTOTYPE', pcbQuantity: 2000 }));
    expect(ids(manyPrototypes)).toEqual([GAMMA]);
    expect(manyPrototypes.notes.map((note) => note.code)).toEqual(['PCB_QUANTITY_UNSUPPORTED']);

    const required = await search(board({ certificates: ['ISO13485'], services: { required: ['CleanroomProduction'] } }));
    expect(ids(required)).toEqual([GAMMA]);

    const bothSides = await search(board({ orderType: 'PROTOTYPE', doubleSidedSMT: true }));
    expect(ids(bothSides)).toEqual([GAMMA]);

    const withUnknownPart = await search(board({ components: [...FOC_COMPONENTS, { mpn: 'NOT-IN-ANY-CATALOGUE-1', designators: ['U9'] }, { mpn: '', designators: ['R99'], generic: true }], minimalPitch: 0.45 }));
    expect(withUnknownPart.notes).toEqual([expect.objectContaining({ code: 'NO_INFO_IN_DATABASE', parts: [{ mpn: 'NOT-IN-ANY-CATALOGUE-1', designators: ['U9'] }] })]);
    const pitchNotes = Object.fromEntries(withUnknownPart.manufacturers.map((match) => [match.manufacturerId, match.notes.map((note) => note.code)]));
    expect(pitchNotes).toEqual({ [ALPHA]: [], [BETA]: ['PITCH_UNSUPPORTED'], [GAMMA]: [] });

    const noTable = await graphql(server.url, SEARCH, { input: board({ components: [] }) });
    expect(codeOf(noTable)).toBe('NO_COMPONENT_TABLE');
    expect(noTable.errors![0].message).toBe('no component table');
    expect(codeOf(await graphql(server.url, SEARCH, { input: board({ pcbQuantity: 0 }) }))).toBe('INVALID_INPUT');
  });

  test('the guidance is the envelope of the producers that take the order type', async () => {
    const guidance = (orderType: string) =>
      graphql(server.url, `query ($t: OrderType!) { fetchCapabilityMatchingGuidance(orderType: $t) { minimalPitch boardSize { min { long } max { long short height } } ecSize { max { long } } pcbQuantity { min max } componentQuantity { min max } } }`, { t: orderType });
    expect(data(await guidance('PROTOTYPE'))).toEqual({
      minimalPitch: 0.3,
      boardSize: { min: { long: 5 }, max: { long: 400, short: 300, height: 3.2 } },
      ecSize: { max: { long: 60 } },
      pcbQuantity: { min: 1, max: 5000 },
      componentQuantity: { min: 1, max: null },
    });
    expect(data(await guidance('SERIES'))).toMatchObject({ minimalPitch: 0.3, boardSize: { max: { long: 600 } }, pcbQuantity: { min: 1, max: null } });
  });

  test('BOM detection assigns the columns of the fixture parts lists and finds their parts in the catalogue', async () => {
    const detect = (headers: string[], rows: string[][]) =>
      graphql<Record<string, never>>(server.url, 'query ($h: [String!]!, $r: [[String!]!]!) { fetchBomDetection(headers: $h, rows: $r) { headers { name kind } foundParts { mpn manufacturer case pitch mount ecSize { length width } } notFoundMpns } }', { h: headers, r: rows });
    const foc = data<{ headers: { name: string; kind: string | null }[]; foundParts: { mpn: string; pitch: number | null }[]; notFoundMpns: string[] }>(await detect(FOC_HEADERS, FOC_ROWS));
    expect(foc.headers.find((header) => header.name === 'Manufacturer Part')!.kind).toBe('mpn');
    expect(foc.foundParts.map((part) => part.mpn)).toEqual(['19-213/Y2C-CQ2R2L/3T(CY)', '0603WAF4701T5E', 'VT1V101M-CRE77', 'CL10B104KB8NNNC', 'CC0603ZRY5V6BB474', 'DRV8313PWPR']);
    expect(foc.foundParts[5]).toMatchObject({ pitch: 0.65, mount: 'SMT', ecSize: { length: 9.8, width: 4.5 } });
    expect(foc.notFoundMpns).toEqual([]);

    const [headers, ...rows] = bomOf('colordance-interface-brain/interface-brain_bom_jlc.csv');
    const colordance = data<{ headers: { kind: string | null }[]; foundParts: { mpn: string }[]; notFoundMpns: string[] }>(await detect(headers, rows));
    expect(colordance.headers.map((header) => header.kind)).toEqual(['electricValue', 'designator', 'package', 'mpn']);
    expect(colordance.foundParts.map((part) => part.mpn)).toEqual(['SN74ACT244PWR']);
    expect(colordance.notFoundMpns).toHaveLength(8);
  });

  test('parts are found by MPN from the offline catalogue; unknown numbers are left out', async () => {
    const parts = data<{ mpn: string; manufacturer: string; deviceType: string; electricalValue: string | null }[]>(
      await graphql(server.url, 'query ($p: [PartInput!]!) { fetchNexarParts(parts: $p) { mpn manufacturer deviceType electricalValue } }', { p: [{ mpn: 'cl10b104kb8nnnc' }, { mpn: 'NOPE-1' }] }),
    );
    expect(parts).toEqual([{ mpn: 'CL10B104KB8NNNC', manufacturer: 'SAMSUNG', deviceType: 'CAPACITOR', electricalValue: '100nF' }]);
  });

  test('a producer with narrower capabilities names the parts it ignores and the pitch it cannot place; without matching allowed it is left out', async () => {
    const customer = await signIn(server.url, 'customer2');
    const admin = await signIn(server.url, 'admin');
    const companyId = data<string>(await graphql(server.url, 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', { c: { name: 'Delta PCB', legalName: 'Delta PCB GmbH', industry: 'IndustrialElectronics', address: BERLIN } }, customer));
    const capabilities = {
      allowMatching: true,
      orderTypes: ['PRE_SERIES'],
      boardSize: { min: { long: 10, short: 10, height: 0.6 }, max: { long: 250, short: 180, height: 2.4 } },
      ecSize: { min: { long: 1, short: 1, height: 0.1 }, max: { long: 20, short: 20, height: 10 } },
      minimalPitch: 0.8,
      doubleSidedSMT: false,
      ipcClass: 'CLASS2',
      certificates: [],
      supportedServices: ['Assembly'],
      spokenLanguages: ['de'],
      pcbQuantity: { min: 1, max: 100 },
      componentQuantity: { min: 1, max: null },
      headquarterAddress: BERLIN,
      factoryAddresses: [BERLIN],
    };
    const deltaId = data<string>(await graphql(server.url, 'mutation ($c: ID!, $m: ManufacturerInput!) { createManufacturer(companyId: $c, manufacturer: $m) }', { c: companyId, m: capabilities }, admin));
    const result = await search(board(), { sort: 'NEAREST_FACTORY', address: BERLIN });
    expect(ids(result)[0]).toBe(deltaId);
    expect(result.manufacturers[0].nearestFactoryKm).toBeLessThan(5);
    const [size, pitch] = result.manufacturers[0].notes;
    expect(size.code).toBe('COMPONENT_SIZE_UNSUPPORTED');
    // 0603 parts are 0.8 mm wide, under Delta's 1 mm
    expect(size.parts.map((part) => part.mpn)).toEqual(['19-213/Y2C-CQ2R2L/3T(CY)', '0603WAF4701T5E', '0603WAF4701T5E', 'CL10B104KB8NNNC', 'CC0603ZRY5V6BB474']);
    expect(pitch).toEqual(expect.objectContaining({ code: 'PITCH_UNSUPPORTED', parts: [{ mpn: 'DRV8313PWPR', designators: ['U1'] }] }));

    await graphql(server.url, 'mutation ($id: ID!, $m: ManufacturerInput!) { updateManufacturer(id: $id, manufacturer: $m) }', { id: deltaId, m: { ...capabilities, allowMatching: false } }, customer);
    expect(ids(await search(board(), { sort: 'NEAREST_FACTORY', address: BERLIN }))).toEqual([BETA, ALPHA, GAMMA]);
  });
});

describe('parts lookup through Nexar, with the local cache', () => {
  let nexar: NexarShapedServer;
  let server: TestServer;
  beforeAll(async () => {
    nexar = await startNexarShapedServer(NEXAR_TEST_PARTS);
    server = await startTestServer({ NEXAR_CLIENT_ID: NEXAR_TEST_CLIENT.clientId, NEXAR_CLIENT_SECRET: NEXAR_TEST_CLIENT.clientSecret, NEXAR_IDENTITY_URL: nexar.identityUrl, NEXAR_API_URL: nexar.apiUrl });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await nexar?.close();
  });

  const lookUp = (mpns: string[]) =>
    graphql<{ fetchNexarParts: { mpn: string; case: string; ecSize: { length: number } | null; image: { url: string } | null }[] }>(
      server.url,
      'query ($p: [PartInput!]!) { fetchNexarParts(parts: $p) { mpn case ecSize { length } image { url } } }',
      { p: mpns.map((mpn) => ({ mpn })) },
    );

  test('the second lookup of the same numbers fetches nothing; a failing Nexar makes the API detection fail and the wizard detection fall back to header keywords', async () => {
    const first = data(await lookUp(['CL10B104KB8NNNC', 'DRV8313PWPR', 'UNKNOWN-9']));
    expect(first.map((part) => part.mpn)).toEqual(['CL10B104KB8NNNC', 'DRV8313PWPR']);
    expect(first[0]).toMatchObject({ case: '0603', ecSize: { length: 1.6 }, image: { url: expect.stringContaining('octopart') } });
    expect(nexar.lookups).toHaveLength(1);
    expect(nexar.tokenRequests).toHaveLength(1);

    const again = data(await lookUp(['cl10b104kb8nnnc', 'DRV8313-PWPR', 'unknown 9']));
    expect(again).toEqual(first);
    expect(nexar.lookups).toHaveLength(1);

    await nexar.close();
    const headers = ['Designator', 'MPN', 'Quantity'];
    const rows = [['C1', 'NEVER-ASKED-1', '1'], ['C2', 'NEVER-ASKED-2', '1']];
    const api = await graphql(server.url, 'query ($h: [String!]!, $r: [[String!]!]!) { fetchApiBomDetection(headers: $h, rows: $r) { notFoundMpns } }', { h: headers, r: rows }, await signIn(server.url, 'customer1'));
    expect(codeOf(api)).toBe('BOM_DETECTION_FAILED');
    expect(api.errors![0].message).toBe('Could not get parts from bom detection');
    const wizard = data<{ headers: { name: string; kind: string | null }[]; foundParts: unknown[]; notFoundMpns: string[] }>(
      await graphql(server.url, 'query ($h: [String!]!, $r: [[String!]!]!) { fetchBomDetection(headers: $h, rows: $r) { headers { name kind } foundParts { mpn } notFoundMpns } }', { h: headers, r: rows }),
    );
    expect(wizard).toEqual({ headers: [{ name: 'Designator', kind: 'designator' }, { name: 'MPN', kind: 'mpn' }, { name: 'Quantity', kind: 'quantity' }], foundParts: [], notFoundMpns: [] });
  });
});
