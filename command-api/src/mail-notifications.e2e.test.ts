import { DEMO_COMPANIES } from './application/demo-seed';
import { quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { startSmtpReceiver, type SmtpReceiver } from './testing/smtp-receiver';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0] as T;
}

describe('chat notification mails over a real SMTP server', () => {
  let smtp: SmtpReceiver;
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let orderId: string;
  const ask = (user: string, query: string, variables: Record<string, unknown> = {}) => graphql(server.url, query, variables, tokens[user]);
  const to = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startTestServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50' });
    for (const user of ['customer1', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
    data(await ask('customer1', 'mutation { updateUser(user: { locale: de }) { locale } }'));
    data(await ask('producer1', 'mutation { updateUser(user: { locale: en }) { locale } }'));
    const created = data<{ orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Mail board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, 'orders { id }'),
    );
    orderId = created.orders[0].id;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /**
   * Every mail of the server arrives at the one SMTP server and stays in the one outbox, counted
   * from the first, so the tests are the steps of one conversation about the request, one step
   * each. A test first takes, unchecked, the steps before its own that have not been taken yet.
   */
  const text = (user: string, message: string) => ask(user, `mutation { sendNewTextMessage(chatId: "${orderId}", text: "${message}") { id } }`).then(data);
  const steps: (() => Promise<unknown>)[] = [
    // The request, placed in beforeAll, is announced.
    () => smtp.waitFor(1),
    async () => {
      await text('customer1', 'Bitte 1,6 mm');
      await smtp.waitFor(2);
      await text('producer1', 'Fine, 1.6 mm it is');
      await smtp.waitFor(3);
    },
    async () => {
      data(await ask('producer1', `mutation { unsubscribeFromChatNotifications(chatId: "${orderId}") { subscribed } }`));
      await text('customer1', 'Noch etwas');
      await text('producer1', 'Noted');
      await smtp.waitFor(4);
      data(await ask('producer1', `mutation { subscribeToChatNotifications(chatId: "${orderId}") { subscribed } }`));
      await text('customer1', 'Danke');
      await smtp.waitFor(5);
    },
    async () => {
      const offered = data<{ orders: { quote: { id: string } }[] }>(
        await graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { orders { quote { id } } } }', { q: null, o: orderId }, { 'variables.q': quotePdf() }, tokens.producer1),
      );
      await smtp.waitFor(6);
      data(await ask('producer1', `mutation { withdrawOrderQuote(orderId: "${orderId}", quoteId: "${offered.orders[0].quote.id}") { id } }`));
      await text('producer1', 'New quote follows');
      await smtp.waitFor(8);
    },
    async () => {
      data(await createOrderWithDesign(server.url, { name: 'Second board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, 'id'));
      await smtp.waitFor(9);
      await signIn(server.url, 'customer2').then((token) => graphql(server.url, '{ me { user { id } } }', {}, token));
      data(await ask('customer1', `mutation { addCompanyEmployee(companyId: "${DEMO_COMPANIES[0].companyId}", emailOrUsername: "customer2") { name } }`));
      await smtp.waitFor(10);
    },
  ];
  let stepsTaken = 0;
  /** Takes the steps before `step` that have not been taken yet. */
  const replayUntil = async (step: number) => {
    while (stepsTaken < step) await steps[stepsTaken++]();
  };
  /** The test of `step` has taken it. */
  const took = (step: number) => void (stepsTaken = Math.max(stepsTaken, step + 1));

  test('the new request is announced to the producer, not to the customer who placed it', async () => {
    await smtp.waitFor(1);
    const [mail] = to('producer1@demo.example');
    expect(mail.subject).toBe('New message about your request "Mail board"');
    expect(mail.text).toContain('New status: waiting for a quote.');
    expect(to('customer1@demo.example')).toEqual([]);
    took(0);
  });

  test('a text reaches the other side in its language with the unsubscribe link of its side', async () => {
    await replayUntil(1);
    data(await ask('customer1', `mutation { sendNewTextMessage(chatId: "${orderId}", text: "Bitte 1,6 mm") { id } }`));
    await smtp.waitFor(2);
    const toProducer = to('producer1@demo.example')[1];
    expect(toProducer).toMatchObject({ subject: 'New message about your request "Mail board"', language: 'en' });
    expect(toProducer.text).toContain('The customer wrote a message.');
    expect(toProducer.text).toContain(`${server.url}/dashboard/request/${orderId}/unsubscribe`);
    expect(toProducer.text).not.toContain('Bitte 1,6 mm');

    data(await ask('producer1', `mutation { sendNewTextMessage(chatId: "${orderId}", text: "Fine, 1.6 mm it is") { id } }`));
    await smtp.waitFor(3);
    const [toCustomer] = to('customer1@demo.example');
    expect(toCustomer).toMatchObject({ subject: 'Neue Nachricht zu Ihrer Anfrage „Mail board“', language: 'de' });
    expect(toCustomer.text).toContain('Der Hersteller hat eine Nachricht geschrieben.');
    expect(toCustomer.text).toContain(`${server.url}/unsubscribe/request/${orderId}`);
    expect(toCustomer.html).toContain(`href="${server.url}/request/${orderId}"`);
    expect(to('producer1@demo.example')).toHaveLength(2);
    took(1);
  });

  test('after unsubscribing no further mail about that chat arrives; subscribing again brings them back', async () => {
    await replayUntil(2);
    const off = data<{ subscribed: boolean }>(await ask('producer1', `mutation { unsubscribeFromChatNotifications(chatId: "${orderId}") { chatId subscribed } }`));
    expect(off).toEqual({ chatId: orderId, subscribed: false });
    expect(data<{ subscribed: boolean }>(await ask('producer1', `{ chatNotificationSetting(chatId: "${orderId}") { subscribed } }`)).subscribed).toBe(false);
    expect(data<{ subscribed: boolean }>(await ask('customer1', `{ chatNotificationSetting(chatId: "${orderId}") { subscribed } }`)).subscribed).toBe(true);
    const settings = `query ($chatIds: [ID!]!) { chatNotificationSettings(chatIds: $chatIds) { chatId subscribed } }`;
    expect(data(await ask('producer1', settings, { chatIds: [orderId, orderId] }))).toEqual([{ chatId: orderId, subscribed: false }]);
    expect(data(await ask('customer1', settings, { chatIds: [orderId] }))).toEqual([{ chatId: orderId, subscribed: true }]);

    data(await ask('customer1', `mutation { sendNewTextMessage(chatId: "${orderId}", text: "Noch etwas") { id } }`));
    // The producer's answer is mailed to the customer after anything the customer's text could have caused.
    data(await ask('producer1', `mutation { sendNewTextMessage(chatId: "${orderId}", text: "Noted") { id } }`));
    await smtp.waitFor(4);
    expect(to('customer1@demo.example')).toHaveLength(2);
    expect(to('producer1@demo.example')).toHaveLength(2);

    expect(data<{ subscribed: boolean }>(await ask('producer1', `mutation { subscribeToChatNotifications(chatId: "${orderId}") { subscribed } }`)).subscribed).toBe(true);
    data(await ask('customer1', `mutation { sendNewTextMessage(chatId: "${orderId}", text: "Danke") { id } }`));
    await smtp.waitFor(5);
    expect(to('producer1@demo.example')).toHaveLength(3);
    took(2);
  });

  test('the settings of many chats at once are refused whole when one of them is unknown or not the asker\'s, or when too many are asked for', async () => {
    const settings = `query ($chatIds: [ID!]!) { chatNotificationSettings(chatIds: $chatIds) { chatId subscribed } }`;
    const stranger = await signIn(server.url, 'customer2');
    expect(codeOf(await graphql(server.url, settings, { chatIds: [orderId] }, stranger))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await ask('customer1', settings, { chatIds: [orderId, 'no-such-order'] }))).toBe('ORDER_NOT_FOUND');
    expect(codeOf(await ask('customer1', settings, { chatIds: Array.from({ length: 101 }, (_, i) => `chat-${i}`) }))).toBe('INVALID_INPUT');
    expect(data(await ask('customer1', settings, { chatIds: [] }))).toEqual([]);
  });

  test('the system messages of one command come in one mail', async () => {
    await replayUntil(3);
    const offered = data<{ orders: { quote: { id: string } | null }[] }>(
      await graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { orders { quote { id } } } }', { q: null, o: orderId }, { 'variables.q': quotePdf() }, tokens.producer1),
    );
    await smtp.waitFor(6);
    expect(to('customer1@demo.example')[2].text).toContain('- Ein Angebot wurde hinzugefügt.');
    const quoteId = offered.orders[0].quote!.id;
    data(await ask('producer1', `mutation { withdrawOrderQuote(orderId: "${orderId}", quoteId: "${quoteId}") { id } }`));
    data(await ask('producer1', `mutation { sendNewTextMessage(chatId: "${orderId}", text: "New quote follows") { id } }`));
    await smtp.waitFor(8);
    const [withdrawn, text] = to('customer1@demo.example').slice(3);
    expect(withdrawn.text.split('\n').filter((line) => line.startsWith('- '))).toEqual(['- Das Angebot wurde zurückgezogen.', '- Neuer Status: wartet auf ein Angebot.']);
    expect(text.text).toContain('Der Hersteller hat eine Nachricht geschrieben.');
    expect(to('producer1@demo.example')).toHaveLength(3);
    took(3);
  });

  test('one command that writes into the chats of several orders makes one mail per person', async () => {
    await replayUntil(4);
    data(
      await createOrderWithDesign(server.url, { name: 'Second board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId }, tokens.customer1, 'id'),
    );
    await smtp.waitFor(9);
    expect(to('producer1@demo.example')[3].subject).toBe('New message about your request "Second board"');
    await signIn(server.url, 'customer2').then((token) => graphql(server.url, '{ me { user { id } } }', {}, token));
    data(await ask('customer1', `mutation { addCompanyEmployee(companyId: "${DEMO_COMPANIES[0].companyId}", emailOrUsername: "customer2") { name } }`));
    await smtp.waitFor(10);
    const joined = to('producer1@demo.example')[4];
    expect(joined.subject).toBe('New messages about 2 of your requests');
    expect(joined.text.match(/- A member joined the customer's company\./g)).toHaveLength(2);
    expect(joined.text).toContain(`${server.url}/dashboard/request/${orderId}/unsubscribe`);
    took(4);
  });

  test('admins see every mail in the outbox and may not switch a chat they are not part of', async () => {
    await replayUntil(5);
    const mails = data<{ totalCount: number; edges: { node: { recipient: string; subject: string; language: string; status: string; sentOn: string | null } }[] }>(
      await ask('admin', '{ adminGetAllMails(first: 20) { totalCount edges { node { recipient subject language status sentOn } } } }'),
    );
    expect(mails.totalCount).toBe(10);
    expect(mails.edges.every(({ node }) => node.status === 'SENT' && node.sentOn)).toBe(true);
    expect(mails.edges.filter(({ node }) => node.language === 'de').map(({ node }) => node.recipient)).toEqual(Array(5).fill('customer1@demo.example'));
    expect(codeOf(await ask('admin', `mutation { unsubscribeFromChatNotifications(chatId: "${orderId}") { subscribed } }`))).toBe('MAIL_SUBSCRIBE_FAILED');
    expect(codeOf(await ask('customer1', '{ adminGetAllMails { totalCount } }'))).toBe('USER_NOT_AUTHORIZED');
  });
});
