import { readProcessorStatuses } from '@pcbm/platform';
import { DEMO_COMPANIES } from './application/demo-seed';
import { kicadDesignFiles } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { createOrderWithDesign, KICAD_BOM_ROWS } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const request = { name: 'Attacked board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId };

interface Problem {
  field?: string;
  code?: string;
  message: string;
}
const refusalOf = (response: GraphQLResponse) => ({
  code: response.errors?.[0]?.extensions?.code,
  problems: ((response.errors?.[0]?.extensions?.details as { problems?: Problem[] } | undefined)?.problems ?? []) as Problem[],
});
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

/** createOrder with the KiCad board, its job file replaced. */
function createOrderWithJob(url: string, job: UploadedFile, token: string) {
  const files = kicadDesignFiles();
  return graphqlUpload(
    url,
    `mutation ($order: SuperOrderInput!, $pcb: Upload, $job: Upload, $placement: Upload, $originalBom: Upload, $bom: [ComponentInput!]) {
      createOrder(order: $order, pcb: $pcb, job: $job, placement: $placement, originalBom: $originalBom, bom: $bom) { id } }`,
    { order: request, pcb: null, job: null, placement: null, originalBom: null, bom: KICAD_BOM_ROWS },
    { 'variables.pcb': files.pcb, 'variables.job': job, 'variables.placement': files.placement, 'variables.originalBom': files.originalBom },
    token,
  );
}

describe('attack: text and numbers the log cannot hold or people should not see', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1']) tokens[user] = await signIn(server.url, user);
    for (const user of Object.keys(tokens)) data(await graphql(server.url, '{ me { isFirstLogin } }', {}, tokens[user]));
    orderId = data<{ orders: { id: string }[] }>(await createOrderWithDesign(server.url, request, tokens.customer1, 'orders { id }')).orders[0].id;
  }, 60_000);
  afterAll(() => server?.close());

  /** The number of events once every processor has reacted to everything (reactors append too). */
  const eventCount = async () => {
    while ((await readProcessorStatuses(server.system.services.db)).some((processor) => processor.lag > 0)) await new Promise((resolve) => setTimeout(resolve, 20));
    return countEvents();
  };
  const countEvents = async () => Number((await server.system.services.db.query<{ n: string }>('select count(*)::text as n from events')).rows[0].n);

  const attacks: [string, string, () => Promise<GraphQLResponse>, string][] = [
    ['NUL in a chat text', 'customer1', () => graphql(server.url, 'mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { id } }', { c: orderId, t: 'a\u0000b' }, tokens.customer1), 'text'],
    ['a lone surrogate in a chat text', 'producer1', () => graphql(server.url, 'mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { id } }', { c: orderId, t: '\ud800' }, tokens.producer1), 'text'],
    ['NUL in the notes of a request', 'customer1', () => createOrderWithDesign(server.url, { ...request, additionalNotes: 'notes\u0000' }, tokens.customer1), 'additionalNotes'],
    ['NUL in a first name', 'customer2', () => graphql(server.url, 'mutation ($u: UserInput!) { updateUser(user: $u) { id } }', { u: { firstName: '\u0000' } }, tokens.customer2), 'firstName'],
    ['a right-to-left override in a first name', 'customer2', () => graphql(server.url, 'mutation ($u: UserInput!) { updateUser(user: $u) { id } }', { u: { firstName: 'Eve\u202Egnp.exe' } }, tokens.customer2), 'firstName'],
    ['an isolate in a social user name', 'customer2', () => graphql(server.url, 'mutation ($u: UserInput!) { updateUser(user: $u) { id } }', { u: { socialMedia: [{ kind: 'LINKEDIN', username: 'a\u2067b' }] } }, tokens.customer2), 'socialMedia.0.username'],
    ['a right-to-left override in a company name', 'customer2', () => graphql(server.url, 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', { c: { name: 'Evil\u202E', legalName: 'Evil GmbH', industry: 'OtherIndustry', address } }, tokens.customer2), 'name'],
    ['a bell in the contact form', 'anonymous', () => graphql(server.url, 'mutation ($f: ContactFeedbackInput!) { sendFeedback(feedback: $f) }', { f: { name: 'Ann', email: 'ann@example.com', message: 'ring\u0007' } }), 'message'],
    ['NUL in a cancel reason', 'producer1', () => graphql(server.url, 'mutation ($o: ID!, $r: String) { updateOrderStatus(orderId: $o, status: CANCELED_BY_PRODUCER, reason: OTHER, reasonText: $r) { id } }', { o: orderId, r: 'no\u0000' }, tokens.producer1), 'reasonText'],
    ['a bulk price of 1e308', 'customer1', () => createOrderWithDesign(server.url, { ...request, bulkPrices: [-1, 1e308] }, tokens.customer1), 'bulkPrices.1'],
    ['a quantity of 2147483647', 'customer1', () => createOrderWithDesign(server.url, { ...request, quantity: 2147483647 }, tokens.customer1), 'quantity'],
  ];

  test.each(attacks)('given %s, then it is refused with INVALID_INPUT naming the field and nothing is appended', async (_what, _who, attack, field) => {
    const before = await eventCount();
    const refusal = refusalOf(await attack());
    expect(refusal.code).toBe('INVALID_INPUT');
    expect(refusal.problems.map((p) => p.field)).toContain(field);
    expect(await countEvents()).toBe(before);
  });

  test.each([
    ['an empty object', '{}', /^Failed to read Gerber Job JSON: it holds none of/],
    ['objects nested 40,000 levels deep', '{"a":'.repeat(40_000) + '1' + '}'.repeat(40_000), /^Failed to read Gerber Job JSON: it is nested deeper than/],
    ['objects nested 200,000 levels deep, more than 256 KB', '{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000), /^Failed to read Gerber Job JSON: it is larger than 256 KB/],
  ])('given a Gerber job of %s, then the order is refused with the job reader\'s message and nothing is appended', async (_what, content, message) => {
    const before = await eventCount();
    const refusal = refusalOf(await createOrderWithJob(server.url, { name: 'board-job.gbrjob', bytes: new TextEncoder().encode(content) }, tokens.customer1));
    expect(refusal.code).toBe('INVALID_INPUT');
    expect(refusal.problems.find((p) => p.code === 'JOB_UNREADABLE')?.message).toMatch(message);
    expect(await countEvents()).toBe(before);
  });

  test('after the attacks, other people\'s writes are answered with their new state and no deadline error', async () => {
    const renamed = await graphql(server.url, 'mutation ($u: UserInput!) { updateUser(user: $u) { firstName } }', { u: { firstName: 'Zoë' } }, tokens.customer2);
    expect(renamed).toMatchObject({ data: { updateUser: { firstName: 'Zoë' } } });
    expect(renamed.errors).toBeUndefined();
    const sent = await graphql(server.url, 'mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { text } }', { c: orderId, t: 'Line one\r\nLine two 😀' }, tokens.producer1);
    expect(sent).toMatchObject({ data: { sendNewTextMessage: { text: 'Line one\nLine two 😀' } } });
    const health = (await (await fetch(`${server.url}/health`)).json()) as { status: string };
    expect(health.status).toBe('ok');
  });
});
