import { DEMO_COMPANIES } from './application/demo-seed';
import { kicadDesignFiles } from './testing/design-files';
import { graphql, graphqlUpload, signIn } from './testing/graphql-client';
import { CUSTOMER_ADDRESS, createOrderWithDesign, KICAD_BOM_ROWS, resultOf } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const [, alpha, beta] = DEMO_COMPANIES.map((c) => c.manufacturerId!);
const order = { name: 'Interface brain', manufacturers: [alpha, beta], shippingAddress: CUSTOMER_ADDRESS, billingAddress: CUSTOMER_ADDRESS };

interface Summary {
  rowCount: number;
  partsPerBoard: number;
  smtPartCount: number | null;
  thtPartCount: number | null;
}
interface SummarisedRequest {
  id: string;
  orders: { id: string; manufacturerId: string; smtPartCount: number | null; bomSummary: Summary | null }[];
}

const SUMMARY = 'id orders { id manufacturerId smtPartCount bomSummary { rowCount partsPerBoard smtPartCount thtPartCount } }';
const CREATE = `mutation ($order: SuperOrderInput!, $pcb: Upload, $bom: [ComponentInput!]) { createOrder(order: $order, pcb: $pcb, bom: $bom) { ${SUMMARY} } }`;
const UPDATE = `mutation ($update: OrderUpdateInput!, $bom: [ComponentInput!]) { updateOrder(update: $update, bom: $bom) { ${SUMMARY} } }`;

/** A BOM that names each row's mount, with a do-not-place row. */
const MOUNTED_ROWS = [
  { designators: ['R1', 'R2', 'R3'], quantity: 3, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo', mount: 'SMT' },
  { designators: ['J1'], quantity: 1, mpn: '61300411121', manufacturer: 'Würth Elektronik', mount: 'THT', pinCount: 4 },
  { designators: ['C1', 'C2'], quantity: 2, mpn: 'CL10B104KB8NNNC', manufacturer: 'Samsung Electro-Mechanics', mount: 'SMT', doNotPlace: true },
];

describe("an order's BOM summary: the parts per board and the BOM's rows, counted from the BOM it stores", () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  it('given a BOM that names no mount, when the request is read, then both sides see its rows and parts per board and no SMT/THT split', async () => {
    const created = resultOf(await createOrderWithDesign<Record<string, SummarisedRequest>>(server.url, order, tokens.customer1));
    const orderId = created.orders.find((o) => o.manufacturerId === alpha)!.id;
    const expected = { rowCount: KICAD_BOM_ROWS.length, partsPerBoard: 3, smtPartCount: null, thtPartCount: null };

    const customerView = resultOf(await graphql<Record<string, SummarisedRequest>>(server.url, `query ($id: ID!) { fetchOrder(orderId: $id) { ${SUMMARY} } }`, { id: orderId }, tokens.customer1));
    const producerView = resultOf(await graphql<Record<string, SummarisedRequest>>(server.url, `query ($id: ID!) { manufacturerOrder(orderId: $id) { ${SUMMARY} } }`, { id: orderId }, tokens.producer1));

    expect(customerView.orders.map((o) => o.bomSummary)).toEqual([expected, expected]);
    // The request itself sent no part counts: the summary is what tells them.
    expect(customerView.orders[0].smtPartCount).toBeNull();
    expect(producerView.orders.map((o) => [o.id, o.bomSummary])).toEqual([[orderId, expected]]);
  }, 60_000);

  it('given a BOM that names mounts and a do-not-place row, when the request is created, then the parts per board leave that row out and are split into SMT and THT', async () => {
    const created = resultOf(
      await graphqlUpload<Record<string, SummarisedRequest>>(server.url, CREATE, { order, pcb: null, bom: MOUNTED_ROWS }, { 'variables.pcb': kicadDesignFiles().pcb }, tokens.customer1),
    );

    expect(created.orders.map((o) => o.bomSummary)).toEqual([
      { rowCount: 3, partsPerBoard: 4, smtPartCount: 3, thtPartCount: 1 },
      { rowCount: 3, partsPerBoard: 4, smtPartCount: 3, thtPartCount: 1 },
    ]);
  }, 60_000);

  it('given a changed BOM, when the order is read, then the summary counts the BOM as changed', async () => {
    const created = resultOf(await createOrderWithDesign<Record<string, SummarisedRequest>>(server.url, order, tokens.customer1, SUMMARY));
    const changedId = created.orders.find((o) => o.manufacturerId === alpha)!.id;
    expect(created.orders.find((o) => o.id === changedId)!.bomSummary).toEqual({ rowCount: 2, partsPerBoard: 3, smtPartCount: null, thtPartCount: null });

    resultOf(await graphql<Record<string, SummarisedRequest>>(server.url, UPDATE, { update: { orderId: changedId }, bom: MOUNTED_ROWS }, tokens.customer1));

    const read = resultOf(await graphql<Record<string, SummarisedRequest>>(server.url, `query ($id: ID!) { manufacturerOrder(orderId: $id) { ${SUMMARY} } }`, { id: changedId }, tokens.producer1));
    expect(read.orders.map((o) => o.bomSummary)).toEqual([{ rowCount: 3, partsPerBoard: 4, smtPartCount: 3, thtPartCount: 1 }]);
  }, 60_000);
});
