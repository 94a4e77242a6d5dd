import { graphqlUpload, signIn, type GraphQLResponse } from '../testing/graphql-client';
import { holdRequest, send, type RawResponse } from '../testing/raw-http';
import { startTestServer, type TestServer } from '../testing/test-server';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
const parsed = (response: RawResponse) => JSON.parse(response.text) as GraphQLResponse;
const SITE_MODE = JSON.stringify({ query: '{ siteMode { mode } }' });
const json = { 'content-type': 'application/json' };

/** Sends the same request `count` times one after another and keeps every answer. */
async function burst(count: number, request: () => Promise<RawResponse>): Promise<RawResponse[]> {
  const answers: RawResponse[] = [];
  for (let i = 0; i < count; i++) answers.push(await request());
  return answers;
}

describe('request rates: ENHANCE_YOUR_CALM with Retry-After', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_IP: '5', RATE_LIMIT_PER_USER: '3', RATE_LIMIT_WINDOW_SECONDS: '600', SIGNUP_REMINDERS_PER_IP_PER_HOUR: '2' });
  }, 60_000);
  afterAll(() => server?.close());

  test('a burst from one address over the rate is refused, while another address is still answered', async () => {
    const answers = await burst(8, () => send(`${server.url}/graphql`, { headers: json, body: SITE_MODE, localAddress: '127.0.0.2' }));
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers[7];
    expect(refused.status).toBe(429);
    expect(codeOf(parsed(refused))).toBe('ENHANCE_YOUR_CALM');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(parsed(refused).errors?.[0]?.extensions?.retryAfter).toBe(retryAfter);

    const elsewhere = await send(`${server.url}/graphql`, { headers: json, body: SITE_MODE, localAddress: '127.0.0.3' });
    expect(elsewhere.status).toBe(200);
    expect(parsed(elsewhere).data).toEqual({ siteMode: { mode: 'MARKETPLACE' } });
  });

  test('a signed-in user over the per-user rate is refused on any address, and other users are not', async () => {
    const token = await signIn(server.url, 'customer1');
    const other = await signIn(server.url, 'customer2');
    const asCustomer = (localAddress: string, bearer = token) =>
      send(`${server.url}/graphql`, { headers: { ...json, authorization: `Bearer ${bearer}` }, body: JSON.stringify({ query: '{ me { isFirstLogin } }' }), localAddress });
    const answers = [await asCustomer('127.0.0.4'), await asCustomer('127.0.0.5'), await asCustomer('127.0.0.6'), await asCustomer('127.0.0.7')];
    expect(answers.slice(0, 3).map((answer) => parsed(answer).errors)).toEqual([undefined, undefined, undefined]);
    expect(answers[3].status).toBe(429);
    expect(codeOf(parsed(answers[3]))).toBe('ENHANCE_YOUR_CALM');
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    expect(parsed(await asCustomer('127.0.0.8', other)).errors).toBeUndefined();
  });

  test('the sign-up reminder answers the same for a known address and is limited per address', async () => {
    const subscribe = (email: string) =>
      send(`${server.url}/graphql`, { headers: json, body: JSON.stringify({ query: 'mutation ($e: String!) { subscribeToSignupReminder(email: $e, locale: en) }', variables: { e: email } }), localAddress: '127.0.0.9' });
    const first = parsed(await subscribe('known@example.org'));
    const again = parsed(await subscribe('known@example.org'));
    expect(first).toEqual({ data: { subscribeToSignupReminder: true } });
    expect(again).toEqual(first);
    const third = await subscribe('someone.else@example.org');
    expect(third.status).toBe(429);
    expect(codeOf(parsed(third))).toBe('ENHANCE_YOUR_CALM');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await server.system.services.db.query('select 1 from signup_reminders');
    expect(rows).toHaveLength(1);
  });
});

describe('requests in flight: THROTTLED_CONCURRENCY and THROTTLED_CPU', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CONCURRENCY_PER_IP: '2', EXPENSIVE_PER_CLIENT: '1' });
  }, 60_000);
  afterAll(() => server?.close());

  test('a third request of one address while two are in flight is refused; once they end, it is answered', async () => {
    const url = `${server.url}/graphql`;
    const held = [await holdRequest(url, { ...json, 'transfer-encoding': 'chunked' }, '{"query":'), await holdRequest(url, { ...json, 'transfer-encoding': 'chunked' }, '{"query":')];
    const refused = await send(url, { headers: json, body: SITE_MODE });
    expect(refused.status).toBe(429);
    expect(codeOf(parsed(refused))).toBe('THROTTLED_CONCURRENCY');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(parsed(refused).errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(0);

    const elsewhere = await send(url, { headers: json, body: SITE_MODE, localAddress: '127.0.0.2' });
    expect(parsed(elsewhere).data).toEqual({ siteMode: { mode: 'MARKETPLACE' } });

    for (const request of held) expect(parsed(await request.finish('"{ siteMode { mode } }"}')).data).toEqual({ siteMode: { mode: 'MARKETPLACE' } });
    expect(parsed(await send(url, { headers: json, body: SITE_MODE })).data).toEqual({ siteMode: { mode: 'MARKETPLACE' } });
  });

  test('a second upload or an export of one client while an upload is in flight is refused with THROTTLED_CPU', async () => {
    const url = `${server.url}/graphql`;
    const boundary = 'edge-attack';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: '{ siteMode { mode } }' })}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
    );
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), 'x-graphql-yoga-csrf': '1' };
    const held = await holdRequest(url, headers, body.subarray(0, 20));

    const refused = await graphqlUpload(server.url, 'mutation ($f: Upload!) { sendNewFileMessage(chatId: "x", file: $f) { id } }', { f: null }, { 'variables.f': { name: 'a.txt', bytes: new Uint8Array([1]) } });
    expect(refused.status).toBe(429);
    expect(codeOf(refused)).toBe('THROTTLED_CPU');

    const exportRefused = await send(url, { headers: json, body: JSON.stringify({ query: 'query { exportOrders(superOrderIds: ["x"]) { __typename } }' }) });
    expect(exportRefused.status).toBe(429);
    expect(codeOf(parsed(exportRefused))).toBe('THROTTLED_CPU');
    expect(Number(exportRefused.headers['retry-after'])).toBeGreaterThan(0);

    expect(parsed(await held.finish(body.subarray(20))).data).toEqual({ siteMode: { mode: 'MARKETPLACE' } });
    const exportAfter = parsed(await send(url, { headers: json, body: JSON.stringify({ query: 'query { exportOrders(superOrderIds: ["x"]) { __typename } }' }) }));
    expect(codeOf(exportAfter)).toBe('UNAUTHENTICATED');
  });
});
