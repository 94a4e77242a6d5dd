import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { normalisedPartNumber } from '@pcbm/domain';
import type { NexarPart } from '../parts/nexar-part-mapping';

export interface NexarShapedServer {
  readonly identityUrl: string;
  readonly apiUrl: string;
  /** Every token request's form fields. */
  readonly tokenRequests: URLSearchParams[];
  /** Every GraphQL request: its bearer token, query and the part numbers asked. */
  readonly lookups: { authorization: string; query: string; mpns: string[] }[];
  close(): Promise<void>;
}

const CLIENT = { id: 'test-client', secret: 'test-secret', token: 'token-for-test-client' };
export const NEXAR_TEST_CLIENT = { clientId: CLIENT.id, clientSecret: CLIENT.secret };

const body = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local HTTP server that answers as Nexar's identity server (client-credentials token at
 * /connect/token) and supply API (supMultiMatch at /graphql) do, from the given parts.
 */
export async function startNexarShapedServer(parts: readonly NexarPart[]): Promise<NexarShapedServer> {
  const tokenRequests: URLSearchParams[] = [];
  const lookups: NexarShapedServer['lookups'] = [];
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    const text = await body(request);
    if (request.method === 'POST' && request.url === '/connect/token') {
      const form = new URLSearchParams(text);
      tokenRequests.push(form);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== CLIENT.id || form.get('client_secret') !== CLIENT.secret) {
        return send(400, { error: 'invalid_client' });
      }
      return send(200, { access_token: CLIENT.token, expires_in: 86400, token_type: 'Bearer', scope: form.get('scope') });
    }
    if (request.method === 'POST' && request.url === '/graphql') {
      const authorization = request.headers.authorization ?? '';
      if (authorization !== `Bearer ${CLIENT.token}`) return send(401, { errors: [{ message: 'The token is not valid.' }] });
      const { query, variables } = JSON.parse(text) as { query: string; variables: { queries: { mpn: string; manufacturer?: string; reference: string; limit?: number }[] } };
      lookups.push({ authorization, query, mpns: variables.queries.map((q) => q.mpn) });
      if (!query.includes('supMultiMatch')) return send(200, { errors: [{ message: 'Unknown query.' }] });
      const supMultiMatch = variables.queries.map((q) => {
        const hits = parts.filter((part) => normalisedPartNumber(part.mpn) === normalisedPartNumber(q.mpn));
        return { reference: q.reference, hits: hits.length, parts: hits.slice(0, q.limit ?? 10) };
      });
      return send(200, { data: { supMultiMatch } });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    identityUrl: `${base}/connect/token`,
    apiUrl: `${base}/graphql`,
    tokenRequests,
    lookups,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Parts in Nexar's answer shape for tests (the prices are test values, not market prices). */
export const NEXAR_TEST_PARTS: readonly NexarPart[] = [
  {
    mpn: 'CL10B104KB8NNNC',
    manufacturer: { name: 'Samsung Electro-Mechanics' },
    shortDescription: 'Cap Ceramic 0.1uF 50V X7R 10% SMD 0603',
    category: { name: 'Ceramic Capacitors' },
    bestImage: { url: 'https://sigma.octopart.com/example/CL10B104KB8NNNC.jpg', creditString: 'Samsung', creditUrl: 'https://www.samsungsem.com' },
    specs: [
      { attribute: { shortname: 'case_package' }, displayValue: '0603' },
      { attribute: { shortname: 'capacitance' }, displayValue: '100 nF' },
      { attribute: { shortname: 'tolerance' }, displayValue: '10%' },
      { attribute: { shortname: 'voltage_rating_dc' }, displayValue: '50 V' },
      { attribute: { shortname: 'height' }, displayValue: '0.8 mm' },
    ],
    sellers: [
      { offers: [{ prices: [{ quantity: 1, price: 0.1, currency: 'EUR' }, { quantity: 100, price: 0.02, currency: 'EUR' }] }] },
      { offers: [{ prices: [{ quantity: 1, price: 0.08, currency: 'EUR' }] }] },
    ],
  },
  {
    mpn: 'DRV8313PWPR',
    manufacturer: { name: 'Texas Instruments' },
    shortDescription: 'Triple half-bridge motor driver',
    category: { name: 'Motor Drivers' },
    bestImage: null,
    specs: [
      { attribute: { shortname: 'case_package' }, displayValue: 'HTSSOP-28' },
      { attribute: { shortname: 'mount' }, displayValue: 'Surface Mount' },
      { attribute: { shortname: 'length' }, displayValue: '9.7 mm' },
      { attribute: { shortname: 'width' }, displayValue: '4.4 mm' },
      { attribute: { shortname: 'height' }, displayValue: '1.2 mm' },
    ],
    sellers: [{ offers: [{ prices: [{ quantity: 1, price: 2.5, currency: 'EUR' }] }] }],
  },
];
