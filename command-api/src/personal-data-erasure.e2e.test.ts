import { userSubject } from '@pcbm/domain';
import { DEMO_USERS } from '@pcbm/platform';
import { readModelProjectors } from '@pcbm/projections';
import { DEMO_COMPANIES } from './application/demo-seed';
import { quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const person = DEMO_USERS.find((user) => user.username === 'customer2')!;
/** The address the person changes to before ordering: sealed in its event like the one they registered with. */
const changedEmail = 'chris.zweibuyer@hobby.example';
const address = { recipient: 'Chris Zweibuyer', country: 'AT', addressLine1: 'Quellgasse 77b', zipcode: 'A-98765', city: 'Kleinwalsertal', companyTaxNumber: 'ATU99887766' };
const personalData = [
  person.username,
  person.email,
  person.firstName,
  person.lastName,
  address.recipient,
  address.addressLine1,
  address.zipcode,
  address.city,
  address.companyTaxNumber,
  'Please call me on +43 660 1234567',
  'Too expensive for my hobby budget',
  changedEmail,
];

function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

/** Every row of every table, as text. */
async function wholeDatabase(server: TestServer): Promise<string> {
  const { db } = server.system.services;
  const { rows: tables } = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const dumps: string[] = [];
  for (const { table_name } of tables) dumps.push(`${table_name}: ${JSON.stringify((await db.query(`select * from ${table_name}`)).rows)}`);
  return dumps.join('\n');
}

const found = (text: string) => personalData.filter((value) => text.toLowerCase().includes(value.toLowerCase()));

describe('erasing a person', () => {
  let server: TestServer;
  let admin: string;
  let producer: string;
  let superOrderId: string;
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signIn(server.url, 'admin');
    producer = await signIn(server.url, 'producer1');
    const customer = await signIn(server.url, 'customer2');
    data(await graphql(server.url, 'mutation ($e: String!) { changeEmail(newEmail: $e, currentPassword: "demo") { email } }', { e: changedEmail }, customer));
    const created = data<{ id: string; orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Hobby board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, additionalNotes: personalData[9] }, customer, 'id orders { id }'),
    );
    superOrderId = created.id;
    orderId = created.orders[0].id;
    const quoted = data<{ orders: { quote: { id: string } }[] }>(
      await graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { orders { quote { id } } } }', { q: null, o: orderId }, { 'variables.q': quotePdf() }, producer),
    );
    data(
      await graphql(
        server.url,
        'mutation ($o: ID!, $q: ID!, $t: String) { answerOrderQuote(orderId: $o, quoteId: $q, status: REJECTED, reason: COSTS, reasonText: $t) { id } }',
        { o: orderId, q: quoted.orders[0].quote.id, t: personalData[10] },
        customer,
      ),
    );
  }, 60_000);
  afterAll(() => server?.close());

  test('personal data is never stored in the clear in events', async () => {
    const { rows } = await server.system.services.db.query<{ data: unknown }>('select data from events');
    expect(found(JSON.stringify(rows))).toEqual([]);
    const order = data<{ orders: { shippingAddress: { recipient: string }; additionalNotes: string }[] }>(
      await graphql(server.url, `{ fetchOrder(orderId: "${superOrderId}") { orders { shippingAddress { recipient } additionalNotes } } }`, {}, admin),
    );
    expect(order.orders[0]).toEqual({ shippingAddress: { recipient: address.recipient }, additionalNotes: personalData[9] });
  });

  test('only admins erase, and only people who exist', async () => {
    const asProducer = await graphql(server.url, `mutation { adminEraseUser(userId: "${person.id}") }`, {}, producer);
    expect(asProducer.errors?.[0].extensions?.code).toBe('USER_NOT_AUTHORIZED');
    const unknown = await graphql(server.url, 'mutation { adminEraseUser(userId: "00000000-0000-4000-8000-00000000dead") }', {}, admin);
    expect(unknown.errors?.[0].extensions?.code).toBe('USER_NOT_FOUND');
  });

  test('after erasure nothing of the person is left in the database, and every history still replays', async () => {
    expect(found(await wholeDatabase(server)).length).toBeGreaterThan(0);
    expect(data(await graphql(server.url, `mutation { adminEraseUser(userId: "${person.id}") }`, {}, admin))).toBe(true);

    const left = (await wholeDatabase(server)).split('\n').filter((dump) => found(dump).length > 0).map((dump) => dump.slice(0, dump.indexOf(':')));
    expect(left).toEqual([]);
    await expect(signIn(server.url, 'customer2')).rejects.toThrow();

    const history = data<{ type: string; data: { request?: { shippingAddress: { recipient: string } }; reasonText?: string } }[]>(
      await graphql(server.url, `{ fetchOrderHistory(superOrderId: "${superOrderId}") { type data } }`, {}, admin),
    );
    expect(history.map((e) => e.type)).toEqual(['SuperOrderCreated', 'QuoteOffered', 'QuoteDeclined']);
    expect(history[0].data.request!.shippingAddress.recipient).toBe('[erased]');
    expect(history[2].data.reasonText).toBe('[erased]');

    const order = data<{ placedBy: { username: string }; orders: { status: string; shippingAddress: { city: string } }[] }>(
      await graphql(server.url, `{ fetchOrder(orderId: "${superOrderId}") { placedBy { username } orders { status shippingAddress { city } } } }`, {}, admin),
    );
    expect(order).toEqual({ placedBy: { username: '[erased]' }, orders: [{ status: 'WAITING_FOR_QUOTE', shippingAddress: { city: '[erased]' } }] });

    const rejected = data<{ orders: { status: string }[] }>(
      await graphql(server.url, `mutation { updateOrderStatus(orderId: "${orderId}", status: CANCELED_BY_PRODUCER, reason: TECHNICAL_EXPERTISE) { orders { status } } }`, {}, producer),
    );
    expect(rejected.orders[0].status).toBe('CANCELED_BY_PRODUCER');
    expect(found(await wholeDatabase(server))).toEqual([]);
  });
});

describe('an erasure the product did not finish', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  test('given a person whose key went but whose read models were not rebuilt, when the product looks for unfinished erasures, then it rebuilds every read model and the person is gone from them', async () => {
    const { db, vault, erasure } = server.system.services;
    await signIn(server.url, 'customer2');
    const usersRow = async () => JSON.stringify((await db.query('select * from users where id = $1', [person.id])).rows);
    expect(await usersRow()).toContain(person.email);
    // The process stopped right after the key was deleted.
    await vault.erase(db, userSubject(person.id));

    expect(await erasure.finishInterrupted()).toEqual(readModelProjectors.map((projector) => projector.name));
    expect(await usersRow()).not.toContain(person.email);
    expect(await usersRow()).toContain('[erased]');
    // Each read model now notes the erasure it was rebuilt after: nothing is left to finish.
    expect(await erasure.finishInterrupted()).toEqual([]);
  });
});

describe('deleting one\'s own account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  const deleteUser = async (username: string, password: string) =>
    graphql(server.url, 'mutation ($p: String!) { deleteUser(password: $p) }', { p: password }, await signIn(server.url, username));

  test('needs the current password and is refused for the last member of a company', async () => {
    expect((await deleteUser('customer2', 'not-my-password')).errors?.[0].extensions?.code).toBe('WRONG_PASSWORD');
    expect((await deleteUser('customer1', 'demo')).errors?.[0].extensions?.code).toBe('LAST_MEMBER_DELETION_ERROR');
    expect((await deleteUser('producer3', 'demo')).errors?.[0].extensions?.code).toBe('LAST_MEMBER_DELETION_ERROR');
  });

  test('erases the person like an administrator\'s erasure does', async () => {
    expect(data(await deleteUser('customer2', 'demo'))).toBe(true);
    await expect(signIn(server.url, 'customer2')).rejects.toThrow();
    expect(found(await wholeDatabase(server))).toEqual([]);
    const { rows } = await server.system.services.db.query('select username from users where id = $1', [person.id]);
    expect(rows).toEqual([{ username: '[erased]' }]);
  });
});
