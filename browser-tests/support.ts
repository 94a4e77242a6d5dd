import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const SCREENSHOTS = join(__dirname, '..', 'test-results', 'screenshots');

/** Saves a full-page screenshot to test-results/screenshots (ignored by git) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Waits until a PDF drawn in the page (its pages as pictures in `region`) shows its first page with something on it,
 * so a screenshot shows the document.
 */
export async function pdfDrawn(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  const first = region.getByRole('img').first();
  await expect(first).toBeVisible();
  await expect
    .poll(() =>
      first.evaluate((canvas) => {
        const picture = canvas as HTMLCanvasElement;
        const { data } = picture.getContext('2d')!.getImageData(0, 0, picture.width, picture.height);
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) return true;
        return false;
      }),
    )
    .toBe(true);
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(bad.map((violation) => `${what}: ${violation.id} ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Signs in on the embedded issuer's page. */
export async function signInOnIssuer(page: Page, username: string, password = 'demo'): Promise<void> {
  await page.waitForURL(/\/oidc\/auth/);
  await page.getByLabel(/user|benutzer|e-mail/i).first().fill(username);
  await page.getByLabel(/password|passwort/i).fill(password);
  await page.getByRole('button', { name: /sign in|anmelden|log in/i }).click();
}

/** Collects console errors and blocked content (CSP) for a test to check. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The name a GraphQL call gives its operation, from the body the page sent. */
function operationOf(request: Request): string {
  if ((request.headers()['content-type'] ?? '').startsWith('multipart/')) return 'an upload (multipart)';
  const body = request.postData() ?? '';
  return /\b(query|mutation|subscription)\s+(\w+)/.exec(body)?.slice(1).join(' ') ?? 'an operation without a name';
}

/** Counts the page's calls of one GraphQL operation (e.g. `query RequestDetails`) from now on. */
export function countCalls(page: Page, operation: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && operationOf(request) === operation) count++;
  });
  return () => count;
}

/**
 * Keeps the page's GraphQL calls: which operation, when it was sent and how it ended (its status, a failure, or
 * still open; a subscription stays open while the page listens). The answer lists the latest of them.
 */
export function watchGraphQL(page: Page): () => string {
  const calls = new Map<Request, { readonly operation: string; readonly sent: Date; ended?: string }>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') calls.set(request, { operation: operationOf(request), sent: new Date() });
  });
  const end = (request: Request, how: string) => {
    const call = calls.get(request);
    if (call) call.ended = `${how} after ${Date.now() - call.sent.getTime()} ms`;
  };
  page.on('requestfinished', (request) => void request.response().then((response) => end(request, `answered ${response?.status() ?? '?'}`)));
  page.on('requestfailed', (request) => end(request, `failed (${request.failure()?.errorText ?? 'no reason given'})`));
  return () =>
    [...calls.values()]
      .slice(-25)
      .map((call) => `- ${call.sent.toISOString().slice(11, 23)} ${call.operation}: ${call.ended ?? 'still open'}`)
      .join('\n');
}

/**
 * Runs an expectation and, when it fails, adds what the page showed (its accessibility tree) to the failure, so a
 * failure in a run whose traces nobody can open still says what was on the screen; with `calls` (watchGraphQL), also
 * the page's latest GraphQL calls and how each ended.
 */
export async function showingPageOnFailure(page: Page, expectation: () => Promise<void>, calls?: () => string): Promise<void> {
  try {
    await expectation();
  } catch (error) {
    const shown = await page.locator('body').ariaSnapshot({ timeout: 5_000 }).catch(() => '(the page could not be read)');
    const sent = calls ? `\nThe page's latest GraphQL calls (UTC):\n${calls() || '(none)'}` : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page showed:\n${shown}${sent}`, { cause: error });
  }
}

/**
 * Counts from now on how often an alert holding `text` appears on the page, however briefly (a flash between two
 * frames that a wait for its absence would miss); the answer reads the count so far.
 */
export async function countAlertsShown(page: Page, text: string): Promise<() => Promise<number>> {
  const name = `alertsShown${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ name, text }) => {
      const counts = window as unknown as Record<string, number>;
      counts[name] = 0;
      let shown = false;
      const look = () => {
        const now = [...document.querySelectorAll('[role="alert"]')].some((alert) => alert.textContent?.includes(text));
        if (now && !shown) counts[name]++;
        shown = now;
      };
      look();
      new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { name, text },
  );
  return () => page.evaluate((name) => (window as unknown as Record<string, number>)[name], name);
}

/** The password of accounts a test registers for itself. */
export const TEST_PASSWORD = 'a long passphrase';

/** Registers an account of the test's own through the API, as the sign-up page would; it has not signed in yet. */
export async function registerAccount(request: APIRequestContext, person: { email: string; firstName: string; lastName: string }): Promise<void> {
  const created = await request.post('/graphql', {
    headers: { 'x-graphql-yoga-csrf': '1' },
    data: { query: 'mutation ($u: UserRegistrationInput!) { createUser(user: $u) }', variables: { u: { ...person, password: TEST_PASSWORD, acceptTerms: true } } },
  });
  expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();
}
