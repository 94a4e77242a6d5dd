import { read } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign, KICAD_BOM_ROWS } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const [, alpha, beta] = DEMO_COMPANIES.map((c) => c.manufacturerId!);
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
type ExportFile = { filename: string; mediaType: string; data: string };

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function only<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}
const bytesOf = (file: ExportFile) => new Uint8Array(Buffer.from(file.data, 'base64'));
const textOf = (file: ExportFile) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytesOf(file));

describe('exports: parts and placement lists, and the order dump', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let superOrder: { id: string; orders: { id: string; manufacturerId: string }[] };
  const orderOf = (manufacturerId: string) => superOrder.orders.find((o) => o.manufacturerId === manufacturerId)!.id;
  const FILE = 'filename mediaType data';

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2', 'admin']) tokens[user] = await signIn(server.url, user);
    superOrder = only(
      await createOrderWithDesign(server.url, { name: 'Interface brain', manufacturers: [alpha, beta], pcbVersion: 'V2', shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1),
    );
    // The customer's own export settings: semicolons, inches, the MPN first.
    only(await graphql(server.url, 'mutation { setUserExportSettings(settings: { format: CsvSemicolon, unit: Inch, bomColumnOrder: [MPN, DESIGNATOR, QUANTITY] }) { format } }', {}, tokens.customer1));
  }, 60_000);
  afterAll(() => server?.close());

  test('the parts list exports as CSV with a byte-order mark in the chosen separator and column order', async () => {
    const file = only<ExportFile>(await graphql(server.url, `query ($o: ID!) { exportOrderBom(orderId: $o) { ${FILE} } }`, { o: orderOf(alpha) }, tokens.customer1));
    expect(file.filename).toBe('Interface-brain_BOM_V2.csv');
    expect(textOf(file)).toBe(`\uFEFFMPN;Designator;Quantity\r\n${KICAD_BOM_ROWS.map((r) => `${r.mpn};${r.designators.join(', ')};${r.quantity}`).join('\r\n')}\r\n`);
  });

  test('the placement list exports in the chosen unit, and as Excel with a translated sheet name', async () => {
    const csv = only<ExportFile>(await graphql(server.url, `query ($o: ID!) { exportOrderPlacement(orderId: $o) { ${FILE} } }`, { o: orderOf(alpha) }, tokens.customer1));
    expect(textOf(csv).split('\r\n')[0]).toBe('\uFEFFDesignator;X (in);Y (in);Rotation;Side');
    only(await graphql(server.url, 'mutation { updateUser(user: { locale: de }) { locale } }', {}, tokens.producer1));
    const excel = only<ExportFile>(await graphql(server.url, `query ($o: ID!) { exportOrderPlacement(orderId: $o, format: Excel, unit: Millimeter) { ${FILE} } }`, { o: orderOf(alpha) }, tokens.producer1));
    expect(excel.filename).toBe('Interface-brain_CPL_V2.xlsx');
    const book = read(bytesOf(excel), { type: 'array' });
    expect(book.SheetNames).toEqual(['Bestückung']);
  });

  test('the order dump holds a folder per request and per producer with the files and OrderData.json; a producer gets only its own order', async () => {
    const dump = only<ExportFile>(await graphql(server.url, `query ($ids: [ID!]!) { exportOrders(superOrderIds: $ids) { ${FILE} } }`, { ids: [superOrder.id] }, tokens.customer1));
    expect(dump.filename).toMatch(/^orders-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/);
    const paths = Object.keys(unzipSync(bytesOf(dump)));
    const producers = [...new Set(paths.map((p) => p.split('/')[1]))];
    expect(paths.every((p) => p.startsWith('Interface-brain/'))).toBe(true);
    expect(producers).toHaveLength(2);
    const alphaFolder = paths.filter((p) => p.startsWith(`Interface-brain/${producers.find((p) => p.startsWith('Alpha'))}/`)).map((p) => p.split('/').slice(2).join('/'));
    expect(alphaFolder).toEqual(
      expect.arrayContaining(['Interface-brain_PCB.zip', 'Interface-brain_GerberJob_V2.gbrjob', 'Interface-brain_BOM_V2.csv', 'Interface-brain_CPL_V2.csv', 'Original/interface-brain_bom_jlc.csv', 'OrderData.json']),
    );
    const data = JSON.parse(new TextDecoder().decode(unzipSync(bytesOf(dump))[paths.find((p) => p.endsWith('OrderData.json'))!]));
    expect(data).toMatchObject({ name: 'Interface brain', pcbVersion: 'V2', status: 'WAITING_FOR_QUOTE' });

    const producerDump = only<ExportFile>(await graphql(server.url, `query ($ids: [ID!]!) { exportOrders(superOrderIds: $ids) { ${FILE} } }`, { ids: [superOrder.id] }, tokens.producer2));
    expect(new Set(Object.keys(unzipSync(bytesOf(producerDump))).map((p) => p.split('/')[1])).size).toBe(1);
    expect(codeOf(await graphql(server.url, `query ($ids: [ID!]!) { exportOrders(superOrderIds: $ids) { ${FILE} } }`, { ids: [superOrder.id] }, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `query ($o: ID!) { exportOrderBom(orderId: $o) { ${FILE} } }`, { o: orderOf(alpha) }, tokens.producer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `query ($ids: [ID!]!) { exportOrders(superOrderIds: $ids) { ${FILE} } }`, { ids: [] }, tokens.admin))).toBe('INVALID_INPUT');
    const adminDump = only<ExportFile>(await graphql(server.url, `query ($ids: [ID!]!) { exportOrders(superOrderIds: $ids) { ${FILE} } }`, { ids: [superOrder.id] }, tokens.admin));
    expect(Object.keys(unzipSync(bytesOf(adminDump))).length).toBe(paths.length);
  });
});
