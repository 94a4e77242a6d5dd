import { graphql, signIn, type GraphQLResponse } from '../testing/graphql-client';
import { send } from '../testing/raw-http';
import { startTestServer, type TestServer } from '../testing/test-server';

const json = { 'content-type': 'application/json' };

describe('request bodies and request errors get clear codes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  test('a JSON body sent chunked, without a length, is still held to the body limit', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, ' ');
    const refused = await send(`${server.url}/graphql`, { headers: { ...json, 'transfer-encoding': 'chunked' }, chunks: ['{"query": "{ siteMode { mode } }", "padding": "', ...Array.from({ length: 12 }, () => megabyte), '"}'] });
    expect(refused.status).toBe(413);
    expect((JSON.parse(refused.text) as GraphQLResponse).errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');

    const small = await send(`${server.url}/graphql`, { headers: { ...json, 'transfer-encoding': 'chunked' }, chunks: ['{"query": "{ siteMode', ' { mode } }"}'] });
    expect(JSON.parse(small.text)).toEqual({ data: { siteMode: { mode: 'MARKETPLACE' } } });
  });

  describe('a body other than an upload without a sign-in', () => {
    /** A query padded to `bytes` bytes with an extension the server does not read. */
    const padded = (bytes: number) => {
      const start = '{"query": "{ siteMode { mode } }", "extensions": {"padding": "';
      return `${start}${' '.repeat(bytes - start.length - 3)}"}}`;
    };
    const codeOf = (text: string) => (JSON.parse(text) as GraphQLResponse).errors?.[0]?.extensions?.code;

    test('over 2 MB is refused before it is read, stated or sent chunked', async () => {
      const stated = await send(`${server.url}/graphql`, { headers: json, body: padded(3 * 1024 * 1024) });
      expect(stated.status).toBe(413);
      expect(JSON.parse(stated.text)).toEqual({
        errors: [{ message: 'A request without a sign-in must be under 2 MB. Please sign in.', extensions: { code: 'INVALID_INPUT' } }],
      });
      const body = padded(3 * 1024 * 1024);
      const chunked = await send(`${server.url}/graphql`, { headers: { ...json, 'transfer-encoding': 'chunked' }, chunks: [body.slice(0, 1_000_000), body.slice(1_000_000)] });
      expect(chunked.status).toBe(413);
      expect(codeOf(chunked.text)).toBe('INVALID_INPUT');
    });

    test('under 2 MB is answered', async () => {
      const answered = await send(`${server.url}/graphql`, { headers: json, body: padded(1_900_000) });
      expect(JSON.parse(answered.text)).toEqual({ data: { siteMode: { mode: 'MARKETPLACE' } } });
    });

    test('signed in, the same 3 MB is answered; with a token that is not valid, it is UNAUTHENTICATED', async () => {
      const token = await signIn(server.url, 'customer1');
      const answered = await send(`${server.url}/graphql`, { headers: { ...json, authorization: `Bearer ${token}` }, body: padded(3 * 1024 * 1024) });
      expect(JSON.parse(answered.text)).toEqual({ data: { siteMode: { mode: 'MARKETPLACE' } } });
      const refused = await send(`${server.url}/graphql`, { headers: { ...json, authorization: `Bearer ${token}x` }, body: padded(3 * 1024 * 1024) });
      expect(refused.status).toBe(401);
      expect(codeOf(refused.text)).toBe('UNAUTHENTICATED');
    });
  });

  test("bad JSON is refused with BAD_REQUEST and our text, not the parser's", async () => {
    for (const body of ['{"query": ', '{"query": "{ siteMode { mode } }",}', 'not json at all']) {
      const refused = await send(`${server.url}/graphql`, { headers: json, body });
      expect(refused.status).toBe(400);
      const answer = JSON.parse(refused.text) as GraphQLResponse;
      expect(answer.errors).toEqual([{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }]);
    }
  });

  test('an unknown enum value in the variables is INVALID_INPUT and changes nothing', async () => {
    const refused = await graphql(server.url, 'mutation ($l: Locale!) { subscribeToSignupReminder(email: "enum.attack@example.org", locale: $l) }', { l: 'NOPE' });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['INVALID_INPUT']);
    expect(refused.errors?.[0]?.message).toContain('$l');
    const { rows } = await server.system.services.db.query('select 1 from signup_reminders where email = $1', ['enum.attack@example.org']);
    expect(rows).toEqual([]);
  });

  test('every parse, validation and variable error carries a code', async () => {
    const answers = await Promise.all([
      graphql(server.url, '{ siteMode { mode }'),
      graphql(server.url, '{ siteMode { nope } }'),
      graphql(server.url, '{ siteMode(extra: 1) { mode } }'),
      graphql(server.url, 'query ($n: Int!) { siteMode { mode } }', { n: 'many' }),
      graphql(server.url, 'query ($n: Int!) { siteMode { mode } }', {}),
      graphql(server.url, '{ ...Missing }'),
      graphql(server.url, ''),
    ]);
    for (const answer of answers) {
      expect(answer.errors?.length).toBeGreaterThan(0);
      for (const error of answer.errors ?? []) expect(typeof error.extensions?.code).toBe('string');
      expect(JSON.stringify(answer)).not.toMatch(/originalError|stack|at \w+ \(/);
    }
  });
});
