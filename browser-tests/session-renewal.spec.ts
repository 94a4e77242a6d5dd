import { expect, test, type Page } from '@playwright/test';
import { SESSION_PORT, TOKEN_SECONDS_OF_SESSION_SERVER } from './servers';
import { signInOnIssuer, watchConsole } from './support';

// This server's access tokens live one minute, so the renewal 30 s before expiry happens within the test.
test.use({ baseURL: `http://localhost:${SESSION_PORT}` });

interface StoredUser {
  readonly access_token: string;
  readonly expires_at: number;
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number; sub: string };

async function storedUser(page: Page): Promise<StoredUser | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as StoredUser) : null;
  });
}

test('the access token is renewed silently 30 s before it expires, and the app stays signed in past the old expiry', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, 'customer1');
  const userMenu = page.getByRole('button', { name: 'User menu: Clara Kunde' });
  await expect(userMenu).toBeVisible();

  const first = (await storedUser(page))!;
  const firstClaims = claims(first.access_token);
  expect(firstClaims.exp - firstClaims.iat).toBe(TOKEN_SECONDS_OF_SESSION_SERVER);

  // From here on, no page may go back to the sign-in form: renewal uses the refresh token in the background.
  const signInPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame.url().includes('/oidc/auth')) signInPages.push(frame.url());
  });
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/oidc/token') && request.postData()?.includes('grant_type=refresh_token')) refreshes.push(request.url());
  });

  await expect.poll(async () => (await storedUser(page))?.access_token, { timeout: TOKEN_SECONDS_OF_SESSION_SERVER * 1000, intervals: [1000] }).not.toBe(first.access_token);
  const renewed = claims((await storedUser(page))!.access_token);
  expect(refreshes).toHaveLength(1);
  expect(renewed.sub).toBe(firstClaims.sub);
  // Renewed ahead of expiry: the threshold is 30 s, polled by the client every few seconds.
  expect(renewed.iat).toBeLessThan(firstClaims.exp - 15);
  console.log(`renewed ${firstClaims.exp - renewed.iat} s before the first token expired`);

  // Once the first token has expired, the page still works signed in: the server accepts the renewed token.
  await page.waitForTimeout(Math.max(0, firstClaims.exp * 1000 - Date.now()) + 1000);
  const me = page.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('query Me') === true);
  await page.reload();
  expect(JSON.stringify(await (await me).json())).toContain('customer1');
  await expect(userMenu).toBeVisible();
  expect(signInPages).toEqual([]);
  expect(errors).toEqual([]);
});
