import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startTestServer, type TestServer } from './testing/test-server';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

const address = { recipient: 'Delta PCB s.r.o.', country: 'CZ', addressLine1: 'Průmyslová 3', zipcode: '61200', city: 'Brno' };
const capabilities = {
  allowMatching: true,
  orderTypes: ['PROTOTYPE'],
  boardSize: { min: { long: 10, short: 10, height: 0.6 }, max: { long: 250, short: 180, height: 2.4 } },
  ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 40, short: 40, height: 15 } },
  minimalPitch: 0.5,
  doubleSidedSMT: false,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001'],
  supportedServices: ['Assembly', 'AOI2D'],
  spokenLanguages: ['cs', 'en'],
  pcbQuantity: { min: 1, max: 500 },
  componentQuantity: { min: 1, max: null },
  headquarterAddress: address,
  factoryAddresses: [address],
};
const FIELDS = 'id company { name } orderTypes boardSize { max { long short } } minimalPitch pcbQuantity { min max } componentQuantity { max } factoryCountries employeeCount supportedServices';

describe('producers', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  test('the demo producers have capabilities anyone signed in can read', async () => {
    const alpha = data<{ company: { name: string }; orderTypes: string[]; pcbQuantity: { max: number } }>(
      await graphql(server.url, `{ fetchManufacturerPublicAttributes(id: "${DEMO_COMPANIES[1].manufacturerId}") { ${FIELDS} } }`, {}, tokens.customer2),
    );
    expect(alpha).toMatchObject({ company: { name: 'Alpha Leiterplatten GmbH' }, orderTypes: ['PROTOTYPE', 'PRE_SERIES'], pcbQuantity: { max: 1000 }, employeeCount: 1, factoryCountries: ['DE'] });
  });

  test('an admin makes a company a producer; the producer then updates itself; bad ranges are refused', async () => {
    const companyId = data<string>(
      await graphql(server.url, 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', { c: { name: 'Delta PCB', legalName: 'Delta PCB s.r.o.', industry: 'IndustrialElectronics', address } }, tokens.customer2),
    );
    const create = (token: string, input: object) => graphql<Record<string, string>>(server.url, 'mutation ($c: ID!, $m: ManufacturerInput!) { createManufacturer(companyId: $c, manufacturer: $m) }', { c: companyId, m: input }, token);
    expect(codeOf(await create(tokens.customer2, capabilities))).toBe('USER_NOT_AUTHORIZED');
    const invalid = await create(tokens.admin, { ...capabilities, pcbQuantity: { min: 100, max: 10 } });
    expect(codeOf(invalid)).toBe('INVALID_INPUT');
    const manufacturerId = data<string>(await create(tokens.admin, capabilities));
    expect(codeOf(await create(tokens.admin, capabilities))).toBe('INVALID_INPUT');

    const me = data<{ isPartOfManufacturer: boolean; manufacturerId: string }>(await graphql(server.url, '{ me { isPartOfManufacturer manufacturerId } }', {}, tokens.customer2));
    expect(me).toEqual({ isPartOfManufacturer: true, manufacturerId });

    const update = (token: string) =>
      graphql(server.url, 'mutation ($id: ID!, $m: ManufacturerInput!) { updateManufacturer(id: $id, manufacturer: $m) }', { id: manufacturerId, m: { ...capabilities, orderTypes: ['PROTOTYPE', 'SERIES'] } }, token);
    expect(codeOf(await update(tokens.producer1))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
    expect(data(await update(tokens.customer2))).toBe(manufacturerId);
    const updated = data<{ orderTypes: string[]; componentQuantity: { max: number | null }; factoryCountries: string[] }>(
      await graphql(server.url, `{ fetchManufacturerPublicAttributes(id: "${manufacturerId}") { ${FIELDS} } }`, {}, tokens.customer1),
    );
    expect(updated).toMatchObject({ orderTypes: ['PROTOTYPE', 'SERIES'], componentQuantity: { max: null }, company: { name: 'Delta PCB' } });
    // The company's size band and founding year, as the company gives them, are part of the producer's public profile.
    const about = '{ fetchManufacturerPublicAttributes(id: "%s") { companySize foundingYear } }'.replace('%s', manufacturerId);
    expect(data(await graphql(server.url, about, {}, tokens.customer1))).toEqual({ companySize: null, foundingYear: null });
    const companyChange = 'mutation ($id: ID!, $c: CompanyUpdateInput!) { updateCompany(companyId: $id, company: $c) }';
    expect(data(await graphql(server.url, companyChange, { id: companyId, c: { companySize: 'SIZE_25_99', foundingYear: 1998 } }, tokens.customer2))).toBe(companyId);
    expect(data(await graphql(server.url, about, {}, tokens.customer1))).toEqual({ companySize: 'SIZE_25_99', foundingYear: 1998 });
    const list = data<{ totalCount: number; edges: { node: { id: string; company: { name: string }; orderTypes: string[]; factoryCountries: string[] } }[] }>(
      await graphql(server.url, '{ adminGetAllManufacturers(first: 2) { totalCount edges { node { id company { name } orderTypes factoryCountries } } pageInfo { hasNextPage } } }', {}, tokens.admin),
    );
    expect(list.totalCount).toBe(4);
    expect(list.edges).toHaveLength(2);
    // newest first, each row with what it builds, read in the list's own answer
    expect(list.edges[0].node).toEqual({ id: manufacturerId, company: { name: 'Delta PCB' }, orderTypes: ['PROTOTYPE', 'SERIES'], factoryCountries: updated.factoryCountries });
    expect(codeOf(await graphql(server.url, '{ adminGetAllManufacturers(first: 2) { totalCount } }', {}, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');
  });
});
