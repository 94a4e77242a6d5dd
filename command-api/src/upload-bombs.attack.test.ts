import { DEMO_COMPANIES } from './application/demo-seed';
import { kicadDesignFiles } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { KICAD_BOM_ROWS } from './testing/orders';
import { zigzagOutline } from './testing/pathological-outline';
import { startTestServer, type TestServer } from './testing/test-server';
import { zipBomb } from './testing/zip-bomb';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const order = { name: 'Attack board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: DEMO_COMPANIES[0].companyId };
type Problems = { details?: { problems?: { code: string }[] } };

describe('uploads that cost the server work', () => {
  let server: TestServer;
  let token: string;

  // One reading thread and no queue, so that a second upload while one is read is throttled. The deadline
  // leaves a busy machine time to send that second upload while the first is read, and to read an honest
  // board in time; the slow outline takes more than twice as long on a quiet one.
  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_CHECK_THREADS: '1', UPLOAD_CHECK_QUEUE: '0', UPLOAD_CHECK_DEADLINE_MS: '8000' });
    token = await signIn(server.url, 'customer1');
  }, 60_000);
  afterAll(() => server?.close());

  const createOrder = (pcb: UploadedFile) =>
    graphqlUpload(
      server.url,
      'mutation ($order: SuperOrderInput!, $pcb: Upload, $bom: [ComponentInput!]) { createOrder(order: $order, pcb: $pcb, bom: $bom) { id } }',
      { order, pcb: null, bom: KICAD_BOM_ROWS },
      { 'variables.pcb': pcb },
      token,
    );
  const health = () => fetch(`${server.url}/health`).then((response) => response.status);
  const orderCount = async () => ((await graphql<{ orders: { totalCount: number } }>(server.url, '{ orders(first: 1) { totalCount } }', {}, token)).data?.orders.totalCount ?? -1);
  /** Names the promises in the order they settle. */
  const settleOrder = async (named: Record<string, Promise<unknown>>) => {
    const order: string[] = [];
    await Promise.all(Object.entries(named).map(([name, promise]) => promise.finally(() => order.push(name))));
    return order;
  };
  const untilReading = async () => {
    while (server.system.services.uploadWorkers.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  test('a 1 MB zip declaring 1,000 bytes per entry but inflating to 1 GiB is refused as ZIP_TOO_LARGE while /health answers', async () => {
    const before = await orderCount();
    const bomb = await zipBomb({ entries: 16, inflatedMebibytes: 64, declaredBytes: 1000 });
    expect(bomb.byteLength).toBeGreaterThan(1_000_000);
    const refused = createOrder({ name: 'board.zip', bytes: bomb, type: 'application/zip' });
    const answered = health();
    expect(await settleOrder({ refused, answered })).toEqual(['answered', 'refused']);
    const response = (await refused) as GraphQLResponse;
    expect(response.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect((response.errors?.[0]?.extensions as Problems).details?.problems?.map((p) => p.code)).toEqual(['ZIP_TOO_LARGE']);
    expect(await answered).toBe(200);
    expect(await orderCount()).toBe(before);
  }, 60_000);

  test('a file that takes too long to read is stopped at the deadline (DEADLINE_EXCEEDED); meanwhile /health answers and other uploads are throttled', async () => {
    const before = await orderCount();
    const slow = createOrder(zigzagOutline());
    await untilReading();
    const answered = health();
    const throttled = createOrder(kicadDesignFiles().pcb);
    expect(await settleOrder({ slow, answered })).toEqual(['answered', 'slow']);
    expect((await slow).errors?.[0]?.extensions?.code).toBe('DEADLINE_EXCEEDED');
    expect(await answered).toBe(200);
    expect((await throttled).errors?.[0]?.extensions).toEqual({ code: 'THROTTLED_CPU', retryAfter: 5 });
    expect(await orderCount()).toBe(before);
  }, 60_000);

  test('after the stopped reader, the next order is read by a fresh thread once the client waited as told', async () => {
    const before = await orderCount();
    let response = await createOrder(kicadDesignFiles().pcb);
    for (let attempt = 0; attempt < 3 && response.errors?.[0]?.extensions?.code === 'THROTTLED_CPU'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, Number(response.errors![0]!.extensions!.retryAfter) * 1000));
      response = await createOrder(kicadDesignFiles().pcb);
    }
    expect(response.errors).toBeUndefined();
    expect(await orderCount()).toBe(before + 1);
  }, 60_000);
});
