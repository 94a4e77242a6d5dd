import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_COMPANIES } from './application/demo-seed';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { kicadBom, kicadJob } from './testing/pricing-fixtures';
import { startTestServer, type TestServer } from './testing/test-server';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}
const formulaFile = (formulas: object[]): UploadedFile => ({ name: 'pricing.json', bytes: new TextEncoder().encode(JSON.stringify({ formulas })), type: 'application/json' });

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const beta = DEMO_COMPANIES[2].manufacturerId!;
const gamma = DEMO_COMPANIES[3].manufacturerId!;
const FORMULAS = [
  { name: 'pcbCost', description: 'Bare boards', calculation: 'pcbCost = max(50, pcbSize * pcbLayers * 0.05 * pcbQuantity)' },
  { name: 'assemblyCost', calculation: 'assemblyCost = (smtPartCount * 0.04 + thtPinCount * 0.1) * pcbQuantity' },
  { name: 'cost', calculation: 'cost = pcbCost + assemblyCost + partSourcingCost' },
  { name: 'completionTime', calculation: 'completionTime = 5 + ceil(pcbQuantity / 100)' },
];
const ADDRESS = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Invalidenstraße 10', zipcode: '10115', city: 'Berlin' };
const PRICING_FIELDS = 'market { mode supportsPricing } whitelabel { mode supportsPricing } external { url apiKeySet } formula { formulaId file { id history { id } current { path } } formulas { name description calculation } }';
const SET_PRICING = `mutation ($id: ID!, $p: OrderPricingInput!, $f: Upload) { setManufacturerPricing(manufacturerId: $id, pricing: $p, pricingFormula: $f) { ${PRICING_FIELDS} } }`;
const FETCH_SETUP = `query ($id: ID!) { fetchManufacturerBaseAttributedWithPricing(id: $id) { id company { name } orderPricing { ${PRICING_FIELDS} } } }`;
const ORDER_PRICING = 'query ($job: JSONObject!, $bom: [ComponentInput!]!, $p: PricingProductionDataInput!) { fetchOrderPricing(job: $job, bom: $bom, productionData: $p) { manufacturerId error priceRange { cost pcbCost assemblyCost completionTime shippingTime } } }';


describe('instant pricing', () => {
  let server: TestServer;
  let pricingServer: Server;
  let pricingUrl: string;
  const received: { path: string; apiKey: string | undefined; body: Record<string, unknown> }[] = [];
  const held: IncomingMessage[] = [];
  const tokens: Record<string, string> = {};
  /** Alpha's answer to taking up formula pricing on the marketplace; every test may rely on Alpha pricing by formula. */
  let formulaPricing: GraphQLResponse<Record<string, Record<string, unknown>>>;

  const setPricing = (token: string, id: string, pricing: object, file?: UploadedFile) =>
    graphqlUpload<Record<string, Record<string, unknown>>>(server.url, SET_PRICING, { id, p: pricing, f: null }, file ? { 'variables.f': file } : {}, token);
  const setup = async (id: string, token = tokens.producer1) => data<{ orderPricing: Record<string, unknown> }>(await graphql(server.url, FETCH_SETUP, { id }, token)).orderPricing;
  const price = (production: object, bom: object[] = kicadBom(), token = tokens.customer1) =>
    graphql<Record<string, { manufacturerId: string; error: string | null; priceRange: Record<string, number> | null }[]>>(server.url, ORDER_PRICING, {
      job: kicadJob(),
      bom,
      p: { manufacturers: [alpha], quantity: 10, type: 'PROTOTYPE', shippingAddress: ADDRESS, billingAddress: ADDRESS, ...production },
    }, token);

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1', 'producer2', 'producer3', 'admin']) tokens[user] = await signIn(server.url, user);
    pricingServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ path: request.url ?? '', apiKey: request.headers['x-api-key'] as string | undefined, body: JSON.parse(body) as Record<string, unknown> });
        if (request.url === '/slow') return void held.push(request);
        if (request.headers['x-api-key'] !== 'beta-secret-key') return void response.writeHead(401).end();
        const inputs = (JSON.parse(body) as { inputs: { pcbQuantity: number; smtPartCount: number } }).inputs;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(request.url === '/nonsense' ? '{"cost":"cheap"}' : JSON.stringify({ cost: inputs.pcbQuantity * 12.5, shippingTime: 3 }));
      });
    });
    await new Promise<void>((resolve) => pricingServer.listen(0, '127.0.0.1', resolve));
    pricingUrl = `http://127.0.0.1:${(pricingServer.address() as AddressInfo).port}`;
    formulaPricing = await setPricing(tokens.producer1, alpha, { market: 'FORMULA' }, formulaFile(FORMULAS));
  }, 60_000);
  afterAll(async () => {
    pricingServer?.closeAllConnections();
    await new Promise((resolve) => pricingServer?.close(resolve));
    await server?.close();
  });

  test('a producer uploads formulas and prices with them on the marketplace; the formula file is its own to download', async () => {
    const answer = data(formulaPricing);
    expect(answer).toMatchObject({ market: { mode: 'FORMULA', supportsPricing: true }, whitelabel: { mode: 'DISABLED', supportsPricing: false }, external: null });
    const stored = await setup(alpha);
    expect(stored).toMatchObject({ formula: { formulas: [{ name: 'pcbCost', description: 'Bare boards', calculation: FORMULAS[0].calculation }, { name: 'assemblyCost', description: null }, { name: 'cost' }, { name: 'completionTime' }] } });
    const path = (stored.formula as { file: { current: { path: string } } }).file.current.path;
    const download = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${tokens.producer1}` } });
    expect(JSON.parse(await download.text())).toEqual({ formulas: FORMULAS });
    expect((await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${tokens.customer1}` } })).status).toBe(404);
  });

  test('bad formulas are refused with every problem of every formula, and nothing changes', async () => {
    const before = await setup(alpha);
    const refused = await setPricing(tokens.producer1, alpha, { market: 'FORMULA' }, formulaFile([
      { name: 'pcbCost', calculation: 'pcbCost = pcbSize ** 2' },
      { name: 'cost', calculation: 'cost = (pcbCost + setupFee' },
      { name: 'extra', calculation: 'extra 5' },
    ]));
    expect(codeOf(refused)).toBe('INVALID_INPUT');
    const problems = refused.errors![0].extensions!.details as { problems: { formula: number; code: string; message: string }[] };
    expect(problems.problems.map((p) => [p.formula, p.code])).toEqual([[1, 'CONSECUTIVE_OPERATORS'], [2, 'UNBALANCED_PARENTHESES'], [2, 'UNKNOWN_VARIABLES'], [3, 'MISSING_EQUALS']]);
    expect(refused.errors![0].message).toContain('Unknown variables: setupFee.');
    expect(codeOf(await setPricing(tokens.producer1, alpha, { market: 'FORMULA' }, { name: 'pricing.json', bytes: new TextEncoder().encode('not json') }))).toBe('INVALID_INPUT');
    expect(codeOf(await setPricing(tokens.producer1, alpha, { externalUrl: 'ftp://pricing.example' }))).toBe('INVALID_INPUT');
    expect(await setup(alpha)).toEqual(before);
    expect(codeOf(await setPricing(tokens.producer3, gamma, { market: 'FORMULA' }))).toBe('INVALID_INPUT');
    expect(codeOf(await setPricing(tokens.producer3, gamma, { whitelabel: 'EXTERNAL' }))).toBe('INVALID_INPUT');
  });

  test('updateManufacturer still updates capabilities and takes a new version of the formula file', async () => {
    const capabilities = data<Record<string, unknown>>(await graphql(server.url, `{ fetchManufacturerPublicAttributes(id: "${alpha}") { allowMatching orderTypes boardSize { min { long short height } max { long short height } } ecSize { min { long short height } max { long short height } } minimalPitch doubleSidedSMT ipcClass certificates supportedServices spokenLanguages pcbQuantity { min max } componentQuantity { min max } headquarterAddress { recipient country addressLine1 zipcode city } factoryAddresses { recipient country addressLine1 zipcode city } } }`, {}, tokens.producer1));
    const update = (file: UploadedFile) => graphqlUpload(server.url, 'mutation ($id: ID!, $m: ManufacturerInput!, $f: Upload) { updateManufacturer(id: $id, manufacturer: $m, pricingFormula: $f) }', { id: alpha, m: { ...capabilities, minimalPitch: 0.3 }, f: null }, { 'variables.f': file }, tokens.producer1);
    expect(codeOf(await update(formulaFile([{ name: 'cost', calculation: 'cost = ' }])))).toBe('INVALID_INPUT');
    expect(data<{ minimalPitch: number }>(await graphql(server.url, `{ fetchManufacturerPublicAttributes(id: "${alpha}") { minimalPitch } }`, {}, tokens.producer1)).minimalPitch).not.toBe(0.3);
    expect(data(await update(formulaFile([...FORMULAS, { name: 'shippingTime', calculation: 'shippingTime = 2' }])))).toBe(alpha);
    expect(data<{ minimalPitch: number }>(await graphql(server.url, `{ fetchManufacturerPublicAttributes(id: "${alpha}") { minimalPitch } }`, {}, tokens.producer1)).minimalPitch).toBe(0.3);
    const stored = await setup(alpha);
    expect(stored).toMatchObject({ market: { mode: 'FORMULA' }, formula: { file: { history: [{}] } } });
    expect((stored.formula as { formulas: object[] }).formulas).toHaveLength(5);
  });

  test("only the producer's members and admins read or change its setup, and only producers try formulas", async () => {
    expect(codeOf(await graphql(server.url, FETCH_SETUP, { id: alpha }, tokens.producer2))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
    expect(codeOf(await graphql(server.url, FETCH_SETUP, { id: alpha }, tokens.customer1))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
    expect(codeOf(await setPricing(tokens.producer2, alpha, { market: 'DISABLED' }))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
    expect(await setup(alpha, tokens.admin)).toMatchObject({ market: { mode: 'FORMULA' } });
    const debug = 'query ($f: Upload!, $i: PricingTestInput) { fetchDebugManufacturerOrderPricing(pricingFormula: $f, input: $i) { filename mediaType data } }';
    expect(codeOf(await graphqlUpload(server.url, debug, { f: null }, { 'variables.f': formulaFile(FORMULAS) }, tokens.customer1))).toBe('USER_NOT_IN_PRODUCER_COMPANY');
  });

  test("the admin reads a page of producers' setups in one call, in the order asked; unknown ids are left out and the page size is bounded", async () => {
    const PAGE = `query ($ids: [ID!]!) { adminGetManufacturersWithPricing(ids: $ids) { id company { name } orderPricing { market { mode supportsPricing } } } }`;
    const page = data<{ id: string; company: { name: string }; orderPricing: { market: { mode: string } } }[]>(
      await graphql(server.url, PAGE, { ids: [gamma, 'no-such-producer', alpha, alpha] }, tokens.admin),
    );
    expect(page.map((producer) => producer.id)).toEqual([gamma, alpha]);
    expect(page[1]).toMatchObject({ company: { name: DEMO_COMPANIES[1].name }, orderPricing: { market: { mode: 'FORMULA' } } });
    expect(codeOf(await graphql(server.url, PAGE, { ids: [alpha] }, tokens.producer1))).toBe('USER_NOT_AUTHORIZED');
    expect(codeOf(await graphql(server.url, PAGE, { ids: Array.from({ length: 101 }, (_, index) => `m-${index}`) }, tokens.admin))).toBe('INVALID_INPUT');
  });

  test('a producer tries a formula file with test inputs and gets a report of every value, or of the problems', async () => {
    const debug = 'query ($f: Upload!, $i: PricingTestInput) { fetchDebugManufacturerOrderPricing(pricingFormula: $f, input: $i) { filename mediaType data } }';
    const reportOf = async (file: UploadedFile, input: object) => {
      const answer = data<{ filename: string; mediaType: string; data: string }>(await graphqlUpload(server.url, debug, { f: null, i: input }, { 'variables.f': file }, tokens.producer2));
      expect(answer).toMatchObject({ filename: 'pricing-report.json', mediaType: 'application/json' });
      return JSON.parse(Buffer.from(answer.data, 'base64').toString('utf8')) as Record<string, unknown>;
    };
    const report = await reportOf(formulaFile(FORMULAS), { pcbQuantity: 100, pcbSize: 20, pcbLayers: 4, smtPartCount: 50, finish: 'ENIG', pcbProvided: true });
    expect(report).toMatchObject({ valid: true, inputs: { pcbQuantity: 100, finish: 6, pcbProvided: 1 }, priceRange: { pcbCost: 400, assemblyCost: 200, cost: 600, completionTime: 6 } });
    expect(await reportOf(formulaFile([{ name: 'cost', calculation: 'cost = 100 / (pcbQuantity - 1)' }]), {})).toMatchObject({ valid: true, priceRange: null, formulas: [{ name: 'cost', error: 'A division by zero.' }] });
    expect(await reportOf(formulaFile([{ name: 'cost', calculation: 'cost = pcbSize $ 2' }]), {})).toMatchObject({ valid: false, problems: [{ code: 'INVALID_CHARACTERS' }] });
  });

  test('a customer gets the price range of the KiCad board from the producers that price instantly', async () => {
    data(await setPricing(tokens.producer1, alpha, { market: 'FORMULA' }, formulaFile([...FORMULAS, { name: 'shippingTime', calculation: 'shippingTime = 2' }])));
    const prices = data(await price({ manufacturers: [alpha, gamma] }));
    expect(prices).toHaveLength(1);
    const [alphaPrice] = prices;
    expect(alphaPrice).toMatchObject({ manufacturerId: alpha, error: null, priceRange: { completionTime: 6, shippingTime: 2 } });
    // 144.1 mm × 105.1 mm = 151.45 cm², 2 layers, 107 surface-mounted parts per board, 10 boards
    expect(alphaPrice.priceRange!.pcbCost).toBeCloseTo(151.45 * 2 * 0.05 * 10, 6);
    expect(alphaPrice.priceRange!.assemblyCost).toBeCloseTo(107 * 0.04 * 10, 6);
    expect(alphaPrice.priceRange!.cost).toBeCloseTo(151.45 + 42.8, 6);
  });

  test('pricing fails as the spec says: parts without MPN or with alternatives, and missing producer, addresses or order type', async () => {
    const [first, second, ...rest] = kicadBom();
    const withoutMpn = await price({}, [{ ...first, mpn: null }, second, ...rest]);
    expect(codeOf(withoutMpn)).toBe('INVALID_INPUT');
    expect(withoutMpn.errors![0].message).toContain('missing MPN for C1, C2, C3');
    const withAlternative = await price({}, [first, { ...second, alternativeMpns: ['GRM188R61E106KA73D'] }, ...rest]);
    expect(withAlternative.errors![0].message).toContain('alternative components for C6');
    expect(data(await price({}, [first, { ...second, alternativeMpns: ['GRM188R61E106KA73D'], doNotPlace: true }, ...rest]))).toHaveLength(1);
    const incomplete = await price({ manufacturers: [], shippingAddress: null, billingAddress: null, type: null });
    expect(incomplete.errors![0].extensions!.details).toEqual({ problems: ['manufacturer not set', 'addresses not set', 'order type not set'] });
    expect((await price({ billingAddress: null })).errors![0].message).toContain('billing address not set');
    expect(codeOf(await price({ manufacturers: ['00000000-0000-4000-8000-000000000000'] }))).toBe('NOT_ALL_MANUFACTURERS_FOUND');
  });

  test('a producer with a pricing server answers through it; a slow, failing or nonsense answer is a clear error; the key is never shown', async () => {
    const answer = data(await setPricing(tokens.producer2, beta, { market: 'EXTERNAL', externalUrl: `${pricingUrl}/ok`, externalApiKey: 'beta-secret-key' }));
    expect(answer).toMatchObject({ market: { mode: 'EXTERNAL', supportsPricing: true }, external: { url: `${pricingUrl}/ok`, apiKeySet: true } });
    expect(JSON.stringify(answer)).not.toContain('beta-secret-key');
    const read = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.producer2}` }, body: JSON.stringify({ query: FETCH_SETUP, variables: { id: beta } }) });
    expect(await read.text()).not.toContain('beta-secret-key');
    const { rows } = await server.system.services.db.query<{ data: string }>("select data::text as data from events where stream_id = $1", [`pricing-${beta}`]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.data).join('\n')).not.toContain('beta-secret-key');

    const ok = data(await price({ manufacturers: [beta, alpha] }));
    expect(ok.find((p) => p.manufacturerId === beta)).toEqual({ manufacturerId: beta, error: null, priceRange: { cost: 125, shippingTime: 3, pcbCost: null, assemblyCost: null, completionTime: null } });
    expect(received.at(-1)).toMatchObject({ path: '/ok', apiKey: 'beta-secret-key', body: { manufacturerId: beta, orderType: 'PROTOTYPE', inputs: { pcbQuantity: 10, pcbSize: 151.45, pcbLayers: 2, boardThickness: 1.6, finish: 11, smtPartCount: 107, thtPartCount: 0, partSourcingCost: 0 } } });

    const errorFor = async (url: string, apiKey?: string) => {
      data(await setPricing(tokens.producer2, beta, { externalUrl: url, ...(apiKey ? { externalApiKey: apiKey } : {}) }));
      const prices = data(await price({ manufacturers: [beta, alpha] }));
      expect(prices.find((p) => p.manufacturerId === alpha)?.priceRange?.completionTime).toBe(6);
      return prices.find((p) => p.manufacturerId === beta);
    };
    expect(await errorFor(`${pricingUrl}/nonsense`)).toMatchObject({ priceRange: null, error: expect.stringContaining("The pricing server's answer is not a price range: cost:") });
    expect(await errorFor(`${pricingUrl}/ok`, 'wrong-key')).toMatchObject({ priceRange: null, error: 'The pricing server answered with HTTP 401.' });
    expect(await errorFor(`${pricingUrl}/slow`)).toMatchObject({ priceRange: null, error: 'The pricing server did not answer within 5 s.' });
    expect(await errorFor('http://127.0.0.1:9/closed')).toMatchObject({ priceRange: null, error: 'The pricing server could not be reached.' });
  }, 30_000);

  test("an order from a producer's white-label shop is priced in the shop's mode", async () => {
    const shop = await graphqlUpload<Record<string, string>>(server.url, 'mutation ($s: ShopInput!) { createShop(shop: $s) }', {
      s: { hostname: 'gamma.localhost', manufacturerId: gamma, authenticationClient: 'shop-gamma', cssDisplayingHints: [], supportedServices: ['Assembly'] },
    }, {}, tokens.admin);
    const shopId = data(shop);
    expect(data(await setPricing(tokens.producer3, gamma, { whitelabel: 'FORMULA' }, formulaFile([{ name: 'cost', calculation: 'cost = 99 + pcbQuantity' }])))).toMatchObject({ market: { mode: 'DISABLED' }, whitelabel: { mode: 'FORMULA', supportsPricing: true } });
    expect(data(await price({ manufacturers: [gamma] }))).toEqual([]);
    expect(data(await price({ manufacturers: [], fromWhitelabel: shopId }))).toEqual([{ manufacturerId: gamma, error: null, priceRange: { cost: 109, pcbCost: null, assemblyCost: null, completionTime: null, shippingTime: null } }]);
    const fromShopHost = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.customer1}`, 'x-forwarded-host': 'gamma.localhost:4000' },
      body: JSON.stringify({ query: ORDER_PRICING, variables: { job: kicadJob(), bom: kicadBom(), p: { quantity: 1, type: 'PROTOTYPE', shippingAddress: ADDRESS, billingAddress: ADDRESS } } }),
    });
    expect(((await fromShopHost.json()) as { data: { fetchOrderPricing: object[] } }).data.fetchOrderPricing).toEqual([{ manufacturerId: gamma, error: null, priceRange: expect.objectContaining({ cost: 100 }) }]);
  });
});
