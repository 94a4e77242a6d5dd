import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildStackup, exportGerberJob, readSentGerberJob } from '@pcbm/domain/board';
import { newOrderDraft, REQUEST_JOB_FILE_NAME, requestBoardSpecification } from '@pcbm/domain/draft';
import { DEMO_COMPANIES } from './application/demo-seed';
import { kicadDesignFiles, quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { deliver, negotiateUntilAccepted } from './testing/order-scenario';
import { acceptedOrder } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const [, alpha, beta, gamma] = DEMO_COMPANIES.map((c) => c.manufacturerId!);

const ORDER_FIELDS = `
  id name placedById asCompanyId placedBy { username } asCompany { name }
  orders {
    id status manufacturerId manufacturer { company { name } } responseDeadline quantity type pcbVersion
    shippingAddress { recipient country city } cancelReason
    pcb { id current { filename path size } } job { current { filename } } placement { current { filename } }
    originalBom { current { filename } } bom { current { filename } } additionalFiles { current { filename } }
    quote { id status accepted reason file { filename path } } quotes { id status }
  }`;

const CREATE = `mutation Create($order: SuperOrderInput!, $pcb: Upload, $job: Upload, $placement: Upload, $originalBom: Upload,
  $additionalFiles: [Upload!], $bom: [ComponentInput!]) {
  createOrder(order: $order, pcb: $pcb, job: $job, placement: $placement, originalBom: $originalBom,
    additionalFiles: $additionalFiles, bom: $bom) { ${ORDER_FIELDS} } }`;
const QUOTE = `mutation Quote($quote: Upload!, $orderId: ID!) { updateOrderQuote(quote: $quote, orderId: $orderId) { ${ORDER_FIELDS} } }`;
const WITHDRAW = `mutation ($orderId: ID!, $quoteId: ID!) { withdrawOrderQuote(orderId: $orderId, quoteId: $quoteId) { ${ORDER_FIELDS} } }`;
const ANSWER = `mutation ($orderId: ID!, $quoteId: ID!, $status: AcceptDeclineStatus!, $reason: CancelReason!) {
  answerOrderQuote(orderId: $orderId, quoteId: $quoteId, status: $status, reason: $reason) { ${ORDER_FIELDS} } }`;
const STATUS = `mutation ($orderId: ID!, $status: OrderStatus!, $reason: CancelReason) {
  updateOrderStatus(orderId: $orderId, status: $status, reason: $reason) { ${ORDER_FIELDS} } }`;

interface OrderView {
  id: string;
  status: string;
  manufacturerId: string;
  responseDeadline: string | null;
  quote: { id: string; status: string; accepted: boolean; file: { path: string } } | null;
  [key: string]: unknown;
}
interface SuperOrderView {
  id: string;
  orders: OrderView[];
  [key: string]: unknown;
}

const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

function codeOf(response: GraphQLResponse): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}

function only<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

describe('the order lifecycle over GraphQL', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  /** A request as it was created, read but not changed. */
  let waitingRequest: SuperOrderView;
  /** A request whose Alpha order went through quotes, acceptance and delivery, read but not changed. */
  let deliveredRequest: SuperOrderView;
  const orderOf = (view: SuperOrderView, manufacturerId: string) => view.orders.find((o) => o.manufacturerId === manufacturerId)!;

  /** A request with real design files, an additional file and a quantity of 25, to Alpha and Beta. */
  const createRequest = () => {
    const files = kicadDesignFiles();
    return graphqlUpload<Record<string, SuperOrderView>>(
      server.url,
      CREATE,
      {
        order: { name: 'Interface brain', manufacturers: [alpha, beta], quantity: 25, shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId },
        pcb: null,
        job: null,
        placement: null,
        originalBom: null,
        additionalFiles: [null],
        bom: [{ designators: ['R1', 'R2'], quantity: 2, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo' }],
      },
      {
        'variables.pcb': files.pcb,
        'variables.job': files.job,
        'variables.placement': files.placement,
        'variables.originalBom': files.originalBom,
        'variables.additionalFiles.0': files.additional,
      },
      tokens.customer1,
    );
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2', 'producer3', 'admin']) tokens[user] = await signIn(server.url, user);
    waitingRequest = only(await createRequest());
    deliveredRequest = only(await createRequest());
    const chosen = orderOf(deliveredRequest, alpha).id;
    await negotiateUntilAccepted(server.url, { chosen, other: orderOf(deliveredRequest, beta).id }, { customer: tokens.customer1, chosen: tokens.producer1, other: tokens.producer2 });
    await deliver(server.url, chosen, { customer: tokens.customer1, producer: tokens.producer1 });
  }, 60_000);
  afterAll(() => server?.close());

  const quote = (user: string, orderId: string, pdf = quotePdf()) =>
    graphqlUpload<Record<string, SuperOrderView>>(server.url, QUOTE, { orderId, quote: null }, { 'variables.quote': pdf }, tokens[user]);
  const answer = (orderId: string, quoteId: string, status: 'ACCEPTED' | 'REJECTED', user = 'customer1') =>
    graphql<Record<string, SuperOrderView>>(server.url, ANSWER, { orderId, quoteId, status, reason: 'COSTS' }, tokens[user]);
  const setStatus = (user: string, orderId: string, status: string, reason?: string) =>
    graphql<Record<string, SuperOrderView>>(server.url, STATUS, { orderId, status, reason }, tokens[user]);

  test('a customer creates a request with real design files to two producers', async () => {
    const response = await createRequest();
    const superOrder = only(response);
    expect(superOrder).toMatchObject({ name: 'Interface brain', placedBy: { username: 'customer1' }, asCompany: { name: 'Demo Customer GmbH' } });
    expect(superOrder.orders).toHaveLength(2);
    for (const order of superOrder.orders) {
      expect(order).toMatchObject({
        status: 'WAITING_FOR_QUOTE',
        quantity: 25,
        type: 'PROTOTYPE',
        pcbVersion: 'V1',
        pcb: { current: { filename: 'interface-brain-gerber.zip' } },
        job: { current: { filename: 'interface-brain-job.gbrjob' } },
        placement: { current: { filename: 'interface-brain_cpl_jlc.csv' } },
        originalBom: { current: { filename: 'interface-brain_bom_jlc.csv' } },
        bom: { current: { filename: 'BOM.json' } },
        additionalFiles: [{ current: { filename: 'LICENSE.md' } }],
      });
      const window = Date.parse(order.responseDeadline!) - Date.now();
      expect(window).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
      expect(window).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
    }
  });

  test('the design files are downloadable by the customer and the chosen producers only', async () => {
    const superOrder = waitingRequest;
    const pcb = (superOrder.orders[0] as unknown as { pcb: { current: { path: string; size: number } } }).pcb.current;
    const download = (user?: string) => fetch(`${server.url}${pcb.path}`, { headers: user ? { authorization: `Bearer ${tokens[user]}` } : {} });
    const byCustomer = await download('customer1');
    expect(byCustomer.status).toBe(200);
    expect((await byCustomer.arrayBuffer()).byteLength).toBe(pcb.size);
    expect((await download('producer1')).status).toBe(200);
    expect((await download('producer3')).status).toBe(404);
    expect((await download('customer2')).status).toBe(404);
    expect((await download()).status).toBe(401);
  });

  test('a request sends the stackup the customer confirmed as its job, with the uploaded job as the original, and the producer reads both', async () => {
    const files = kicadDesignFiles();
    const uploaded = readSentGerberJob(new TextDecoder().decode(files.job.bytes));
    const boardFiles = [
      { name: 'interface-brain-F_Cu.gtl', layer: { kind: 'copper' as const, side: 'top' as const, number: 1 } },
      { name: 'interface-brain-B_Cu.gbl', layer: { kind: 'copper' as const, side: 'bottom' as const, number: 2 } },
      { name: 'interface-brain-Edge_Cuts.gm1', layer: { kind: 'profile' as const, side: 'all' as const } },
    ];
    const stackup = buildStackup(boardFiles, 2).map((row) => (row.fileName === 'interface-brain-F_Cu.gtl' ? { ...row, thickness: 0.07, note: '2 oz, please' } : row));
    const draft = { ...newOrderDraft('d1', new Date()), stackup, board: { width: 144.1, height: 105.1 }, stackupNotes: 'Impedance-controlled traces on L1.' };
    const job = { name: REQUEST_JOB_FILE_NAME, bytes: new TextEncoder().encode(exportGerberJob(requestBoardSpecification(draft, uploaded))) };
    const create = `mutation Create($order: SuperOrderInput!, $pcb: Upload, $job: Upload, $originalJob: Upload, $bom: [ComponentInput!]) {
      createOrder(order: $order, pcb: $pcb, job: $job, originalJob: $originalJob, bom: $bom) {
        orders { manufacturerId warnings { code } job { current { filename path } } originalJob { current { filename } } } } }`;
    type Created = { orders: { manufacturerId: string; warnings: { code: string }[]; job: { current: { filename: string; path: string } }; originalJob: { current: { filename: string } } }[] };
    const response = await graphqlUpload<Record<string, Created>>(
      server.url,
      create,
      { order: { name: 'Interface brain', manufacturers: [alpha], shippingAddress: address, billingAddress: address }, pcb: null, job: null, originalJob: null, bom: [{ designators: ['R1'], quantity: 1, mpn: 'RC0603FR-0710KL', manufacturer: 'Yageo' }] },
      { 'variables.pcb': files.pcb, 'variables.job': job, 'variables.originalJob': files.job },
      tokens.customer1,
    );
    const [order] = only(response).orders;
    expect(order).toMatchObject({ job: { current: { filename: 'gerberJob.gbrjob' } }, originalJob: { current: { filename: 'interface-brain-job.gbrjob' } } });
    expect(order.warnings.map((warning) => warning.code)).not.toContain('JOB_FILE_MISSING');
    const sent = await fetch(`${server.url}${order.job.current.path}`, { headers: { authorization: `Bearer ${tokens.producer1}` } });
    const read = readSentGerberJob(await sent.text());
    expect(read.generalSpecs).toMatchObject({ notes: 'Impedance-controlled traces on L1.', layerNumber: 2, finish: uploaded.generalSpecs.finish });
    expect(read.materialStackup.find((row) => row.fileName === 'interface-brain-F_Cu.gtl')).toMatchObject({ thickness: 0.07, note: '2 oz, please', layer: { kind: 'copper', side: 'top', number: 1 } });
    expect(read.materialStackup.every((row) => row.active)).toBe(true);
  });

  test('bad requests are refused with the catalogue codes and change nothing', async () => {
    const superOrder = waitingRequest;
    const a = orderOf(superOrder, alpha).id;
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "${superOrder.id}") { id } }`))).toBe('UNAUTHENTICATED');
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "${superOrder.id}") { id } }`, {}, 'not-a-token'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "${superOrder.id}") { id } }`, {}, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "${superOrder.id}") { id } }`, {}, tokens.producer3))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `{ fetchOrder(orderId: "00000000-0000-4000-8000-000000000000") { id } }`, {}, tokens.customer1))).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await quote('producer3', a))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await quote('producer1', a, { name: 'quote.pdf', bytes: new TextEncoder().encode('not a pdf') }))).toBe('QUOTE_ADD_FAILED');
    expect(codeOf(await setStatus('producer1', a, 'IN_PRODUCTION'))).toBe('ORDER_STATUS_UPDATE_ILLEGAL');
    expect(codeOf(await setStatus('customer1', a, 'IN_PRODUCTION'))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await setStatus('customer1', a, 'CANCELED_BY_CUSTOMER'))).toBe('ORDER_CANCELLATION_REASON_FAILED');
    expect(codeOf(await graphql(server.url, '{ adminGetAllRequests { totalCount } }', {}, tokens.customer1))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, '{ manufacturerOrders { totalCount } }', {}, tokens.customer1))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
    const invalid = await graphqlUpload(server.url, CREATE, { order: { name: '', manufacturers: [alpha, beta, gamma, alpha], shippingAddress: address, billingAddress: address } }, {}, tokens.customer1);
    expect(codeOf(invalid)).toBe('INVALID_INPUT');
    const unknownProducer = await graphqlUpload(server.url, CREATE, { order: { name: 'x', manufacturers: ['nope'], shippingAddress: address, billingAddress: address } }, {}, tokens.customer1);
    expect(codeOf(unknownProducer)).toBe('NOT_ALL_MANUFACTURERS_FOUND');
    const history = only(await graphql<Record<string, { type: string }[]>>(server.url, `{ fetchOrderHistory(superOrderId: "${superOrder.id}") { type } }`, {}, tokens.admin));
    expect(history.map((e) => e.type)).toEqual(['SuperOrderCreated']);
  });

  test('producers quote, withdraw and re-quote; the customer declines an offer, then accepts one', async () => {
    const superOrder = only(await createRequest());
    const a = orderOf(superOrder, alpha).id;
    const b = orderOf(superOrder, beta).id;

    const offeredA = orderOf(only(await quote('producer1', a)), alpha);
    expect(offeredA).toMatchObject({ status: 'QUOTE_OFFERED', responseDeadline: null, quote: { status: 'OFFERED', accepted: false } });

    const offeredB = only(await quote('producer2', b));
    expect(offeredB.orders).toHaveLength(1);
    const quoteB = offeredB.orders[0].quote!.id;
    const withdrawn = orderOf(only(await graphql<Record<string, SuperOrderView>>(server.url, WITHDRAW, { orderId: b, quoteId: quoteB }, tokens.producer2)), beta);
    expect(withdrawn).toMatchObject({ status: 'WAITING_FOR_QUOTE', quote: { status: 'WITHDRAWN' } });
    expect(withdrawn.responseDeadline).not.toBeNull();
    await quote('producer2', b);

    const declined = orderOf(only(await answer(a, offeredA.quote!.id, 'REJECTED')), alpha);
    expect(declined).toMatchObject({ status: 'WAITING_FOR_QUOTE', quote: { status: 'DECLINED' } });
    expect(codeOf(await answer(a, offeredA.quote!.id, 'ACCEPTED'))).toBe('ORDER_STATUS_UPDATE_ILLEGAL');

    const second = orderOf(only(await quote('producer1', a)), alpha);
    expect(codeOf(await answer(a, second.quote!.id, 'ACCEPTED', 'producer1'))).toBe('USER_NOT_AUTHORIZED');
    const accepted = only(await answer(a, second.quote!.id, 'ACCEPTED'));
    expect(orderOf(accepted, alpha)).toMatchObject({ status: 'WAITING_FOR_PRODUCTION', quote: { status: 'ACCEPTED', accepted: true } });
    expect(orderOf(accepted, beta)).toMatchObject({ status: 'CANCELED_BY_CUSTOMER', cancelReason: 'COSTS' });

    expect(codeOf(await answer(a, second.quote!.id, 'REJECTED'))).toBe('QUOTE_ALREADY_ACCEPTED');
    expect(codeOf(await graphql(server.url, WITHDRAW, { orderId: a, quoteId: second.quote!.id }, tokens.producer1))).toBe('QUOTE_ALREADY_ACCEPTED');
    expect(codeOf(await quote('producer1', a))).toBe('QUOTE_ALREADY_ACCEPTED');
    expect(codeOf(await quote('producer2', b))).toBe('ORDER_STATUS_UPDATE_ILLEGAL');

    const quoteFile = await fetch(`${server.url}${orderOf(accepted, alpha).quote!.file.path}`, { headers: { authorization: `Bearer ${tokens.producer2}` } });
    expect(quoteFile.status).toBe(404);
  });

  test('the producer sets in production and shipped, the customer confirms receipt; then the quote is frozen', async () => {
    const { orderId: a } = await acceptedOrder(server.url, { name: 'Accepted board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, tokens.producer1);
    expect(orderOf(only(await setStatus('producer1', a, 'IN_PRODUCTION')), alpha).status).toBe('IN_PRODUCTION');
    expect(codeOf(await setStatus('customer1', a, 'DONE'))).toBe('ORDER_STATUS_UPDATE_ILLEGAL');
    expect(orderOf(only(await setStatus('producer1', a, 'SHIPPED')), alpha).status).toBe('SHIPPED');
    expect(orderOf(only(await setStatus('customer1', a, 'DONE')), alpha).status).toBe('DONE');
    expect(codeOf(await quote('producer1', a))).toBe('QUOTE_CANNOT_EDIT_COMPLETED_ORDER');
    expect(codeOf(await setStatus('customer1', a, 'CANCELED_BY_CUSTOMER', 'COSTS'))).toBe('ORDER_STATUS_UPDATE_ILLEGAL');
  });

  test('each side lists what it may see', async () => {
    const superOrder = deliveredRequest;
    const mine = only(await graphql<Record<string, { edges: { node: { id: string } }[]; totalCount: number }>>(server.url, '{ orders(first: 10) { totalCount edges { cursor node { id } } pageInfo { hasNextPage } } }', {}, tokens.customer1));
    expect(mine.edges.map((e) => e.node.id)).toContain(superOrder.id);
    const other = only(await graphql<Record<string, { totalCount: number }>>(server.url, '{ orders { totalCount } }', {}, tokens.customer2));
    expect(other.totalCount).toBe(0);

    const producerList = only(await graphql<Record<string, { edges: { node: SuperOrderView }[] }>>(server.url, '{ manufacturerOrders(filter: ALL) { edges { node { id orders { manufacturerId status } } } } }', {}, tokens.producer2));
    const seen = producerList.edges.find((e) => e.node.id === superOrder.id)!.node;
    expect(seen.orders).toEqual([{ manufacturerId: beta, status: 'CANCELED_BY_CUSTOMER' }]);
    const whitelabelOnly = only(await graphql<Record<string, { totalCount: number }>>(server.url, '{ manufacturerOrders(filter: WHITELABEL) { totalCount } }', {}, tokens.producer2));
    expect(whitelabelOnly.totalCount).toBe(0);
    const single = only(await graphql<Record<string, SuperOrderView>>(server.url, `{ manufacturerOrder(orderId: "${orderOf(superOrder, alpha).id}") { id orders { status } } }`, {}, tokens.producer1));
    expect(single.orders).toEqual([{ status: 'DONE' }]);
    expect(codeOf(await graphql(server.url, `{ manufacturerOrder(orderId: "${orderOf(superOrder, alpha).id}") { id } }`, {}, tokens.producer3))).toBe('USER_NOT_AUTHORIZED');

    const all = only(await graphql<Record<string, { edges: { node: { id: string } }[] }>>(server.url, '{ adminGetAllRequests(first: 100, filter: { status: DONE }) { edges { node { id } } } }', {}, tokens.admin));
    expect(all.edges.map((e) => e.node.id)).toContain(superOrder.id);
    const producers = only(await graphql<Record<string, { id: string; company: { name: string } }[]>>(server.url, '{ adminGetAllManufacturersWithCompanyName { id company { name } } }', {}, tokens.admin));
    expect(producers.map((m) => m.company.name)).toEqual(expect.arrayContaining(['Alpha Leiterplatten GmbH', 'Beta Circuits Ltd', 'Gamma Assembly AG']));
  });

  test('the auditor sees every step with who did it, and the order as it was', async () => {
    const superOrder = deliveredRequest;
    const history = only(
      await graphql<Record<string, { type: string; command: string; time: string; actor: { username: string | null; companyName: string | null } }[]>>(
        server.url,
        `{ fetchOrderHistory(superOrderId: "${superOrder.id}") { position streamPosition type time command correlationId causationId actor { kind username companyName } data } }`,
        {},
        tokens.admin,
      ),
    );
    expect(history.map((e) => `${e.type} by ${e.actor.username}`)).toEqual([
      'SuperOrderCreated by customer1',
      'QuoteOffered by producer1',
      'QuoteOffered by producer2',
      'QuoteWithdrawn by producer2',
      'QuoteOffered by producer2',
      'QuoteDeclined by customer1',
      'QuoteOffered by producer1',
      'QuoteAccepted by customer1',
      'OrderCanceledByCustomer by customer1',
      'OrderProductionStarted by producer1',
      'OrderShipped by producer1',
      'OrderReceived by customer1',
    ]);
    expect(history[0]).toMatchObject({ command: 'CreateSuperOrder', actor: { companyName: 'Demo Customer GmbH' } });
    expect(history[9].actor.companyName).toBe('Alpha Leiterplatten GmbH');

    const asOf = only(await graphql<Record<string, SuperOrderView>>(server.url, `query ($id: ID!, $asOf: DateTime!) { fetchOrderAsOf(superOrderId: $id, asOf: $asOf) { orders { status } } }`, { id: superOrder.id, asOf: history[1].time }, tokens.admin));
    expect(asOf.orders.map((o) => o.status).sort()).toEqual(['QUOTE_OFFERED', 'WAITING_FOR_QUOTE']);

    expect(codeOf(await graphql(server.url, `{ fetchOrderHistory(superOrderId: "${superOrder.id}") { type } }`, {}, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `{ fetchOrderHistory(superOrderId: "${superOrder.id}") { type } }`, {}, tokens.producer1))).toBe('USER_NOT_AUTHORIZED');
  });

  test('the auditor exports the history as a signed file that `npm run audit -- verify` checks line by line', async () => {
    const superOrder = deliveredRequest;
    const exported = only(
      await graphql<Record<string, { filename: string; mediaType: string; data: string }>>(server.url, `{ exportOrderHistory(superOrderId: "${superOrder.id}") { filename mediaType data } }`, {}, tokens.admin),
    );
    expect(exported.filename).toMatch(new RegExp(`^order-history-${superOrder.id}-.*\\.jsonl$`));
    expect(exported.mediaType).toBe('application/x-ndjson');
    const text = Buffer.from(exported.data, 'base64').toString('utf8');
    const rows = text.trimEnd().split('\n');
    expect(rows).toHaveLength(14);
    expect(JSON.parse(rows[1]).body).toMatchObject({ type: 'SuperOrderCreated', command: 'CreateSuperOrder', actor: { username: 'customer1' } });

    const folder = mkdtempSync(join(tmpdir(), 'audit-'));
    // The verifier runs as its own process, as auditors run it; asynchronously, so this process keeps serving meanwhile.
    const audit = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
        execFile('npm', ['run', '--silent', 'audit', '--', ...args], { cwd: resolve(__dirname, '../..'), encoding: 'utf8' }, (error, stdout, stderr) =>
          done({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
        );
      });
    const verify = (name: string, content: string) => {
      writeFileSync(join(folder, name), content);
      return audit('verify', join(folder, name));
    };
    const intact = await verify('intact.jsonl', text);
    expect(intact.status).toBe(0);
    expect(intact.stdout).toContain('intact: 12 events');

    const changed = [...rows];
    changed[6] = changed[6].replace('"QuoteDeclined"', '"QuoteAccepted"');
    expect(await verify('changed.jsonl', `${changed.join('\n')}\n`)).toMatchObject({ status: 1, stderr: expect.stringContaining('line 7:') });
    const removed = rows.filter((_, i) => i !== 3);
    expect(await verify('removed.jsonl', `${removed.join('\n')}\n`)).toMatchObject({ status: 1, stderr: expect.stringContaining('line 4:') });
    const reordered = [...rows];
    [reordered[7], reordered[8]] = [reordered[8], reordered[7]];
    expect(await verify('reordered.jsonl', `${reordered.join('\n')}\n`)).toMatchObject({ status: 1, stderr: expect.stringContaining('line 8:') });

    const publicKey = await (await fetch(`${server.url}/audit/public-key`)).json();
    writeFileSync(join(folder, 'key.json'), JSON.stringify(publicKey));
    const trusted = await audit('verify', join(folder, 'intact.jsonl'), '--public-key', join(folder, 'key.json'));
    expect(trusted.status).toBe(0);
    expect(codeOf(await graphql(server.url, `{ exportOrderHistory(superOrderId: "${superOrder.id}") { data } }`, {}, tokens.producer2))).toBe('USER_NOT_AUTHORIZED');
  }, 60_000);
});
