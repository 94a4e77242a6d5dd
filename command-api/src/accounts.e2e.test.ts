import { DEMO_USERS } from '@pcbm/platform';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, graphqlUpload, signIn, type GraphQLResponse } from './testing/graphql-client';
import { pngImage } from './testing/images';
import { createOrderWithDesign, resultOf, setOrderStatus } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const idOf = (username: string) => DEMO_USERS.find((u) => u.username === username)!.id;
const customerCompany = DEMO_COMPANIES[0].companyId;
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

describe('users and companies', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ask = <T = unknown>(user: string, query: string, variables: Record<string, unknown> = {}) => graphql<Record<string, T>>(server.url, query, variables, tokens[user]);

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'producer2', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  test('me: the person, their company, first sign-in and producer membership', async () => {
    const customer = data<{ user: { username: string; memberOf: { name: string }[]; billingAddress: { city: string } }; isFirstLogin: boolean; isPartOfManufacturer: boolean }>(
      await ask('customer1', '{ me { user { username memberOf { name } billingAddress { city } } isFirstLogin isPartOfManufacturer manufacturerId } }'),
    );
    expect(customer).toMatchObject({ user: { username: 'customer1', memberOf: [{ name: 'Demo Customer GmbH' }], billingAddress: { city: 'Berlin' } }, isFirstLogin: false, isPartOfManufacturer: false });
    const producer = data<{ isPartOfManufacturer: boolean; manufacturerId: string }>(await ask('producer1', '{ me { isPartOfManufacturer manufacturerId } }'));
    expect(producer).toEqual({ isPartOfManufacturer: true, manufacturerId: DEMO_COMPANIES[1].manufacturerId });
    expect(data<{ isAdmin: boolean }>(await ask('admin', '{ me { isAdmin } }')).isAdmin).toBe(true);
    expect(data<{ isAdmin: boolean }>(await ask('customer1', '{ me { isAdmin } }')).isAdmin).toBe(false);
    expect(data<{ isFirstLogin: boolean }>(await ask('customer2', '{ me { isFirstLogin } }')).isFirstLogin).toBe(true);
    expect(codeOf(await graphql(server.url, '{ me { isFirstLogin } }'))).toBe('UNAUTHENTICATED');
  });

  test('updateUser changes only what is sent, checks the spec\'s rules, and others see public attributes only', async () => {
    const updated = data<{ firstName: string; jobTitle: string; locale: string; phoneNumber: string }>(
      await ask('customer1', 'mutation ($u: UserInput!) { updateUser(user: $u) { firstName jobTitle locale phoneNumber } }', { u: { jobTitle: 'Hardware lead', phoneNumber: '+49 30 1234567', showEmail: false } }),
    );
    expect(updated).toEqual({ firstName: 'Clara', jobTitle: 'Hardware lead', locale: 'en', phoneNumber: '+49 30 1234567' });
    expect(data<{ locale: string }>(await ask('customer1', 'mutation { updateUser(user: { locale: de }) { locale } }')).locale).toBe('de');
    const PROFILE = '{ id firstName lastName email username locale jobTitle pronouns phoneNumber showEmail memberOf { id name } billingAddress { city } createdOn }';
    const answered = data<Record<string, unknown>>(await ask('customer1', `mutation ($u: UserInput!) { updateUser(user: $u) ${PROFILE} }`, { u: { pronouns: 'she/her' } }));
    expect(answered).toMatchObject({ firstName: 'Clara', locale: 'de', jobTitle: 'Hardware lead', pronouns: 'she/her', memberOf: [{ id: customerCompany }] });
    expect(data<{ user: unknown }>(await ask('customer1', `{ me { user ${PROFILE} } }`)).user).toEqual(answered);

    const invalid = await ask('customer1', 'mutation ($u: UserInput!) { updateUser(user: $u) { firstName } }', { u: { firstName: '', phoneNumber: '12', biography: 'x'.repeat(2501) } });
    expect(codeOf(invalid)).toBe('INVALID_INPUT');
    expect((invalid.errors![0].extensions!.details as { problems: { field: string }[] }).problems.map((p) => p.field)).toEqual(['firstName', 'phoneNumber', 'phoneNumber', 'biography']);

    const asStranger = data<Record<string, unknown>>(await ask('producer2', `{ user(id: "${idOf('customer1')}") { ... on UserPublicAttributes { id firstName email jobTitle } ... on UserProfile { phoneNumber } } }`));
    expect(asStranger).toEqual({ id: idOf('customer1'), firstName: 'Clara', email: null, jobTitle: 'Hardware lead' });
    const asAdmin = data<Record<string, unknown>>(await ask('admin', `{ user(id: "${idOf('customer1')}") { ... on UserProfile { email phoneNumber } } }`));
    expect(asAdmin).toEqual({ email: 'customer1@demo.example', phoneNumber: '+49 30 1234567' });
  });

  test('adminGetAllCompanyNames: all names alphabetically, or those holding a search in any case, at most a page, without producers when asked', async () => {
    type Name = { id: string; name: string };
    const NAMES = 'query ($s: String, $f: Int, $w: Boolean) { adminGetAllCompanyNames(search: $s, first: $f, withoutManufacturer: $w) { id name } }';
    const names = async (variables: Record<string, unknown>) => data<Name[]>(await ask('admin', NAMES, variables));
    const all = await names({});
    expect(all.map((company) => company.name)).toEqual(expect.arrayContaining(DEMO_COMPANIES.map((company) => company.name)));
    expect(all.map((company) => company.name)).toEqual([...all.map((company) => company.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const gmbh = await names({ s: ' gmbh ' });
    expect(gmbh).toEqual(all.filter((company) => company.name.toLowerCase().includes('gmbh')));
    expect(gmbh.map((company) => company.name)).toEqual(expect.arrayContaining(['Demo Customer GmbH', 'Alpha Leiterplatten GmbH']));
    const customers = await names({ s: 'GMBH', w: true });
    expect(customers.map((company) => company.name)).toContain('Demo Customer GmbH');
    expect(customers.map((company) => company.name)).not.toContain('Alpha Leiterplatten GmbH');
    expect(await names({ s: '%' })).toEqual([]);
    expect(await names({ s: '_' })).toEqual([]);
    expect(await names({ f: 1 })).toEqual(all.slice(0, 1));
    expect(await names({ f: 0 })).toEqual([]);
    expect(codeOf(await ask('admin', NAMES, { s: 'x'.repeat(201) }))).toBe('INVALID_ARGUMENT');
    expect(codeOf(await ask('admin', NAMES, { f: -1 }))).toBe('INVALID_ARGUMENT');
    expect(codeOf(await ask('customer1', NAMES, { s: 'gmbh' }))).toBe('USER_NOT_AUTHORIZED');
  });

  test('profile pictures and company logos are images, checked by content and shown to everyone', async () => {
    const png = pngImage();
    const withPicture = await graphqlUpload<Record<string, { logoPath: string }>>(server.url, 'mutation ($u: UserInput!, $p: Upload) { updateUser(user: $u, profilePicture: $p) { logoPath } }', { u: {}, p: null }, { 'variables.p': { name: 'me.png', bytes: png, type: 'image/png' } }, tokens.customer1);
    const { logoPath } = data(withPicture);
    const picture = await fetch(`${server.url}${logoPath}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const notAnImage = await graphqlUpload(server.url, 'mutation ($u: UserInput!, $p: Upload) { updateUser(user: $u, headingImage: $p) { logoPath } }', { u: {}, p: null }, { 'variables.p': { name: 'x.png', bytes: new TextEncoder().encode('<svg/>'), type: 'image/png' } }, tokens.customer1);
    expect(codeOf(notAnImage)).toBe('HEADING_IMAGE_UPDATE_FAILED');
    const logo = await graphqlUpload(server.url, 'mutation ($c: ID!, $u: CompanyUpdateInput!, $l: Upload) { updateCompany(companyId: $c, company: $u, logo: $l) }', { c: customerCompany, u: {}, l: null }, { 'variables.l': { name: 'logo.png', bytes: png, type: 'image/png' } }, tokens.customer1);
    expect(logo.errors).toBeUndefined();
    const company = data<{ logoPath: string }>(await ask('producer1', `{ fetchCompanyPublicAttributes(id: "${customerCompany}") { logoPath } }`));
    expect((await fetch(`${server.url}${company.logoPath}`)).status).toBe(200);
  });

  test('a person creates a company, adds and removes members; the spec\'s refusals hold', async () => {
    const create = (user: string) =>
      ask<string>(user, 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', {
        c: { name: 'Bastelbude', legalName: 'Bastelbude UG', industry: 'ConsumerElectronics', address: { recipient: 'Bastelbude UG', country: 'DE', addressLine1: 'Weg 1', zipcode: '50667', city: 'Köln' } },
      });
    expect(codeOf(await create('customer1'))).toBe('USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY');
    const companyId = data<string>(await create('customer2'));
    const me = data<{ user: { memberOf: { id: string }[]; shippingAddress: { city: string } }; isFirstLogin: boolean }>(await ask('customer2', '{ me { user { memberOf { id } shippingAddress { city } } isFirstLogin } }'));
    expect(me).toEqual({ user: { memberOf: [{ id: companyId }], shippingAddress: { city: 'Köln' } }, isFirstLogin: false });

    const add = (user: string, login: string) => ask(user, 'mutation ($c: ID!, $l: String!) { addCompanyEmployee(companyId: $c, emailOrUsername: $l) { employees { firstName } } }', { c: companyId, l: login });
    expect(codeOf(await add('customer1', 'producer1'))).toBe('USER_NOT_IN_COMPANY');
    expect(codeOf(await add('customer2', 'nobody@demo.example'))).toBe('USER_NOT_FOUND');
    expect(codeOf(await add('customer2', 'not-an-email@'))).toBe('USER_EMAIL_INVALID');
    expect(codeOf(await add('customer2', ''))).toBe('USER_EMAIL_INVALID');
    expect(codeOf(await add('customer2', 'customer2'))).toBe('USER_ALREADY_MEMBER_OF_COMPANY');
    expect(codeOf(await add('customer2', 'customer1@demo.example'))).toBe('USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY');

    const remove = (user: string, userId: string) => ask(user, 'mutation ($c: ID!, $u: ID!) { removeCompanyEmployee(companyId: $c, userId: $u) { employees { firstName } } }', { c: companyId, u: userId });
    expect(codeOf(await remove('customer2', idOf('customer2')))).toBe('LAST_MEMBER_DELETION_ERROR');

    // The answers of adding and removing a member are what the company's settings show right after.
    const EMPLOYEES = '{ name legalName employees { id firstName memberOf { id name } } }';
    const settingsNow = async () => data(await ask('customer2', `{ fetchCompanyForSettings(id: "${companyId}") ${EMPLOYEES} }`));
    const added = data(await ask('customer2', `mutation ($c: ID!, $l: String!) { addCompanyEmployee(companyId: $c, emailOrUsername: $l) ${EMPLOYEES} }`, { c: companyId, l: 'admin' }));
    const bastelbude = { id: companyId, name: 'Bastelbude' };
    expect(added).toEqual({
      name: 'Bastelbude',
      legalName: 'Bastelbude UG',
      employees: [
        { id: idOf('customer2'), firstName: 'Chris', memberOf: [bastelbude] },
        { id: idOf('admin'), firstName: 'Ada', memberOf: [bastelbude] },
      ],
    });
    expect(await settingsNow()).toEqual(added);
    const removed = data(await ask('customer2', `mutation ($c: ID!, $u: ID!) { removeCompanyEmployee(companyId: $c, userId: $u) ${EMPLOYEES} }`, { c: companyId, u: idOf('admin') }));
    expect(removed).toEqual({ name: 'Bastelbude', legalName: 'Bastelbude UG', employees: [{ id: idOf('customer2'), firstName: 'Chris', memberOf: [bastelbude] }] });
    expect(await settingsNow()).toEqual(removed);

    const settings = data<{ legalName: string; contactMail: string; employees: { firstName: string }[] }>(
      await ask('customer2', 'mutation ($c: ID!, $u: CompanyUpdateInput!) { updateCompany(companyId: $c, company: $u) } ', { c: companyId, u: { contactMail: 'info@bastelbude.example', termsUrl: 'https://bastelbude.example/agb' } }).then(() =>
        ask('customer2', `{ fetchCompanyForSettings(id: "${companyId}") { legalName contactMail employees { firstName } } }`),
      ),
    );
    expect(settings).toEqual({ legalName: 'Bastelbude UG', contactMail: 'info@bastelbude.example', employees: [{ firstName: 'Chris' }] });
    expect(codeOf(await ask('customer2', 'mutation ($c: ID!, $u: CompanyUpdateInput!) { updateCompany(companyId: $c, company: $u) }', { c: companyId, u: { termsUrl: 'ftp://x' } }))).toBe('INVALID_INPUT');
    expect(codeOf(await ask('producer1', 'mutation ($c: ID!, $u: CompanyUpdateInput!) { updateCompany(companyId: $c, company: $u) }', { c: companyId, u: { name: 'Mine' } }))).toBe('USER_NOT_IN_COMPANY');
    expect(codeOf(await ask('producer1', `{ fetchCompanyForSettings(id: "${companyId}") { name } }`))).toBe('USER_NOT_IN_COMPANY');
    expect(data<{ name: string; termsUrl: string }>(await ask('producer1', `{ fetchCompanyPublicAttributes(id: "${companyId}") { name termsUrl } }`))).toEqual({ name: 'Bastelbude', termsUrl: 'https://bastelbude.example/agb' });
    expect(data<{ legalName: string }>(await ask('producer1', `{ fetchCompanyLegalAttributes(id: "${customerCompany}") { legalName } }`)).legalName).toBe('Demo Customer GmbH');
  });
});

describe("the admin's lists of companies and people", () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  const ask = <T>(user: string, query: string, variables: Record<string, unknown> = {}) => graphql<Record<string, T>>(server.url, query, variables, tokens[user]);
  interface Page {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
    edges: { cursor: string; node: { id: string; name: string; createdOn: string; manufacturerId: string | null; ndaId: string | null; employees: { id: string }[] } }[];
  }
  const COMPANIES = `query ($first: Int, $last: Int, $after: String, $before: String) {
    adminGetAllCompanies(first: $first, last: $last, after: $after, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage }
      edges { cursor node { id name createdOn manufacturerId ndaId employees { id } } }
    }
  }`;
  const page = async (variables: Record<string, unknown>) => data<Page>(await ask('admin', COMPANIES, variables));

  test('each company answers with when it was made, its members, the producer it runs and its NDA, paged both ways; only admins see it', async () => {
    // A person is recorded with their first request.
    data(await ask('customer1', '{ me { isFirstLogin } }'));
    const second = await ask<string>('customer2', 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', {
      c: { name: 'Second Board Works', legalName: 'Second Board Works GmbH', industry: 'ConsumerElectronics', address: { recipient: 'Second Board Works GmbH', country: 'DE', addressLine1: 'Weg 2', zipcode: '10115', city: 'Berlin' } },
    });
    const secondId = data<string>(second);
    data(await ask('customer2', `mutation { signNDA(companyId: "${secondId}", locale: de, legalConfirmation: true) { filename } }`));

    const all = await page({ first: 50 });
    expect(all.totalCount).toBe(DEMO_COMPANIES.length + 1);
    const byId = new Map(all.edges.map((edge) => [edge.node.id, edge.node]));
    // Newest first: the company made in this test leads.
    expect(all.edges[0].node).toMatchObject({ id: secondId, name: 'Second Board Works', manufacturerId: null, employees: [{ id: idOf('customer2') }] });
    expect(all.edges[0].node.ndaId).toEqual(expect.any(String));
    expect(Date.parse(all.edges[0].node.createdOn)).toBeGreaterThan(Date.now() - 60_000);
    expect(byId.get(customerCompany)).toMatchObject({ manufacturerId: null, ndaId: null, employees: expect.arrayContaining([{ id: idOf('customer1') }]) });
    expect(byId.get(DEMO_COMPANIES[1].companyId)).toMatchObject({ manufacturerId: DEMO_COMPANIES[1].manufacturerId, ndaId: null });

    const first = await page({ first: 1 });
    expect(first.edges.map((edge) => edge.node.id)).toEqual([secondId]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await page({ first: 1, after: first.edges[0].cursor });
    expect(next.edges.map((edge) => edge.node.id)).toEqual([all.edges[1].node.id]);
    const back = await page({ last: 1, before: next.edges[0].cursor });
    expect(back.edges.map((edge) => edge.node.id)).toEqual([secondId]);

    expect(codeOf(await ask('customer1', COMPANIES, { first: 5 }))).toBe('USER_NOT_AUTHORIZED');
  });

  test('every person answers with their companies, the demo people among them before they sign in, paged both ways; only admins see it', async () => {
    const PEOPLE = `query ($first: Int, $last: Int, $after: String, $before: String) {
      adminGetAllUsers(first: $first, last: $last, after: $after, before: $before) {
        totalCount pageInfo { hasNextPage hasPreviousPage }
        edges { cursor node { id username memberOf { id name } } }
      }
    }`;
    const people = async (variables: Record<string, unknown>) =>
      data<{ totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { cursor: string; node: { id: string; username: string; memberOf: { id: string }[] } }[] }>(
        await ask('admin', PEOPLE, variables),
      );
    const all = await people({ first: 50 });
    // producer3 never signed in during this test; the demo data registered them.
    expect(all.edges.map((edge) => edge.node.username).sort()).toEqual(DEMO_USERS.map((user) => user.username).sort());
    expect(all.totalCount).toBe(DEMO_USERS.length);
    const byName = new Map(all.edges.map((edge) => [edge.node.username, edge.node]));
    expect(byName.get('producer3')!.memberOf).toEqual([{ id: DEMO_COMPANIES[3].companyId, name: DEMO_COMPANIES[3].name }]);
    expect(byName.get('customer1')!.memberOf).toEqual([{ id: customerCompany, name: DEMO_COMPANIES[0].name }]);
    expect(byName.get('admin')!.memberOf).toEqual([]);

    const first = await people({ first: 2 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await people({ first: 2, after: first.edges[1].cursor });
    expect(next.edges.map((edge) => edge.node.id)).toEqual(all.edges.slice(2, 4).map((edge) => edge.node.id));
    const back = await people({ last: 2, before: next.edges[0].cursor });
    expect(back.edges.map((edge) => edge.node.id)).toEqual(first.edges.map((edge) => edge.node.id));

    expect(codeOf(await ask('customer1', PEOPLE, { first: 5 }))).toBe('USER_NOT_AUTHORIZED');
  });
});

describe('export settings', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  const FIELDS = '{ format unit bomColumnOrder source }';
  const settings = { format: 'CsvSemicolon', unit: 'Mil', bomColumnOrder: ['DESIGNATOR', 'QUANTITY', 'MPN'] };
  const ask = <T>(user: string, query: string, variables: Record<string, unknown> = {}) => graphql<Record<string, T>>(server.url, query, variables, tokens[user]);
  type Settings = { format: string; unit: string; bomColumnOrder: string[]; source: string };

  test('the person\'s own settings fall back to the company\'s, then to the defaults; each can be reset', async () => {
    expect(data<Settings>(await ask('customer1', `{ exportSettings ${FIELDS} }`))).toMatchObject({ format: 'CsvComma', unit: 'Millimeter', source: 'DEFAULT' });
    data(await ask('customer1', `mutation ($c: ID!, $s: ExportSettingsInput!) { setCompanyExportSettings(companyId: $c, settings: $s) ${FIELDS} }`, { c: customerCompany, s: { ...settings, format: 'Excel' } }));
    expect(data<Settings>(await ask('customer1', `{ exportSettings ${FIELDS} }`))).toMatchObject({ format: 'Excel', source: 'COMPANY' });
    expect(data<Settings>(await ask('customer1', `mutation ($s: ExportSettingsInput!) { setUserExportSettings(settings: $s) ${FIELDS} }`, { s: settings }))).toEqual({ ...settings, source: 'USER' });
    expect(data<Settings>(await ask('customer1', `mutation { resetUserExportSettings ${FIELDS} }`))).toMatchObject({ format: 'Excel', source: 'COMPANY' });
    expect(data<Settings>(await ask('customer1', `mutation ($c: ID!) { resetCompanyExportSettings(companyId: $c) ${FIELDS} }`, { c: customerCompany }))).toMatchObject({ source: 'DEFAULT' });
    expect(codeOf(await ask('producer1', `mutation ($c: ID!, $s: ExportSettingsInput!) { setCompanyExportSettings(companyId: $c, settings: $s) ${FIELDS} }`, { c: customerCompany, s: settings }))).toBe('USER_NOT_IN_COMPANY');
    expect(codeOf(await ask('customer1', `mutation ($s: ExportSettingsInput!) { setUserExportSettings(settings: $s) ${FIELDS} }`, { s: { ...settings, bomColumnOrder: ['MPN', 'MPN'] } }))).toBe('INVALID_INPUT');
  });
});

describe('sign-up reminders and the contact form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  const everything = async () => {
    const { db } = server.system.services;
    const { rows: tables } = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    const dumps = await Promise.all(tables.map(async ({ table_name }) => JSON.stringify((await db.query(`select * from ${table_name}`)).rows)));
    return dumps.join('\n');
  };

  test('a visitor subscribes once, unsubscribes by the key from the mail, and the address is gone', async () => {
    const subscribe = (email: string) => graphql(server.url, 'mutation ($e: String!) { subscribeToSignupReminder(email: $e, locale: de) }', { e: email });
    expect(data(await subscribe('Visitor.Reminder@Example.org'))).toBe(true);
    // A second request answers as the first, so nobody learns which addresses are subscribed.
    expect(data(await subscribe('visitor.reminder@example.org'))).toBe(true);
    expect(codeOf(await subscribe('not-an-address'))).toBe('INVALID_INPUT');

    const { rows } = await server.system.services.db.query<{ id: string }>('select id from signup_reminders where email = $1', ['visitor.reminder@example.org']);
    expect(rows).toHaveLength(1);
    const [subscribed] = await server.system.services.store.readStream(`signupReminder-${rows[0].id}`);
    const { unsubscribeKey } = subscribed.data as { unsubscribeKey: string };
    const unsubscribe = (key: string) => graphql(server.url, 'mutation ($k: String!) { unsubscribeFromSignupReminder(key: $k) }', { k: key });
    expect(codeOf(await unsubscribe('wrong-key'))).toBe('MAIL_SUBSCRIBE_FAILED');
    expect(data(await unsubscribe(unsubscribeKey))).toBe(true);
    expect(codeOf(await unsubscribe(unsubscribeKey))).toBe('MAIL_SUBSCRIBE_FAILED');
    expect((await everything()).toLowerCase()).not.toContain('visitor.reminder@example.org');
  });

  test('two requests for one address at the same instant make one subscription, and both answer as the first', async () => {
    const subscribe = () => graphql(server.url, 'mutation { subscribeToSignupReminder(email: "twice.at.once@example.org", locale: en) }');
    const answers = await Promise.all([subscribe(), subscribe(), subscribe()]);
    expect(answers.map((answer) => data(answer))).toEqual([true, true, true]);
    const { rows } = await server.system.services.db.query('select id from signup_reminders where email = $1', ['twice.at.once@example.org']);
    expect(rows).toHaveLength(1);
  });

  test('the contact form needs a name and an email, and keeps what it receives sealed', async () => {
    const send = (feedback: object) => graphql(server.url, 'mutation ($f: ContactFeedbackInput!) { sendFeedback(feedback: $f) }', { f: feedback });
    expect(codeOf(await send({ name: '', email: 'x@example.org', message: 'Hi' }))).toBe('INVALID_INPUT');
    expect(data(await send({ title: 'Question', name: 'Frieda Fragesteller', email: 'frieda@example.org', message: 'Do you do flex boards?' }))).toBe(true);
    const { rows } = await server.system.services.db.query<{ data: unknown }>('select data from events');
    expect(JSON.stringify(rows)).not.toContain('Frieda');
  });
});

describe('the NDA', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  const ask = <T>(user: string, query: string, variables: Record<string, unknown> = {}) => graphql<Record<string, T>>(server.url, query, variables, tokens[user]);
  const settingsNdaId = async (user: string) => data<{ ndaId: string | null }>(await ask(user, `{ fetchCompanyForSettings(id: "${customerCompany}") { ndaId } }`)).ndaId;
  const pdfText = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

  test('a member reads the unsigned NDA in either language, signs it with the legal confirmation, and can delete it', async () => {
    const unsigned = data<{ filename: string; mediaType: string; data: string }>(await ask('customer1', `{ fetchUnsignedNDA(companyId: "${customerCompany}", locale: de) { filename mediaType data } }`));
    expect(unsigned).toMatchObject({ filename: 'NDA-de.pdf', mediaType: 'application/pdf' });
    expect(pdfText(unsigned.data)).toMatch(/^%PDF-/);
    expect(codeOf(await ask('producer1', `{ fetchUnsignedNDA(companyId: "${customerCompany}", locale: en) { filename } }`))).toBe('USER_NOT_IN_COMPANY');

    const sign = (user: string, confirmation: boolean) => ask<{ filename: string; data: string }>(user, `mutation { signNDA(companyId: "${customerCompany}", locale: en, legalConfirmation: ${confirmation}) { filename data } }`);
    expect(codeOf(await sign('customer1', false))).toBe('INVALID_INPUT');
    expect(codeOf(await sign('producer1', true))).toBe('USER_NOT_IN_COMPANY');
    const signed = data<{ filename: string; data: string }>(await sign('customer1', true));
    expect(pdfText(signed.data)).toMatch(/^%PDF-/);

    const attributes = data<{ ndaId: string; signedBy: string; locale: string; path: string }>(
      await ask('customer1', `{ fetchCompanyNdaAttributes(id: "${customerCompany}") { ndaId signedBy locale path signedOn } }`),
    );
    expect(attributes).toMatchObject({ signedBy: 'Clara Kunde', locale: 'en' });
    expect(await settingsNdaId('customer1')).toBe(attributes.ndaId);
    expect(await settingsNdaId('admin')).toBe(attributes.ndaId);
    const download = (user: string) => fetch(`${server.url}${attributes.path}`, { headers: { authorization: `Bearer ${tokens[user]}` } });
    expect((await download('customer1')).headers.get('content-type')).toBe('application/pdf');
    expect((await download('producer1')).status).toBe(404);

    expect(codeOf(await ask('customer1', `mutation { deleteNDA(companyId: "${customerCompany}", confirm: false) }`))).toBe('INVALID_INPUT');
    expect(data(await ask('customer1', `mutation { deleteNDA(companyId: "${customerCompany}", confirm: true) }`))).toBe(true);
    expect(data(await ask('customer1', `{ fetchCompanyNdaAttributes(id: "${customerCompany}") { signedBy } }`))).toBeNull();
    expect(await settingsNdaId('customer1')).toBeNull();
    expect(codeOf(await ask('customer1', `mutation { deleteNDA(companyId: "${customerCompany}", confirm: true) }`))).toBe('RESOURCE_DELETION_FAILED');
  });
});

describe('deleting a company', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'customer2', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
  }, 60_000);
  afterAll(() => server?.close());

  const ask = <T>(user: string, query: string, variables: Record<string, unknown> = {}) => graphql<Record<string, T>>(server.url, query, variables, tokens[user]);
  const deleteCompany = (user: string, companyId: string, confirmed = true) =>
    ask<boolean>(user, 'mutation ($c: ID!, $ok: Boolean!) { deleteCompany(companyId: $c, confirmed: $ok) }', { c: companyId, ok: confirmed });
  const companiesOf = async (user: string) => data<{ user: { memberOf: { id: string; name: string }[] }; isFirstLogin: boolean }>(await ask(user, '{ me { user { memberOf { id name } } isFirstLogin } }'));
  const settingsOf = async (user: string, companyId: string) =>
    data<{ name: string; ndaId: string | null; employees: { id: string }[] }>(await ask(user, `{ fetchCompanyForSettings(id: "${companyId}") { name ndaId employees { id } } }`));
  const reasonOf = (response: GraphQLResponse) => (response.errors?.[0]?.extensions?.details as { reason?: string } | undefined)?.reason;
  const [, alpha] = DEMO_COMPANIES;

  test('a member deletes it once no request placed as it runs; every refusal before changes nothing, and the finished request stays with who placed it', async () => {
    const companyId = data<string>(
      await ask('customer2', 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', {
        c: { name: 'Lötstelle', legalName: 'Lötstelle UG', industry: 'ConsumerElectronics', address: { recipient: 'Lötstelle UG', country: 'DE', addressLine1: 'Gasse 2', zipcode: '04109', city: 'Leipzig' } },
      }),
    );
    data(await ask('customer2', 'mutation ($c: ID!, $s: ExportSettingsInput!) { setCompanyExportSettings(companyId: $c, settings: $s) { format } }', { c: companyId, s: { format: 'Excel', unit: 'Mil', bomColumnOrder: ['MPN'] } }));
    data(await ask('customer2', `mutation { signNDA(companyId: "${companyId}", locale: en, legalConfirmation: true) { filename } }`));
    expect(data<{ source: string }>(await ask('customer2', '{ exportSettings { source } }')).source).toBe('COMPANY');
    const before = await settingsOf('customer2', companyId);
    expect(before).toMatchObject({ name: 'Lötstelle', ndaId: expect.any(String), employees: [{ id: idOf('customer2') }] });
    const unchanged = async () => {
      expect(await settingsOf('customer2', companyId)).toEqual(before);
      expect((await companiesOf('customer2')).user.memberOf).toEqual([{ id: companyId, name: 'Lötstelle' }]);
      expect((await companiesOf('producer1')).user.memberOf).toEqual([{ id: alpha.companyId, name: alpha.name }]);
    };

    expect(codeOf(await deleteCompany('customer2', '5e1d0c1e-0000-4000-8000-0000000000ff'))).toBe('COMPANY_FETCH_FAILED');
    expect(codeOf(await deleteCompany('customer1', companyId))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await deleteCompany('admin', companyId))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await deleteCompany('customer2', companyId, false))).toBe('INVALID_INPUT');
    await unchanged();

    const producerRefusal = await deleteCompany('producer1', alpha.companyId);
    expect(codeOf(producerRefusal)).toBe('RESOURCE_DELETION_FAILED');
    expect(reasonOf(producerRefusal)).toBe('PRODUCER');
    expect(producerRefusal.errors![0].message).toMatch(/producer's company is removed by the marketplace/);
    expect(data<{ isPartOfManufacturer: boolean }>(await ask('producer1', '{ me { isPartOfManufacturer } }')).isPartOfManufacturer).toBe(true);
    await unchanged();

    const address = { recipient: 'Lötstelle UG', country: 'DE', addressLine1: 'Gasse 2', zipcode: '04109', city: 'Leipzig' };
    const request = resultOf<{ id: string; orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Lötstelle board', manufacturers: [alpha.manufacturerId], shippingAddress: address, billingAddress: address, asCompany: companyId }, tokens.customer2, 'id orders { id }'),
    );
    const runningRefusal = await deleteCompany('customer2', companyId);
    expect(codeOf(runningRefusal)).toBe('RESOURCE_DELETION_FAILED');
    expect(reasonOf(runningRefusal)).toBe('RUNNING_REQUESTS');
    expect(runningRefusal.errors![0].message).toMatch(/still running/);
    await unchanged();

    // The request is withdrawn; a second member joins, and any member may delete the company.
    await setOrderStatus(server.url, request.orders[0].id, 'CANCELED_BY_CUSTOMER', tokens.customer2, 'COSTS');
    data(await ask('customer2', 'mutation ($c: ID!, $l: String!) { addCompanyEmployee(companyId: $c, emailOrUsername: $l) { id } }', { c: companyId, l: 'admin' }));
    expect((await companiesOf('admin')).user.memberOf).toEqual([{ id: companyId, name: 'Lötstelle' }]);
    expect(data(await deleteCompany('customer2', companyId))).toBe(true);

    expect(await companiesOf('customer2')).toEqual({ user: { memberOf: [] }, isFirstLogin: true });
    expect((await companiesOf('admin')).user.memberOf).toEqual([]);
    expect(codeOf(await ask('customer2', `{ fetchCompanyForSettings(id: "${companyId}") { name } }`))).toBe('USER_NOT_IN_COMPANY');
    expect(codeOf(await ask('admin', `{ fetchCompanyForSettings(id: "${companyId}") { name } }`))).toBe('COMPANY_FETCH_FAILED');
    expect(codeOf(await ask('customer1', `{ fetchCompanyPublicAttributes(id: "${companyId}") { name } }`))).toBe('COMPANY_FETCH_FAILED');
    expect(codeOf(await deleteCompany('customer2', companyId))).toBe('COMPANY_FETCH_FAILED');
    expect(codeOf(await ask('customer2', 'mutation ($c: ID!, $u: CompanyUpdateInput!) { updateCompany(companyId: $c, company: $u) }', { c: companyId, u: { name: 'Back' } }))).toBe('COMPANY_FETCH_FAILED');
    expect(codeOf(await ask('customer2', `{ companyExportSettings(companyId: "${companyId}") { format } }`))).toBe('USER_NOT_IN_COMPANY');
    expect(data<{ source: string }>(await ask('customer2', '{ exportSettings { source } }')).source).toBe('DEFAULT');

    // The finished request stays in the list of who placed it, naming the company it was placed as.
    const LIST = '{ orders(first: 10) { totalCount edges { node { id name asCompanyId asCompany { id name } placedBy { username } orders { status } } } } }';
    const history = await ask<{ totalCount: number; edges: { node: unknown }[] }>('customer2', LIST);
    expect(history.errors).toBeUndefined();
    expect(history.data!.orders).toEqual({
      totalCount: 1,
      edges: [{ node: { id: request.id, name: 'Lötstelle board', asCompanyId: companyId, asCompany: { id: companyId, name: 'Lötstelle' }, placedBy: { username: 'customer2' }, orders: [{ status: 'CANCELED_BY_CUSTOMER' }] } }],
    });
    const fetched = await ask<{ asCompany: { name: string } }>('customer2', `{ fetchOrder(orderId: "${request.id}") { asCompany { name } } }`);
    expect(fetched).toMatchObject({ data: { fetchOrder: { asCompany: { name: 'Lötstelle' } } } });
    expect(fetched.errors).toBeUndefined();
    const producerView = await ask<{ edges: { node: { id: string; asCompany: { name: string } | null } }[] }>('producer1', '{ manufacturerOrders(first: 10) { edges { node { id asCompany { name } } } } }');
    expect(producerView.errors).toBeUndefined();
    expect(producerView.data!.manufacturerOrders.edges.find((edge) => edge.node.id === request.id)?.node.asCompany).toEqual({ name: 'Lötstelle' });

    // Nobody orders as the deleted company any more; its former members are free to found or join another.
    const asDeleted = await createOrderWithDesign(server.url, { name: 'Another board', manufacturers: [alpha.manufacturerId], shippingAddress: address, billingAddress: address, asCompany: companyId }, tokens.customer2);
    expect(codeOf(asDeleted)).toBe('USER_NOT_IN_COMPANY');
    const next = data<string>(
      await ask('customer2', 'mutation ($c: CompanyInput!) { createCompany(company: $c) }', {
        c: { name: 'Lötstelle Neu', legalName: 'Lötstelle Neu UG', industry: 'ConsumerElectronics', address },
      }),
    );
    expect((await companiesOf('customer2')).user.memberOf).toEqual([{ id: next, name: 'Lötstelle Neu' }]);
  }, 120_000);
});
