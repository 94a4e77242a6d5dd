import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { PgDatabase } from '@pcbm/platform';
import { isolatedPostgres, ROOMY_THROTTLING, signInOnForm } from '@pcbm/platform/testing';
import { DEMO_COMPANIES } from './application/demo-seed';
import { quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, readServerSentEvents, signIn, subscribe, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign } from './testing/orders';
import { freePort, startProductProcess, type ProductProcess } from './testing/product-process';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtp-receiver';

/**
 * The product as it runs on many machines: two API processes (PROJECTIONS=worker) and two workers against one
 * PostgreSQL, mails to a real SMTP server and, when KAFKA_BROKERS is set, integration events to a real Kafka.
 */
const databaseUrl = process.env.DATABASE_URL;
const brokers = process.env.KAFKA_BROKERS;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

function data<T>(response: GraphQLResponse): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0] as T;
}

async function eventually<T>(probe: () => Promise<T>, holds: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

describeOnPostgres('two API processes and two workers on one PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof isolatedPostgres>>;
  let smtp: SmtpReceiver;
  let dataDir: string;
  let apis: ProductProcess[] = [];
  const workers: Record<string, ProductProcess | null> = {};
  let sharedEnv: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  let sql: PgDatabase;

  /** How many processor leases each process holds; processes name themselves to PostgreSQL by application_name. */
  async function leasesByProcess(): Promise<Record<string, number>> {
    const { rows } = await sql.query<{ name: string; leases: number }>(
      `select a.application_name as name, count(*)::int as leases from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and a.application_name like 'pcbm-%' group by a.application_name`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.leases]));
  }

  const urlNamed = (name: string) => {
    const url = new URL(postgres.url);
    url.searchParams.set('application_name', `pcbm-${name}`);
    return url.toString();
  };

  beforeAll(async () => {
    postgres = await isolatedPostgres(databaseUrl!);
    sql = new PgDatabase(databaseUrl!, 1);
    smtp = await startSmtpReceiver();
    dataDir = await mkdtemp(join(tmpdir(), 'pcbm-scale-'));
    // Both APIs share the files folder, as replicas share a volume, and the issuer's key in it.
    const env = { ...ROOMY_THROTTLING, DATA_DIR: dataDir, PROJECTIONS: 'worker', SMTP_URL: smtp.url, MAIL_POLL_MS: '100', ...(brokers ? { KAFKA_BROKERS: brokers } : {}) };
    // Behind one address, as a load balancer shows them: the issuer in the tokens is the same for both.
    const firstPort = await freePort();
    const shared = { ...env, PUBLIC_URL: `http://127.0.0.1:${firstPort}` };
    sharedEnv = shared;
    // All four start at once on the empty database, as a first deployment starts its replicas and workers.
    const started = await Promise.allSettled([
      startProductProcess('api-1', 'main', { ...shared, DATABASE_URL: urlNamed('api-1') }, 90_000, firstPort),
      startProductProcess('api-2', 'main', { ...shared, DATABASE_URL: urlNamed('api-2') }, 90_000),
      startProductProcess('worker-1', 'worker', { ...shared, DATABASE_URL: urlNamed('worker-1') }, 90_000),
      startProductProcess('worker-2', 'worker', { ...shared, DATABASE_URL: urlNamed('worker-2') }, 90_000),
    ]);
    const [first, second, worker1, worker2] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
    apis = [first, second].filter((api) => api !== null);
    Object.assign(workers, { 'worker-1': worker1, 'worker-2': worker2 });
    const failed = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    if (failed.length > 0) throw new Error(`not every process started:\n${failed.join('\n')}`);
    for (const user of ['customer1', 'producer1', 'admin']) tokens[user] = await signIn(first!.url, user);
  }, 180_000);

  afterAll(async () => {
    for (const process of [...apis, ...Object.values(workers)]) await process?.stop();
    await sql?.close();
    await smtp?.close();
    await postgres?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const [api1, api2] = [() => apis[0].url, () => apis[1].url];
  const request = async (url: string, name: string) =>
    data<{ id: string; orders: { id: string }[] }>(
      await createOrderWithDesign(url, { name, manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, 'id orders { id }'),
    );
  const say = (url: string, user: string, orderId: string, text: string) => graphql(url, 'mutation ($c: ID!, $t: String!) { sendNewTextMessage(chatId: $c, text: $t) { id } }', { c: orderId, t: text }, tokens[user]);
  type Message = { kind: string; senderRole: string; quoteStatus: string | null };
  const messages = async (url: string, orderId: string) =>
    data<{ edges: { node: Message }[] }>(await graphql(url, `{ fetchMessages(chatId: "${orderId}", first: 200) { edges { node { kind senderRole quoteStatus } } } }`, {}, tokens.customer1)).edges.map((e) => e.node);

  test('a request written through one API is read through the other, with every read model current', async () => {
    const created = await request(api2(), 'Scale board one');
    const orderId = created.orders[0].id;
    // The writer waited for the orders read model and the chat announcement on the workers; the other API reads the
    // same rows. The chats read model shows the announcement when it has read it, which the writer does not wait for.
    const seenOrder = await graphql(api1(), `{ manufacturerOrder(orderId: "${orderId}") { name orders { id status } } }`, {}, tokens.producer1);
    expect(data<{ name: string; orders: { id: string; status: string }[] }>(seenOrder)).toEqual({ name: 'Scale board one', orders: [{ id: orderId, status: 'WAITING_FOR_QUOTE' }] });
    const firstMessages = () =>
      graphql(api1(), `{ fetchMessages(chatId: "${orderId}", first: 10) { edges { node { kind orderStatus } } } }`, {}, tokens.producer1).then(
        (answer) => data<{ edges: { node: unknown }[] }>(answer).edges,
      );
    const seenByProducer = await eventually(firstMessages, (edges) => edges.length > 0, 5_000);
    expect(seenByProducer[0].node).toEqual({ kind: 'orderStatus', orderStatus: 'WAITING_FOR_QUOTE' });
    const sent = await say(api1(), 'producer1', orderId, 'Written through the first API');
    expect(sent.errors).toBeUndefined();
    expect((await messages(api2(), orderId)).filter((m) => m.kind === 'text')).toHaveLength(1);
  }, 60_000);

  test('a page open on one API gets the live update of a message written through the other', async () => {
    const { orders } = await request(api1(), 'Scale board two');
    const orderId = orders[0].id;
    const abort = new AbortController();
    const stream = await subscribe(api2(), `subscription { orderUpdates(orderId: "${orderId}") { orderId newMessages } }`, tokens.customer1, abort.signal);
    const received = readServerSentEvents(stream, (events) => events.some((e) => JSON.stringify(e).includes('"newMessages":1')));
    await new Promise((wait) => setTimeout(wait, 500));
    expect((await say(api1(), 'producer1', orderId, 'Seen on the other API?')).errors).toBeUndefined();
    const events = await received;
    abort.abort();
    expect(events.at(-1)).toEqual({ data: { orderUpdates: { orderId, newMessages: 1 } } });
  }, 60_000);

  test('a sign-in on the form of one API is completed at the other, and a sign-out through one is refused by the other within seconds', async () => {
    const redirectUri = `${api1()}/request-history`;
    const { code, verifier } = await signInOnForm(`${api1()}/oidc`, { clientId: 'marketplace', redirectUri, username: 'customer2', password: 'demo' });
    const exchanged = await fetch(`${api2()}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'marketplace', code, redirect_uri: redirectUri, code_verifier: verifier }),
    });
    expect(exchanged.status).toBe(200);
    const { access_token: accessToken, id_token: idToken } = (await exchanged.json()) as { access_token: string; id_token: string };
    const me = (url: string) => graphql(url, '{ me { user { username } } }', {}, accessToken);
    expect((await me(api1())).data).toEqual({ me: { user: { username: 'customer2' } } });
    expect((await me(api2())).data).toEqual({ me: { user: { username: 'customer2' } } });

    expect((await fetch(`${api1()}/oidc/logout?${new URLSearchParams({ id_token_hint: idToken })}`)).status).toBe(200);
    const codeOf = (response: GraphQLResponse) => (response.errors?.[0]?.extensions as { code?: string } | undefined)?.code;
    expect(codeOf(await me(api1()))).toBe('UNAUTHENTICATED');
    expect(codeOf(await eventually(() => me(api2()), (response) => codeOf(response) === 'UNAUTHENTICATED', 10_000))).toBe('UNAUTHENTICATED');
  });

  test('wrong passwords tried through both APIs count against one account: the eleventh attempt is refused on either', async () => {
    const attempt = (url: string, password: string) =>
      fetch(`${url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', client_id: 'cli', username: 'producer2', password }),
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i % 2 === 0 ? api1() : api2(), 'wrong')).status).toBe(401);
    for (const url of [api1(), api2()]) {
      const refused = await attempt(url, 'demo');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'ENHANCE_YOUR_CALM' });
    }
  });

  test('every API and every worker listens for the signals of the others, on one channel of the product', async () => {
    const { rows } = await sql.query<{ name: string; query: string }>(
      `select application_name as name, query from pg_stat_activity where application_name like 'pcbm-%' and query like 'listen %' order by application_name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['pcbm-api-1', 'pcbm-api-2', 'pcbm-worker-1', 'pcbm-worker-2']);
    expect(new Set(rows.map((row) => row.query)).size).toBe(1);
  });

  test('a crashed worker and a stopped one hand every processor over; no mail, system message or Kafka event is lost, none doubled but the one in flight at the crash', async () => {
    const name = 'Scale board three';
    const { id: superOrderId, orders } = await request(api1(), name);
    const orderId = orders[0].id;
    const health = async (worker: ProductProcess) => (await (await fetch(`${worker.url}/health`)).json()) as { processors: { name: string }[] };
    const processorCount = (await health(workers['worker-2']!)).processors.length;
    const held = await eventually(leasesByProcess, (leases) => (leases['pcbm-worker-1'] ?? 0) + (leases['pcbm-worker-2'] ?? 0) === processorCount);
    expect(held['pcbm-api-1'] ?? 0).toBe(0);
    const active = (held['pcbm-worker-1'] ?? 0) >= (held['pcbm-worker-2'] ?? 0) ? 'worker-1' : 'worker-2';
    const survivor = active === 'worker-1' ? 'worker-2' : 'worker-1';

    // Twelve messages through both APIs and a quote. After the fourth the active worker crashes (SIGKILL); after the
    // eighth a third worker starts and the survivor is stopped as a deployment stops it (SIGTERM).
    const texts = Array.from({ length: 12 }, (_, i) => `Message ${i + 1}`);
    for (const [i, text] of texts.entries()) {
      if (i === 4) await workers[active]!.stop('SIGKILL');
      if (i === 8) {
        workers['worker-3'] = await startProductProcess('worker-3', 'worker', { ...sharedEnv, DATABASE_URL: urlNamed('worker-3') });
        await workers[survivor]!.stop('SIGTERM');
      }
      const answer = await say(i % 2 === 0 ? api1() : api2(), 'producer1', orderId, text);
      // A command never fails for a worker's death; at worst its answer says the read model is behind.
      expect(answer.errors?.filter((e) => e.extensions?.code !== 'DEADLINE_EXCEEDED') ?? []).toEqual([]);
      if (i === 6) {
        const quote = await graphqlUpload(api2(), 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { id } }', { q: null, o: orderId }, { 'variables.q': quotePdf() }, tokens.producer1);
        expect(quote.errors?.filter((e) => e.extensions?.code !== 'DEADLINE_EXCEEDED') ?? []).toEqual([]);
      }
    }
    workers[active] = null;
    workers[survivor] = null;

    const handedOver = await eventually(leasesByProcess, (leases) => leases['pcbm-worker-3'] === processorCount);
    expect(handedOver).toEqual({ 'pcbm-worker-3': processorCount });

    // The chat holds each message once and one announcement of the quote.
    const chat = await eventually(() => messages(api1(), orderId), (all) => all.some((m) => m.kind === 'quote'));
    expect(chat.filter((m) => m.kind === 'text')).toHaveLength(12);
    expect(chat.filter((m) => m.kind === 'quote' && m.quoteStatus === 'OFFERED')).toHaveLength(1);

    // Every mail about the order leaves the outbox once and arrives once.
    type Mail = { id: string; cause: string; recipient: string; subject: string; status: string };
    const outbox = async () =>
      data<{ edges: { node: Mail }[] }>(await graphql(api2(), '{ adminGetAllMails(first: 100) { edges { node { id cause recipient subject status } } } }', {}, tokens.admin))
        .edges.map((e) => e.node)
        .filter((mail) => mail.subject.includes(name));
    const ofOrder = await eventually(outbox, (mails) => mails.length >= 14 && mails.every((mail) => mail.status === 'SENT'));
    expect(ofOrder.filter((mail) => mail.status !== 'SENT')).toEqual([]);
    // The request to the producer, each of the twelve messages and the quote to the customer.
    expect(ofOrder).toHaveLength(14);
    expect(new Set(ofOrder.map((mail) => `${mail.cause} ${mail.recipient}`)).size).toBe(ofOrder.length);
    await new Promise((wait) => setTimeout(wait, 1000));
    const delivered = smtp.received.filter((mail) => mail.subject.includes(name)).map((mail) => mail.messageId!.replace(/^<|@.*$/g, ''));
    expect([...new Set(delivered)].sort()).toEqual(ofOrder.map((mail) => mail.id).sort());
    // A crash between the SMTP server's acceptance and the SENT mark sends that one mail again, with its Message-ID.
    expect(delivered.length - new Set(delivered).size).toBeLessThanOrEqual(1);
    // The admin's list keeps its totals by status while two workers record and deliver: each agrees with its mails.
    for (const status of [null, 'SENT', 'PENDING']) {
      const listed = data<{ totalCount: number; edges: unknown[] }>(
        await graphql(api1(), 'query ($status: String) { adminGetAllMails(first: 100, status: $status) { totalCount edges { cursor } } }', { status }, tokens.admin),
      );
      expect(listed.totalCount).toBe(listed.edges.length);
    }

    if (!brokers) return;
    const kafka = new Kafka({ clientId: 'pcbm-scale-out-test', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
    const consumer: Consumer = kafka.consumer({ groupId: `pcbm-scale-out-${Date.now()}` });
    const received: { topic: string; type: string; eventId: string }[] = [];
    await consumer.connect();
    try {
      await consumer.subscribe({ topics: ['pcbm.orders', 'pcbm.chats'], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, message }) => {
          if (String(message.key) !== superOrderId) return;
          received.push({ topic, type: String(message.headers?.['event-type']), eventId: String(message.headers?.['event-id']) });
        },
      });
      await eventually(async () => received.filter((m) => m.type === 'ChatMessageSent').length, (count) => count >= 12);
      await new Promise((wait) => setTimeout(wait, 1000));
    } finally {
      await consumer.disconnect();
    }
    // Each event once by its id; a publish the crash cut off before its checkpoint may arrive again with the same id.
    const distinct = new Map(received.map((m) => [m.eventId, m]));
    const once = [...distinct.values()];
    expect(once.filter((m) => m.type === 'ChatMessageSent')).toHaveLength(12);
    expect(once.filter((m) => m.type === 'SuperOrderCreated')).toHaveLength(1);
    expect(once.filter((m) => m.type === 'QuoteOffered')).toHaveLength(1);
    console.log(`Kafka: ${received.length} messages of the order, ${once.length} distinct events`);
  }, 180_000);
});
