import { graphql, type GraphQLResponse } from '../testing/graphql-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const codesOf = (response: GraphQLResponse) => (response.errors ?? []).map((error) => error.extensions?.code);
const asBrowser = { accept: 'text/html,application/xhtml+xml' };

describe('production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
  }, 60_000);
  afterAll(() => server?.close());

  test('introspection is refused before anything runs', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { fields { name } } }', 'query { a: __schema { queryType { name } } }']) {
      const refused = await graphql(server.url, query);
      expect(refused.data ?? null).toBeNull();
      expect(new Set(codesOf(refused))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
      expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await graphql(server.url, '{ siteMode { __typename mode } }')).errors).toBeUndefined();
  });

  test('errors suggest no field, argument or type names', async () => {
    const answers = await Promise.all([
      graphql(server.url, '{ siteMod { mode } }'),
      graphql(server.url, '{ siteMode { mod } }'),
      graphql(server.url, 'query ($l: Local!) { siteMode { mode } }', { l: 'en' }),
      graphql(server.url, 'mutation ($l: Locale!) { subscribeToSignupReminder(email: "a@example.org", locale: $l) }', { l: 'ENN' }),
    ]);
    for (const answer of answers) {
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer.errors)).not.toMatch(/did you mean/i);
      expect(JSON.stringify(answer.errors)).not.toContain('siteMode');
    }
  });

  test('GraphiQL is not served', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: asBrowser });
    expect(await page.text()).not.toMatch(/graphiql/i);
    expect((await fetch(`${server.url}/graphiql/graphiql.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/graphiql/start.js`)).status).toBe(404);
  });
});

describe('development mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'development' });
  }, 60_000);
  afterAll(() => server?.close());

  test("GraphiQL comes from the server's own files: no CDN, no inline script", async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: asBrowser });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)![1];
      const script = await fetch(`${server.url}${src}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      expect((await script.text()).length).toBeGreaterThan(0);
    }
    for (const asset of ['/graphiql/graphiql.css', '/graphiql/workers/json.js', '/graphiql/workers/graphql.js', '/graphiql/workers/editorWorkerService.js']) {
      expect((await fetch(`${server.url}${asset}`)).status).toBe(200);
    }
    expect((await fetch(`${server.url}/graphiql/workers/__proto__.js`)).status).toBe(404);
  });

  test('introspection works for the tools', async () => {
    const answer = await graphql<{ __schema: { queryType: { name: string } } }>(server.url, '{ __schema { queryType { name } } }');
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });
});
