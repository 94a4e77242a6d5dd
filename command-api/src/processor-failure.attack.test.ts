import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatStreamId, CURRENT_EVENT_VERSIONS, personalDataFields } from '@pcbm/domain';
import { isolatedPostgres } from '@pcbm/platform/testing';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, signIn, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const request = { name: 'Poisoned board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId };
const SECRET = 'my secret text';

interface Health {
  status: string;
  processors: { name: string; status: string; position: string; lag: number; failures: number; lastError: { code: string; eventId: string | null; eventType: string | null } | null }[];
}
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

describe('attack: an event in the log that a projector cannot handle', () => {
  let dataDir: string;
  let postgres: { url: string; drop(): Promise<void> } | null;
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let orderId: string;
  let poisonedEventId: string;
  const logged: string[] = [];

  const start = () => startTestServer({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  const health = async (): Promise<Health> => (await fetch(`${server.url}/health`)).json() as Promise<Health>;
  const chatsOn = async () => (await health()).processors.find((p) => p.name === 'chats');

  beforeAll(async () => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    dataDir = await mkdtemp(join(tmpdir(), 'pcbm-poison-'));
    postgres = process.env.DATABASE_URL ? await isolatedPostgres(process.env.DATABASE_URL) : null;
    server = await start();
    for (const user of ['customer1', 'customer2', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
    const customerId = data<{ user: { id: string } }>(await graphql(server.url, '{ me { user { id } } }', {}, tokens.customer1)).user.id;
    for (const user of ['customer2', 'producer1', 'admin']) data(await graphql(server.url, '{ me { isFirstLogin } }', {}, tokens[user]));
    orderId = data<{ orders: { id: string }[] }>(await createOrderWithDesign(server.url, request, tokens.customer1, 'orders { id }')).orders[0].id;

    // An old row, written before texts were checked: sealed like any personal data, so the log itself took it.
    const { db, vault } = server.system.services;
    const message = { chatId: orderId, messageId: randomUUID(), senderId: customerId, senderRole: 'Requester', text: `${SECRET} a\u0000b`, occurredAt: new Date().toISOString() };
    const sealed = await vault.protect(db, message, personalDataFields('TextMessageSent', message, {}));
    poisonedEventId = randomUUID();
    // The chat's stream begins with the announcement of the request, which the chat announcer appends in the background.
    while ((await db.query('select 1 from events where stream_id = $1', [chatStreamId(orderId)])).rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    // One statement after the chat's last position; the unique (stream, position) index refuses it if the announcer
    // appended meanwhile, and it is written again after that.
    for (let written = false; !written; ) {
      written = await db
        .query(
          `insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
           select $1, coalesce(max(stream_position), 0) + 1, $2, 'TextMessageSent', $3, $4::jsonb, $5::jsonb from events where stream_id = $1`,
          [chatStreamId(orderId), poisonedEventId, CURRENT_EVENT_VERSIONS.TextMessageSent, JSON.stringify(sealed), JSON.stringify({ correlationId: randomUUID(), causationId: randomUUID(), actor: { kind: 'USER', userId: customerId } })],
        )
        .then(() => true, (error: { code?: string }) => (error.code === '23505' ? false : Promise.reject(error)));
    }
    for (const runner of server.system.runners) runner.wake();
    while ((await chatsOn())?.status !== 'failing') await new Promise((resolve) => setTimeout(resolve, 25));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  test('then /health reports the chats projector failing on that event, by code and id, without the text', async () => {
    const report = await health();
    expect(report.status).toBe('degraded');
    expect(report.processors.find((p) => p.name === 'chats')).toMatchObject({ status: 'failing', lastError: { eventId: poisonedEventId, eventType: 'TextMessageSent' } });
    expect(report.processors.find((p) => p.name === 'chats')!.lag).toBeGreaterThan(0);
    expect(report.processors.find((p) => p.name === 'orders')).toMatchObject({ status: 'ok' });
    expect(JSON.stringify(report)).not.toContain(SECRET);
  });

  test('then admins see it through adminProcessorStatus, and nobody else may ask', async () => {
    const statuses = data<{ name: string; status: string; lastError: { code: string; eventId: string } | null }[]>(
      await graphql(server.url, '{ adminProcessorStatus { name status position lag failures failingSince lastError { code detail at eventId eventType eventPosition } } }', {}, tokens.admin),
    );
    expect(statuses.find((s) => s.name === 'chats')).toMatchObject({ status: 'failing', lastError: { eventId: poisonedEventId } });
    expect(codeOf(await graphql(server.url, '{ adminProcessorStatus { name } }', {}, tokens.customer1))).toBe('USER_NOT_AUTHORIZED');
  });

  test('then commands that do not need the chats read model still answer with their new state', async () => {
    expect(await graphql(server.url, 'mutation ($u: UserInput!) { updateUser(user: $u) { firstName } }', { u: { firstName: 'Carla' } }, tokens.customer2)).toMatchObject({ data: { updateUser: { firstName: 'Carla' } } });
    const created = await createOrderWithDesign(server.url, { ...request, name: 'Next board' }, tokens.customer1, 'name');
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({ createOrder: { name: 'Next board' } });
  });

  test('then a message in the stuck chat is kept and answered as written with DEADLINE_EXCEEDED, not INTERNAL_SERVER_ERROR', async () => {
    const sent = await graphql(server.url, 'mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { kind text senderRole } }', { c: orderId, t: 'still there?' }, tokens.producer1);
    expect(sent.errors?.map((error) => error.extensions?.code)).toEqual(['DEADLINE_EXCEEDED']);
    expect(sent.errors?.[0].extensions?.details).toEqual({ readModels: ['chats'] });
    expect(sent.data).toEqual({ sendNewTextMessage: { kind: 'text', text: 'still there?', senderRole: 'Handler' } });
    const { rows } = await server.system.services.db.query<{ n: number }>("select count(*)::int as n from events where stream_id = $1 and event_type = 'TextMessageSent'", [chatStreamId(orderId)]);
    expect(rows[0].n).toBe(2);
  });

  test('then the product starts again on the same data, still reports the processor and still takes writes', async () => {
    await server.close();
    server = await start();
    expect((await chatsOn())).toMatchObject({ status: 'failing', lastError: { eventId: poisonedEventId } });
    const token = await signIn(server.url, 'customer2');
    expect(await graphql(server.url, 'mutation ($u: UserInput!) { updateUser(user: $u) { firstName } }', { u: { firstName: 'Carla Maria' } }, token)).toMatchObject({ data: { updateUser: { firstName: 'Carla Maria' } } });
  });

  test('then nothing logged on the way quotes the text or the names', () => {
    expect(logged.some((line) => line.includes('chats') && line.includes(poisonedEventId))).toBe(true);
    for (const line of logged) {
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain('Carla');
    }
  });
});
