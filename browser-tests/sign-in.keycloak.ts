import { expect, test, type Page } from '@playwright/test';
import { screenshot, watchConsole } from './support';

// Runs with BROWSER_TESTS=keycloak against the realm of deploy/keycloak, which OIDC_ISSUER names.
const issuer = process.env.OIDC_ISSUER!;

/** Signs in on Keycloak's own login page. */
async function signInOnKeycloak(page: Page, username: string, look?: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/protocol/openid-connect/auth`));
  await page.locator('#username').fill(username);
  await page.locator('#password').fill('demo');
  if (look) await screenshot(page, look);
  await page.locator('#kc-login').click();
}

test('a customer signs in at Keycloak with authorization code and PKCE, is signed in with its token, and signs out there', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/code_challenge_method=S256/);
  expect(new URL(page.url()).searchParams.get('client_id')).toBe('marketplace');
  await signInOnKeycloak(page, 'customer1', 'keycloak-sign-in');

  await page.waitForURL('/');
  await expect(page.getByRole('button', { name: 'User menu: Clara Kunde' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('oidc.user:')));
  expect(stored).toBe(`oidc.user:${issuer}:marketplace`);
  await screenshot(page, 'keycloak-signed-in');

  await page.getByRole('button', { name: 'User menu: Clara Kunde' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Signed out at Keycloak too: signing in again asks for the password.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('#password')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a producer signs in to the dashboard with the dashboard's client and sees it in its language", async ({ page }) => {
  await page.goto('/dashboard/');
  await expect(page).toHaveURL(/\/dashboard\/signin$/);
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await page.waitForURL(/client_id=manufacturer-dashboard/);
  await signInOnKeycloak(page, 'producer1');
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByRole('heading', { name: 'An dich gesendete Anfragen' })).toBeVisible();
});

test('a visitor registers on Keycloak from the sign-up page, comes back signed in and is welcomed', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Register there' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/`) && /registration|prompt=create/.test(url.href));
  const email = `kc-new-${Date.now()}@example.com`;
  const username = page.locator('#username');
  if (await username.count()) await username.fill(email);
  await page.locator('#email').fill(email);
  await page.locator('#firstName').fill('Katrin');
  await page.locator('#lastName').fill('Neu');
  await page.locator('#password').fill('Sicheres-Passwort-2026');
  await page.locator('#password-confirm').fill('Sicheres-Passwort-2026');
  await screenshot(page, 'keycloak-register');
  await page.locator('#kc-form-buttons [type=submit], #kc-register-form [type=submit]').first().click();

  await page.waitForURL((url) => !url.href.startsWith(issuer));
  const welcome = page.getByRole('dialog');
  await expect(welcome.getByRole('heading', { name: 'Welcome, Katrin!' })).toBeVisible();
  await screenshot(page, 'keycloak-registered-welcome');
  expect(errors).toEqual([]);
});
