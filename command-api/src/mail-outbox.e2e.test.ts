import { createMailDelivery } from '@pcbm/projections';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { quotePdf } from './testing/design-files';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtp-receiver';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const beta = DEMO_COMPANIES[2].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const HOUR = 60 * 60 * 1000;
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0] as T;
}

interface Mail {
  cause: string;
  recipient: string;
  subject: string;
  language: string;
  status: string;
  attempts: number;
  lastError: string | null;
  text: string;
}

/** A clock the test moves; it starts at the real time. */
function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), moveTo: (at: number) => void (offset = at - Date.now()), moveBy: (ms: number) => void (offset += ms) };
}

async function outbox(server: TestServer, token: string): Promise<Mail[]> {
  const page = data<{ edges: { node: Mail }[] }>(
    await graphql(server.url, '{ adminGetAllMails(first: 100) { edges { node { cause recipient subject language status attempts lastError text } } } }', {}, token),
  );
  return page.edges.map((edge) => edge.node);
}

/** The read models and announcements first (twice: announcements are events too), then the mail reactors. */
async function caughtUp(server: TestServer) {
  const mailProcessors = new Set(server.system.mail.processors.map((processor) => processor.name));
  const [mail, others] = [server.system.runners.filter((r) => mailProcessors.has(r.processor.name)), server.system.runners.filter((r) => !mailProcessors.has(r.processor.name))];
  for (const runner of [...others, ...others, ...mail]) await runner.catchUp();
}

describe('mails on the embedded default (the outbox is the mailbox)', () => {
  const clock = movableClock();
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ask = (user: string, query: string, variables: Record<string, unknown> = {}) => graphql(server.url, query, variables, tokens[user]);

  beforeAll(async () => {
    server = await startTestServer({ MAIL_POLL_MS: '600000' }, { clock: clock.now });
    for (const user of ['customer1', 'producer1', 'producer2', 'admin']) tokens[user] = await signIn(server.url, user);
    data(await ask('customer1', 'mutation { updateUser(user: { locale: de }) { locale } }'));
    data(await ask('producer1', 'mutation { updateUser(user: { locale: en }) { locale } }'));
  }, 60_000);
  afterAll(() => server?.close());

  test('the sign-up reminder is kept in the outbox with its unsubscribe link, and the key ends the subscription', async () => {
    expect(data(await graphql(server.url, 'mutation { subscribeToSignupReminder(email: "Visitor@Example.org", locale: de) }'))).toBe(true);
    expect(data(await graphql(server.url, 'mutation { subscribeToSignupReminder(email: "visitor@example.org", locale: en) }'))).toBe(true);
    await caughtUp(server);
    expect(await server.system.mail.sendDueMails()).toEqual({ delivered: 1, failed: 0 });
    const [reminder] = (await outbox(server, tokens.admin)).filter((mail) => mail.recipient === 'visitor@example.org');
    expect(reminder).toMatchObject({ subject: 'Erinnerung: Registrierung abschließen', language: 'de', status: 'KEPT', attempts: 1 });
    const key = decodeURIComponent(/\/unsubscribe\/signup\/(\S+)/.exec(reminder.text)![1]);

    expect(data(await graphql(server.url, 'mutation ($k: String!) { unsubscribeFromSignupReminder(key: $k) }', { k: key }))).toBe(true);
    expect(codeOf(await graphql(server.url, 'mutation ($k: String!) { unsubscribeFromSignupReminder(key: $k) }', { k: key }))).toBe('MAIL_SUBSCRIBE_FAILED');
    expect((await outbox(server, tokens.admin)).filter((mail) => mail.recipient === 'visitor@example.org')).toEqual([]);
  });

  test('the response window: the producer is reminded a day before it ends, the customer told when it has ended, each once, also after a restart', async () => {
    const created = data<{ orders: { id: string; manufacturerId: string; responseDeadline: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Slow board', manufacturers: [alpha, beta], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, 'orders { id manufacturerId responseDeadline }'),
    );
    const waiting = created.orders.find((o) => o.manufacturerId === alpha)!;
    const quoted = created.orders.find((o) => o.manufacturerId === beta)!;
    await graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { id } }', { q: null, o: quoted.id }, { 'variables.q': quotePdf() }, tokens.producer2);
    await caughtUp(server);
    const deadline = Date.parse(waiting.responseDeadline);
    const windowMails = async () => (await outbox(server, tokens.admin)).filter((mail) => mail.cause.startsWith('response-window-'));
    const restarted = () => createMailDelivery(server.system.services.db, { publicUrl: server.url, MAIL_FROM: 'PCB Marketplace <no-reply@localhost>', MAIL_POLL_MS: 600_000 }, clock.now);

    clock.moveTo(deadline - 48 * HOUR);
    expect(await server.system.mail.checkResponseWindows()).toBe(0);

    clock.moveTo(deadline - 12 * HOUR);
    expect(await server.system.mail.checkResponseWindows()).toBe(1);
    expect(await server.system.mail.checkResponseWindows()).toBe(0);
    const afterRestart = restarted();
    expect(await afterRestart.checkResponseWindows()).toBe(0);
    await afterRestart.stop();

    clock.moveTo(deadline + HOUR);
    expect(await server.system.mail.checkResponseWindows()).toBe(1);
    expect(await server.system.mail.checkResponseWindows()).toBe(0);
    clock.moveBy(72 * HOUR);
    const later = restarted();
    expect(await later.checkResponseWindows()).toBe(0);
    await later.stop();

    await server.system.mail.sendDueMails();
    const mails = await windowMails();
    expect(mails.map(({ cause, recipient, language, status }) => ({ kind: cause.split(':')[0], recipient, language, status }))).toEqual([
      { kind: 'response-window-expired', recipient: 'customer1@demo.example', language: 'de', status: 'KEPT' },
      { kind: 'response-window-reminder', recipient: 'producer1@demo.example', language: 'en', status: 'KEPT' },
    ]);
    expect(mails[0].subject).toBe('Noch kein Angebot für „Slow board“');
    expect(mails[0].text).toContain('Sie können weiter warten oder die Anfrage zurückziehen');
    expect(mails[1].subject).toMatch(/^Quote requested by .* UTC: "Slow board"$/);
    expect(mails.some((mail) => mail.cause.includes(quoted.id))).toBe(false);
  });
});

describe('delivery retries a refused mail later and sends it once', () => {
  const clock = movableClock();
  let smtp: SmtpReceiver;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpReceiver({ refuseFirst: 1 });
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '600000' }, { clock: clock.now });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  test('a temporary refusal leaves the mail pending with NOTIFICATION_SEND_FAILED; the next attempt after the back-off delivers it', async () => {
    const admin = await signIn(server.url, 'admin');
    expect(data(await graphql(server.url, 'mutation { subscribeToSignupReminder(email: "later@example.org", locale: en) }'))).toBe(true);
    await caughtUp(server);

    expect(await server.system.mail.sendDueMails()).toEqual({ delivered: 0, failed: 1 });
    const [pending] = await outbox(server, admin);
    expect(pending).toMatchObject({ recipient: 'later@example.org', status: 'PENDING', attempts: 1 });
    expect(pending.lastError).toMatch(/^NOTIFICATION_SEND_FAILED: .*451/);
    expect(await server.system.mail.sendDueMails()).toEqual({ delivered: 0, failed: 0 });

    clock.moveBy(31_000);
    expect(await server.system.mail.sendDueMails()).toEqual({ delivered: 1, failed: 0 });
    expect(await server.system.mail.sendDueMails()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received.map((mail) => [mail.to, mail.subject])).toEqual([[['later@example.org'], 'Reminder: finish signing up']]);
    expect((await outbox(server, admin))[0]).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    // The totals of the admin's list, of all mails and of each status, follow the mails from status to status.
    const totalOf = async (status: string | null) =>
      data<{ totalCount: number; edges: unknown[] }>(
        await graphql(server.url, 'query ($status: String) { adminGetAllMails(first: 20, status: $status) { totalCount edges { cursor } } }', { status }, admin),
      );
    expect(await totalOf(null)).toMatchObject({ totalCount: 1, edges: [expect.anything()] });
    expect(await totalOf('SENT')).toMatchObject({ totalCount: 1, edges: [expect.anything()] });
    expect(await totalOf('PENDING')).toEqual({ totalCount: 0, edges: [] });
    const unknown = await graphql(server.url, '{ adminGetAllMails(first: 20, status: "DELIVERED") { totalCount } }', {}, admin);
    expect(codeOf(unknown)).toBe('INVALID_ARGUMENT');

    const [{ node: listed }] = data<{ edges: { node: { id: string } }[] }>(await graphql(server.url, '{ adminGetAllMails(first: 1) { edges { node { id } } } }', {}, admin)).edges;
    const one = (token: string, id: string) => graphql(server.url, 'query ($id: ID!) { adminGetMail(mailId: $id) { id recipient status attempts sentOn } }', { id }, token);
    expect(data(await one(admin, listed.id))).toMatchObject({ id: listed.id, recipient: 'later@example.org', status: 'SENT', attempts: 2, sentOn: expect.any(String) as string });
    expect(data(await one(admin, 'no-such-mail'))).toBeNull();
    expect(codeOf(await one(await signIn(server.url, 'customer1'), listed.id))).toBe('USER_NOT_AUTHORIZED');
  });
});
