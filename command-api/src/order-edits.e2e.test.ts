import { zipSync, unzipSync } from 'fflate';
import { DEMO_COMPANIES } from './application/demo-seed';
import { kicadDesignFiles, quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { acceptedOrder, createOrderWithDesign, KICAD_BOM_ROWS } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const [, alpha, beta, gamma] = DEMO_COMPANIES.map((c) => c.manufacturerId!);
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

const FIELDS = `id orders { id status manufacturerId quantity pcbVersion shippingAddress { city } requiredOperations
  warnings { code message file subject more } feedback { completionTime platform comment }
  pcb { id current { filename } history { filename } } job { current { filename } } bom { id current { id } history { id } }
  placement { current { filename } } originalBom { current { filename } } additionalFiles { current { filename } } quote { id } }`;

interface Order {
  id: string;
  status: string;
  manufacturerId: string;
  quantity: number;
  warnings: { code: string; file: string | null; subject: string | null; more: number | null }[];
  pcb: { id: string; current: { filename: string } } | null;
  bom: { id: string; current: { id: string }; history: { id: string }[] } | null;
  additionalFiles: { current: { filename: string } }[];
  quote: { id: string } | null;
  [key: string]: unknown;
}
interface SuperOrder {
  id: string;
  orders: Order[];
}

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const problemCodes = (response: GraphQLResponse) =>
  ((response.errors?.[0]?.extensions as { details?: { problems?: { code: string }[] } } | undefined)?.details?.problems ?? []).map((p) => p.code);
function only<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

const CREATE = `mutation ($order: SuperOrderInput!, $pcb: Upload, $job: Upload, $bom: [ComponentInput!]) {
  createOrder(order: $order, pcb: $pcb, job: $job, bom: $bom) { id } }`;
const UPDATE = `mutation ($update: OrderUpdateInput!, $bom: [ComponentInput!], $pcb: Upload, $additionalFiles: [Upload!]) {
  updateOrder(update: $update, bom: $bom, pcb: $pcb, additionalFiles: $additionalFiles) { ${FIELDS} } }`;
const RE_ADD = `mutation ($order: ReAddOrderInput!, $pcb: Upload, $additionalFiles: [Upload!]) {
  reAddOrder(order: $order, pcb: $pcb, additionalFiles: $additionalFiles) { ${FIELDS} } }`;
const MESSAGES = `query ($chatId: ID!) { fetchMessages(chatId: $chatId, first: 200) { edges { node { kind parameter changedTo operation numberComponents fileKind } } } }`;

describe('orders with design data: server checks, changes, re-adding and feedback', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  /** The request to Alpha and Beta as it was created. */
  let superOrder: SuperOrder;
  const order = (manufacturerId: string, view = superOrder) => view.orders.find((o) => o.manufacturerId === manufacturerId)!;
  const requests = async () => only<{ totalCount: number }>(await graphql(server.url, '{ orders { totalCount } }', {}, tokens.customer1)).totalCount;
  const messages = async (orderId: string, user = 'producer1') =>
    only<{ edges: { node: Record<string, unknown> }[] }>(await graphql(server.url, MESSAGES, { chatId: orderId }, tokens[user])).edges.map((e) => e.node);
  const waitForMessages = async (orderId: string, predicate: (nodes: Record<string, unknown>[]) => boolean, user = 'producer1') => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const nodes = await messages(orderId, user);
      if (predicate(nodes)) return nodes;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return messages(orderId, user);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2', 'producer3']) tokens[user] = await signIn(server.url, user);
    superOrder = only(
      await createOrderWithDesign<Record<string, SuperOrder>>(
        server.url,
        { name: 'Interface brain', manufacturers: [alpha, beta], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId },
        tokens.customer1,
        FIELDS,
      ),
    );
  }, 60_000);
  afterAll(() => server?.close());

  test('createOrder re-checks the design data on the server: bad uploads are refused with their codes and change nothing', async () => {
    const before = await requests();
    const files = kicadDesignFiles();
    const order = { name: 'Broken board', manufacturers: [alpha], shippingAddress: address, billingAddress: address };
    const withoutGerber = await graphql(server.url, CREATE, { order, bom: KICAD_BOM_ROWS }, tokens.customer1);
    expect(codeOf(withoutGerber)).toBe('INVALID_INPUT');
    expect(problemCodes(withoutGerber)).toContain('GERBER_MISSING');
    const brokenJob = await graphqlUpload(server.url, CREATE, { order, pcb: null, job: null, bom: KICAD_BOM_ROWS }, { 'variables.pcb': files.pcb, 'variables.job': { name: 'board.gbrjob', bytes: new TextEncoder().encode('{ nope') } }, tokens.customer1);
    expect(problemCodes(brokenJob)).toEqual(['JOB_UNREADABLE']);
    expect(brokenJob.errors?.[0]?.message).toMatch(/Failed to read Gerber Job JSON/);
    const noParts = await graphqlUpload(server.url, CREATE, { order, pcb: null, bom: [] }, { 'variables.pcb': files.pcb }, tokens.customer1);
    expect(problemCodes(noParts)).toContain('NO_COMPONENT_TABLE');
    const badDesignator = await graphqlUpload(server.url, CREATE, { order, pcb: null, bom: [{ designators: ['12'], quantity: 1, mpn: 'X' }] }, { 'variables.pcb': files.pcb }, tokens.customer1);
    expect(problemCodes(badDesignator)).toContain('designatorInvalid');
    const notAMember = await createOrderWithDesign(server.url, { ...order, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer2);
    expect(codeOf(notAMember)).toBe('USER_NOT_IN_COMPANY');
    const tooMany = await createOrderWithDesign(server.url, { ...order, manufacturers: [alpha, beta, gamma, 'x'] }, tokens.customer1);
    expect(codeOf(tooMany)).toBe('INVALID_INPUT');
    const longName = await createOrderWithDesign(server.url, { ...order, name: 'x'.repeat(101) }, tokens.customer1);
    expect(longName.errors?.[0]?.message).toMatch(/less than 100 characters/);
    expect(codeOf(await graphql(server.url, CREATE, { order, bom: KICAD_BOM_ROWS }))).toBe('UNAUTHENTICATED');
    expect(await requests()).toBe(before);
  });

  test('an accepted request keeps its warnings: placements of parts missing from the parts list', () => {
    for (const o of superOrder.orders) {
      expect(o.status).toBe('WAITING_FOR_QUOTE');
      expect(o.warnings.some((w) => w.file === 'interface-brain_cpl_jlc.csv')).toBe(true);
      // Each names the part it is about, for the request pages to list them in the reader's language; past a hundred,
      // one warning counts the rest.
      const named = o.warnings.filter((w) => w.code === 'designatorNotInBom' && w.more === null);
      expect(named.length).toBeGreaterThan(0);
      expect(named.length).toBeLessThanOrEqual(100);
      expect(named.every((w) => /^[A-Z]+\d+$/.test(w.subject ?? ''))).toBe(true);
    }
  });

  test('the customer changes quantity, address, services and the parts list; each change is announced in the chat', async () => {
    const orderId = order(alpha).id;
    const rows = [...KICAD_BOM_ROWS, { designators: ['U1'], quantity: 1, mpn: 'STM32F103C8T6', manufacturer: 'ST' }];
    const updated = only<SuperOrder>(
      await graphql(server.url, UPDATE, { update: { orderId, quantity: 50, shippingAddress: { ...address, city: 'München', zipcode: '80331' }, requiredOperations: ['AOI2D'] }, bom: rows }, tokens.customer1),
    );
    const changed = order(alpha, updated);
    expect(changed).toMatchObject({ quantity: 50, shippingAddress: { city: 'München' }, requiredOperations: ['AOI2D'] });
    expect(changed.bom!.id).toBe(order(alpha).bom!.id);
    expect(changed.bom!.history).toHaveLength(1);
    expect(order(beta, updated).quantity).toBe(1);
    const nodes = await waitForMessages(orderId, (n) => n.some((m) => m.kind === 'electronicComponents'));
    expect(nodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'parameterChange', parameter: 'quantity', changedTo: '50' }),
        expect.objectContaining({ kind: 'parameterChange', parameter: 'shippingAddress', changedTo: null }),
        expect.objectContaining({ kind: 'parameterChange', parameter: 'requiredOperations', changedTo: 'AOI2D' }),
        expect.objectContaining({ kind: 'orderFile', fileKind: 'bom' }),
        expect.objectContaining({ kind: 'electronicComponents', operation: 'ADDED', numberComponents: 1 }),
      ]),
    );
    const again = await messages(orderId);
    expect(again.filter((m) => m.parameter === 'quantity')).toHaveLength(1);
  });

  test('a change of the parameters alone is not a change of the design: the stored files are not read and checked again', async () => {
    const orderId = order(alpha).id;
    const check = jest.spyOn(server.system.services.uploadWorkers, 'check');
    try {
      only(await graphql(server.url, UPDATE, { update: { orderId, quantity: 60, pcbVersion: 'v1.1' } }, tokens.customer1));
      expect(check).not.toHaveBeenCalled();
      only(await graphql(server.url, UPDATE, { update: { orderId }, bom: KICAD_BOM_ROWS }, tokens.customer1));
      expect(check).toHaveBeenCalledTimes(1);
    } finally {
      check.mockRestore();
    }
    const nodes = await waitForMessages(orderId, (n) => n.some((m) => m.parameter === 'pcbVersion'));
    expect(nodes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'parameterChange', parameter: 'quantity', changedTo: '60' })]));
  });

  test('a new version of the PCB files is checked and added to the same versioned file; additional files are added', async () => {
    const orderId = order(alpha).id;
    const files = kicadDesignFiles();
    const updated = only<SuperOrder>(
      await graphqlUpload(server.url, UPDATE, { update: { orderId }, pcb: null, additionalFiles: [null] }, { 'variables.pcb': { ...files.pcb, name: 'interface-brain-v2.zip' }, 'variables.additionalFiles.0': files.additional }, tokens.customer1),
    );
    expect(order(alpha, updated).pcb).toMatchObject({ id: order(alpha).pcb!.id, current: { filename: 'interface-brain-v2.zip' } });
    expect(order(alpha, updated).additionalFiles).toHaveLength(1);
    const broken = await graphqlUpload(server.url, UPDATE, { update: { orderId }, pcb: null }, { 'variables.pcb': { name: 'notes.zip', bytes: zipSync({ 'readme.txt': new TextEncoder().encode('hello') }) } }, tokens.customer1);
    expect(problemCodes(broken)).toContain('GERBER_MISSING');
  });

  test('only the customer changes the request, and only while it is editable', async () => {
    const orderId = order(beta).id;
    expect(codeOf(await graphql(server.url, UPDATE, { update: { orderId, quantity: 3 } }, tokens.producer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, UPDATE, { update: { orderId, quantity: 0 } }, tokens.customer1))).toBe('INVALID_INPUT');
    const quoted = only<SuperOrder>(await graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { id orders { id manufacturerId quote { id } } } }', { q: null, o: orderId }, { 'variables.q': quotePdf() }, tokens.producer2));
    const quoteId = order(beta, quoted).quote!.id;
    only(await graphql(server.url, 'mutation ($o: ID!, $q: ID!) { answerOrderQuote(orderId: $o, quoteId: $q, status: ACCEPTED, reason: COSTS) { id } }', { o: orderId, q: quoteId }, tokens.customer1));
    expect(codeOf(await graphql(server.url, UPDATE, { update: { orderId, quantity: 3 } }, tokens.customer1))).toBe('ORDER_NOT_EDITABLE');
  });

  test('re-adding to one new producer copies the first-uploaded files, not the additional ones, by the merge rules', async () => {
    const keepAll = ['pcb', 'job', 'bom', 'placement'].map((file) => ({ file, choice: 'KEEP' }));
    const base = { superOrderId: superOrder.id, manufacturer: gamma };
    const noChoice = await graphql(server.url, RE_ADD, { order: { ...base, files: keepAll.slice(1) } }, tokens.customer1);
    expect(problemCodes(noChoice)).toEqual(['MERGE_CHOICE_MISSING']);
    const files = kicadDesignFiles();
    const fewer = unzipSync(files.pcb.bytes);
    delete fewer[Object.keys(fewer)[0]];
    const fewerFiles: UploadedFile = { name: 'fewer.zip', bytes: zipSync(fewer) };
    const mismatch = await graphqlUpload(server.url, RE_ADD, { order: { ...base, files: [...keepAll.slice(1), { file: 'pcb', choice: 'REPLACE' }] }, pcb: null }, { 'variables.pcb': fewerFiles }, tokens.customer1);
    expect(problemCodes(mismatch)).toEqual(['PCB_FILE_COUNT_MISMATCH']);
    expect(codeOf(await graphql(server.url, RE_ADD, { order: { ...base, files: [...keepAll, { file: 'additional', choice: 'REPLACE' }] } }, tokens.customer1))).toBe('INVALID_INPUT');
    expect(codeOf(await graphql(server.url, RE_ADD, { order: { ...base, manufacturer: beta, files: keepAll } }, tokens.customer1))).toBe('SELECTION_ERROR');
    expect(codeOf(await graphql(server.url, RE_ADD, { order: { ...base, files: keepAll } }, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');

    const reAdded = only<SuperOrder>(await graphql(server.url, RE_ADD, { order: { ...base, quantity: 10, files: keepAll } }, tokens.customer1));
    expect(reAdded.orders).toHaveLength(3);
    const added = order(gamma, reAdded);
    expect(added).toMatchObject({ status: 'WAITING_FOR_QUOTE', quantity: 10, pcb: { current: { filename: 'interface-brain-gerber.zip' } }, additionalFiles: [] });
    expect(added.pcb!.id).not.toBe(order(alpha).pcb!.id);
    const producerView = only<SuperOrder>(await graphql(server.url, `query ($id: ID!) { manufacturerOrder(orderId: $id) { id orders { id } } }`, { id: added.id }, tokens.producer3));
    expect(producerView.orders.map((o) => o.id)).toEqual([added.id]);
    const nodes = await waitForMessages(added.id, (n) => n.length > 0, 'producer3');
    expect(nodes[0]).toMatchObject({ kind: 'orderStatus' });
  });

  test('feedback is given once the order is received, and ORDER_FEEDBACK_UPDATE_FAILED before or out of range', async () => {
    const { orderId } = await acceptedOrder(server.url, { name: 'Rated board', manufacturers: [beta], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, tokens.producer2);
    const FEEDBACK = `mutation ($o: ID!, $f: OrderFeedbackInput!) { updateOrderFeedback(orderId: $o, feedback: $f) { ${FIELDS} } }`;
    const ratings = { completionTime: 5, customerSupport: 4, productionQuality: 5, platform: 4, comment: 'Fast and clean' };
    expect(codeOf(await graphql(server.url, FEEDBACK, { o: orderId, f: ratings }, tokens.customer1))).toBe('ORDER_FEEDBACK_UPDATE_FAILED');
    for (const status of ['IN_PRODUCTION', 'SHIPPED']) only(await graphql(server.url, `mutation ($o: ID!) { updateOrderStatus(orderId: $o, status: ${status}) { id } }`, { o: orderId }, tokens.producer2));
    only(await graphql(server.url, `mutation ($o: ID!) { updateOrderStatus(orderId: $o, status: DONE) { id } }`, { o: orderId }, tokens.customer1));
    expect(codeOf(await graphql(server.url, FEEDBACK, { o: orderId, f: { ...ratings, platform: 9 } }, tokens.customer1))).toBe('ORDER_FEEDBACK_UPDATE_FAILED');
    expect(codeOf(await graphql(server.url, FEEDBACK, { o: orderId, f: ratings }, tokens.producer2))).toBe('USER_NOT_AUTHORIZED');
    const rated = only<SuperOrder>(await graphql(server.url, FEEDBACK, { o: orderId, f: ratings }, tokens.customer1));
    expect(order(beta, rated).feedback).toEqual({ completionTime: 5, platform: 4, comment: 'Fast and clean' });
  });
});
