import { graphql, signIn, type GraphQLResponse } from '../testing/graphql-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const codesOf = (response: GraphQLResponse) => (response.errors ?? []).map((error) => error.extensions?.code);
const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;
const nested = (levels: number) => `{ ${'me { '.repeat(levels)}id${' }'.repeat(levels)} }`;

describe('GraphQL documents over a limit are refused with a code before anything runs', () => {
  let server: TestServer;
  let errorLog: jest.SpyInstance;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    // Refusing a client's document is no server error: nothing (and no stack) is logged.
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });

  test('40,000 aliases in one anonymous document are refused while the server keeps answering others', async () => {
    const [attack, health, other] = await Promise.all([
      graphql(server.url, aliases(40_000)),
      fetch(`${server.url}/health`).then((response) => response.json()),
      graphql(server.url, '{ siteMode { mode } }'),
    ]);
    expect(codeOf(attack)).toBe('QUERY_TOO_LARGE');
    expect(attack.data ?? null).toBeNull();
    expect(health).toMatchObject({ status: 'ok' });
    expect(other.errors).toBeUndefined();
    expect(other.data).toHaveProperty('siteMode');
  });

  test('more aliases than allowed, within the token limit, are refused by the alias limit', async () => {
    const refused = await graphql(server.url, aliases(31));
    expect(codeOf(refused)).toBe('QUERY_TOO_MANY_ALIASES');
    expect((await graphql(server.url, aliases(30))).errors).toBeUndefined();
  });

  test('an 8 MB document is refused by its size', async () => {
    // Signed in: without a sign-in a body of 8 MB is refused before it is read (request-bodies.attack.test.ts).
    const token = await signIn(server.url, 'customer1');
    const refused = await graphql(server.url, `{ siteMode { mode } ${' '.repeat(8 * 1024 * 1024)}}`, {}, token);
    expect(refused.status).toBe(413);
    expect(codeOf(refused)).toBe('QUERY_TOO_LARGE');
  });

  test('3,000 nested levels are refused with a code, not an internal error', async () => {
    const refused = await graphql(server.url, nested(3_000));
    expect(codesOf(refused)).toEqual(['QUERY_TOO_DEEP']);
  });

  test('nesting deeper than allowed is refused by the depth limit', async () => {
    expect(codesOf(await graphql(server.url, nested(16)))).toContain('QUERY_TOO_DEEP');
  });

  test('too many directives are refused', async () => {
    const refused = await graphql(server.url, `{ siteMode ${'@include(if: true) '.repeat(51)}{ mode } }`);
    expect(codeOf(refused)).toBe('QUERY_TOO_MANY_DIRECTIVES');
  });

  test("the product's own queries fit, signed in as a customer", async () => {
    const token = await signIn(server.url, 'customer1');
    const answer = await graphql(server.url, '{ me { isFirstLogin user { id username firstName lastName memberOf { id name } } } orders(first: 10) { totalCount edges { cursor node { id name createdOn orders { id } } } pageInfo { hasNextPage endCursor } } }', {}, token);
    expect(answer.errors).toBeUndefined();
  });
});

describe('with tight limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ GRAPHQL_MAX_COST: '20', GRAPHQL_MAX_TOKENS: '100000', GRAPHQL_MAX_DOCUMENT_BYTES: '10000000' });
  }, 60_000);
  afterAll(() => server?.close());

  test('40,000 aliases within the size limit are refused by the token limit', async () => {
    const [attack, other] = await Promise.all([graphql(server.url, aliases(40_000)), graphql(server.url, '{ siteMode { mode } }')]);
    expect(codeOf(attack)).toBe('QUERY_TOO_MANY_TOKENS');
    expect(other.errors).toBeUndefined();
  });

  test('an operation over the cost limit is refused', async () => {
    const refused = await graphql(server.url, `{ ${Array.from({ length: 5 }, (_, i) => `o${i}: me { user { username email firstName lastName } }`).join(' ')} }`);
    expect(codeOf(refused)).toBe('QUERY_TOO_COMPLEX');
    expect((await graphql(server.url, '{ siteMode { mode } }')).errors).toBeUndefined();
  });

  test('3,000 nested levels within the token limit are refused by depth, not with an internal error', async () => {
    const errorLog = jest.spyOn(console, 'error');
    const refused = await graphql(server.url, nested(3_000));
    expect(codesOf(refused)).toContain('QUERY_TOO_DEEP');
    expect(codesOf(refused)).not.toContain('INTERNAL_SERVER_ERROR');
    expect(errorLog).not.toHaveBeenCalled();
    errorLog.mockRestore();
  });
});
