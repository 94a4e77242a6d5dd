import { expect, type APIRequestContext, type Browser } from '@playwright/test';

/** Another party's side of a scenario, over the API as any client would: a demo account's token and calls. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/oidc/token', { form: { grant_type: 'password', client_id: 'cli', username, password: 'demo' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function call<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A GraphQL multipart request with one file in `variables.<name>`. */
export async function callWithFile<T>(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown>, name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'x-graphql-yoga-csrf': '1' },
    multipart: { operations: JSON.stringify({ query, variables: { ...variables, [name]: null } }), map: JSON.stringify({ 0: [`variables.${name}`] }), 0: file },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A real PDF, printed by the browser from a small page. */
export async function pdfOf(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage();
  // The document's title is the PDF's, as a quote from an office suite has one (the viewer shows it).
  const title = /<h1>(.*?)<\/h1>/.exec(html)?.[1] ?? 'Document';
  await page.setContent(`<title>${title}</title>${html}`);
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}
