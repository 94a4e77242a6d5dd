import { DEMO_COMPANIES } from './application/demo-seed';
import { quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, readServerSentEvents, signIn, subscribe, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign, CUSTOMER_ADDRESS } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = CUSTOMER_ADDRESS;
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

interface Message {
  kind: string;
  senderRole: string;
  text: string | null;
  orderStatus: string | null;
  quoteStatus: string | null;
  added: boolean | null;
}

describe('the order chat', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2']) tokens[user] = await signIn(server.url, user);
    const created = data<{ orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Chatty board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, 'orders { id }'),
    );
    orderId = created.orders[0].id;
  }, 60_000);
  afterAll(() => server?.close());

  const messages = async (user: string): Promise<Message[]> =>
    data<{ edges: { node: Message }[] }>(
      await graphql(server.url, `{ fetchMessages(chatId: "${orderId}", first: 100) { edges { node { kind senderRole text orderStatus quoteStatus added } } } }`, {}, tokens[user]),
    ).edges.map((e) => e.node);
  const eventually = async (user: string, done: (all: Message[]) => boolean): Promise<Message[]> => {
    for (let i = 0; i < 200; i++) {
      const all = await messages(user);
      if (done(all)) return all;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the chat did not change');
  };
  /** Makes customer2 a member of the customer's company, unless it is one already. */
  const customer2JoinsTheCompany = async () => {
    const { user } = data<{ user: { memberOf: { id: string }[] } }>(await graphql(server.url, '{ me { user { memberOf { id } } } }', {}, tokens.customer2));
    if (user.memberOf.some((company) => company.id === DEMO_COMPANIES[0].companyId)) return;
    data(await graphql(server.url, `mutation { addCompanyEmployee(companyId: "${DEMO_COMPANIES[0].companyId}", emailOrUsername: "customer2") { name } }`, {}, tokens.customer1));
  };
  const unread = async (user: string) =>
    data<{ orders: { unreadMessages: { chatId: string; amount: number } }[] }>(await graphql(server.url, `{ fetchOrder(orderId: "${orderId}") { orders { unreadMessages { chatId amount } } } }`, {}, tokens[user])).orders[0].unreadMessages.amount;

  test('the chat opens with the request and only its two sides may see it', async () => {
    const chat = data<{ assignees: { requesterIds: string[]; handlerIds: string[] }; participants: { role: string; companyName: string; userIds: string[] }[] }>(
      await graphql(server.url, `{ fetchChatByOrderId(orderId: "${orderId}") { id resource assignees { requesterIds handlerIds } participants { role companyName userIds } } }`, {}, tokens.producer1),
    );
    expect(chat.assignees.handlerIds).toHaveLength(1);
    expect(chat.participants.map((p) => [p.role, p.companyName, p.userIds.length])).toEqual([
      ['Requester', 'Demo Customer GmbH', 1],
      ['Handler', 'Alpha Leiterplatten GmbH', 1],
    ]);
    expect(codeOf(await graphql(server.url, `{ fetchChatByOrderId(orderId: "${orderId}") { id } }`, {}, tokens.producer2))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, `{ fetchMessages(chatId: "${orderId}") { totalCount } }`, {}, tokens.customer2))).toBe('USER_NOT_AUTHORIZED');
    const all = await eventually('producer1', (m) => m.length >= 1);
    expect(all[0]).toMatchObject({ kind: 'orderStatus', senderRole: 'System', orderStatus: 'WAITING_FOR_QUOTE' });
  });

  test('texts and system messages count as unread until fetched; long texts are refused with the advice to send a file', async () => {
    const sent = data<Message>(await graphql(server.url, `mutation { sendNewTextMessage(chatId: "${orderId}", text: "  Which copper weight do you need? ") { kind senderRole text } }`, {}, tokens.producer1));
    expect(sent).toEqual({ kind: 'text', senderRole: 'Handler', text: 'Which copper weight do you need?' });
    expect(await unread('customer1')).toBe(2);
    await messages('customer1');
    expect(await unread('customer1')).toBe(0);
    const tooLong = await graphql(server.url, 'mutation ($t: String!) { sendNewTextMessage(chatId: "' + orderId + '", text: $t) { id } }', { t: 'x'.repeat(2501) }, tokens.customer1);
    expect(codeOf(tooLong)).toBe('INVALID_INPUT');
    expect(tooLong.errors![0].extensions!.details).toEqual({ sendAsFile: true });
  });

  test('quotes and company members are announced, once each, also when the announcer starts again or is rebuilt', async () => {
    // The announcements are appended by a processor: their commit wakes the chats read model, no command does.
    const chats = server.system.runners.find((runner) => runner.processor.name === 'chats')!;
    const woken = jest.spyOn(chats, 'wake');
    await graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { id } }', { q: null, o: orderId }, { 'variables.q': quotePdf() }, tokens.producer1);
    await graphql(server.url, `mutation { addCompanyEmployee(companyId: "${DEMO_COMPANIES[0].companyId}", emailOrUsername: "customer2") { name } }`, {}, tokens.customer1);
    const all = await eventually('customer1', (m) => m.some((x) => x.kind === 'companyMember'));
    expect(all.filter((m) => m.kind === 'quote')).toEqual([expect.objectContaining({ quoteStatus: 'OFFERED', senderRole: 'System' })]);
    expect(all.filter((m) => m.kind === 'companyMember')).toEqual([expect.objectContaining({ added: true })]);
    expect(woken).toHaveBeenCalled();
    woken.mockRestore();

    const announcer = server.system.runners.find((runner) => runner.processor.name === 'chat-announcements')!;
    await announcer.stop();
    await announcer.start();
    await announcer.catchUp();
    expect(await messages('customer1')).toHaveLength(all.length);
    await announcer.stop();
    expect(await announcer.rebuild()).toBeGreaterThan(0);
    await announcer.start();
    expect(await messages('customer1')).toHaveLength(all.length);
  });

  test('people join and leave a chat on their side, and send files under 10 MB that only the two sides can download', async () => {
    await customer2JoinsTheCompany();
    const assignees = data<{ assignees: { requesterIds: string[]; handlerIds: string[] } }>(
      await graphql(server.url, `mutation { assignUserToChat(chatId: "${orderId}") { assignees { requesterIds handlerIds } } }`, {}, tokens.customer2),
    ).assignees;
    expect(assignees.requesterIds).toHaveLength(2);
    expect(data(await graphql(server.url, `mutation { unassignUserFromChat(chatId: "${orderId}") }`, {}, tokens.customer2))).toBe(true);

    const send = (bytes: Uint8Array) =>
      graphqlUpload<Record<string, { kind: string; filename: string; fileDescription: string; fileId: string }>>(
        server.url,
        'mutation ($c: ID!, $f: Upload!, $d: String) { sendNewFileMessage(chatId: $c, file: $f, description: $d) { kind filename fileDescription fileId } }',
        { c: orderId, f: null, d: 'Stackup proposal' },
        { 'variables.f': { name: 'stackup.txt', bytes, type: 'text/plain' } },
        tokens.producer1,
      );
    const sent = data(await send(new TextEncoder().encode('4 layers, 1.6 mm')));
    expect(sent).toMatchObject({ kind: 'file', filename: 'stackup.txt', fileDescription: 'Stackup proposal' });
    const { rows } = await server.system.services.db.query<{ path: string }>('select path from stored_files where id = $1', [sent.fileId]);
    const download = (user: string) => fetch(`${server.url}${rows[0].path}`, { headers: { authorization: `Bearer ${tokens[user]}` } });
    expect((await download('customer1')).status).toBe(200);
    expect((await download('producer2')).status).toBe(404);
    expect(codeOf(await send(new Uint8Array(10 * 1024 * 1024)))).toBe('INVALID_INPUT');
  });

  test('messages page backward from the newest, and forward again from a cursor', async () => {
    for (const [user, text] of [['customer1', 'Is 1.6 mm possible?'], ['producer1', 'Yes.'], ['customer1', 'Then 1.6 mm, please.']]) {
      data(await graphql(server.url, 'mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { id } }', { c: orderId, t: text }, tokens[user]));
    }
    type Page = { edges: { cursor: string; node: { kind: string } }[]; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string } };
    const PAGE = 'query ($c: ID!, $first: Int, $after: String, $last: Int, $before: String) { fetchMessages(chatId: $c, first: $first, after: $after, last: $last, before: $before) { totalCount edges { cursor node { kind } } pageInfo { hasNextPage hasPreviousPage startCursor } } }';
    const all = data<Page>(await graphql(server.url, PAGE, { c: orderId, first: 200 }, tokens.customer1)).edges;
    const newest = data<Page>(await graphql(server.url, PAGE, { c: orderId, last: 2 }, tokens.customer1));
    expect(newest.edges.map((e) => e.cursor)).toEqual(all.slice(-2).map((e) => e.cursor));
    expect(newest.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const older = data<Page>(await graphql(server.url, PAGE, { c: orderId, last: 2, before: newest.pageInfo.startCursor }, tokens.customer1));
    expect(older.edges.map((e) => e.cursor)).toEqual(all.slice(-4, -2).map((e) => e.cursor));
    expect(older.pageInfo.hasNextPage).toBe(true);
    expect(codeOf(await graphql(server.url, PAGE, { c: orderId, first: 2, last: 2 }, tokens.customer1))).toBe('INVALID_ARGUMENT');
    expect(codeOf(await graphql(server.url, PAGE, { c: orderId, before: '!!' }, tokens.customer1))).toBe('INVALID_CURSOR');
  });

  test('a page that loaded the order before a change and subscribes after it is told of the change at once', async () => {
    const { orders } = data<{ orders: { id: string; status: string; updatedOn: string }[] }>(
      await graphql(server.url, `{ fetchOrder(orderId: "${orderId}") { orders { id status updatedOn } } }`, {}, tokens.customer1),
    );
    const current = orders.find((o) => o.id === orderId)!;
    const loadedBefore = { status: 'DRAFT', updatedOn: new Date(new Date(current.updatedOn).getTime() - 60_000).toISOString() };
    const query = 'subscription($orderId: ID!, $shown: ShownOrder) { orderUpdates(orderId: $orderId, shown: $shown) { orderId status statusChanged orderChanged newMessages } }';
    const abort = new AbortController();
    const stream = await subscribe(server.url, query, tokens.customer1, abort.signal, { orderId, shown: loadedBefore });
    const events = await readServerSentEvents(stream, (received) => received.length > 0);
    abort.abort();
    expect(events[0]).toMatchObject({ data: { orderUpdates: { orderId, status: current.status, statusChanged: true, orderChanged: true, newMessages: 0 } } });
  });

  test('a page that loaded the chat before a message and subscribes after it is told of the message at once', async () => {
    const count = async () =>
      data<{ totalCount: number }>(await graphql(server.url, `{ fetchMessages(chatId: "${orderId}", last: 1) { totalCount } }`, {}, tokens.customer1)).totalCount;
    const { orders } = data<{ orders: { id: string; status: string; updatedOn: string }[] }>(
      await graphql(server.url, `{ fetchOrder(orderId: "${orderId}") { orders { id status updatedOn } } }`, {}, tokens.customer1),
    );
    const current = orders.find((o) => o.id === orderId)!;
    const loaded = await count();
    await graphql(server.url, `mutation { sendNewTextMessage(chatId: "${orderId}", text: "Sent while the page was still opening") { id } }`, {}, tokens.producer1);
    while ((await count()) === loaded) await new Promise((resolve) => setTimeout(resolve, 20));
    const query = 'subscription($orderId: ID!, $shown: ShownOrder) { orderUpdates(orderId: $orderId, shown: $shown) { orderId statusChanged orderChanged newMessages } }';
    const abort = new AbortController();
    const shown = { status: current.status, updatedOn: current.updatedOn, messages: loaded };
    const stream = await subscribe(server.url, query, tokens.customer1, abort.signal, { orderId, shown });
    const events = await readServerSentEvents(stream, (received) => received.length > 0);
    abort.abort();
    expect(events[0]).toMatchObject({ data: { orderUpdates: { orderId, statusChanged: false, orderChanged: false, newMessages: 1 } } });
  });

  test('an open order page gets live updates over server-sent events when the other side writes or the order changes', async () => {
    const query = `subscription { orderUpdates(orderId: "${orderId}") { orderId status statusChanged orderChanged newMessages } }`;
    const open = (user: string | null, signal: AbortSignal) => subscribe(server.url, query, user ? tokens[user] : undefined, signal);
    const abort = new AbortController();
    const stream = await open('customer1', abort.signal);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const received = readServerSentEvents(stream, (events) => events.some((e) => JSON.stringify(e).includes('"newMessages":1')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await graphql(server.url, `mutation { sendNewTextMessage(chatId: "${orderId}", text: "The boards are ready for a quote") { id } }`, {}, tokens.producer1);
    const events = await received;
    abort.abort();
    expect(events.at(-1)).toMatchObject({ data: { orderUpdates: { orderId, newMessages: 1, statusChanged: false } } });

    const strangerAbort = new AbortController();
    const refused = await readServerSentEvents(await open('producer2', strangerAbort.signal), (e) => e.length > 0);
    strangerAbort.abort();
    expect(JSON.stringify(refused)).toContain('USER_NOT_AUTHORIZED');
  });
});
