import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible, registerAccount, screenshot, signInOnIssuer, TEST_PASSWORD } from './support';

// customer1's requests were sent by the wizard specs, which run before this file. One still waiting for a quote is
// opened: a request as most are, without notes on the stackup, whose design data the page keeps room for.
test('a customer changes the parts-list export settings and downloads a parts list in that format', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, 'customer1');
  await page.getByRole('button', { name: /^User menu: / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('navigation', { name: /settings/i }).getByRole('link', { name: 'BOM export' }).click();
  await expect(page).toHaveURL(/\/settings\/export$/);

  const own = page.getByRole('form', { name: 'Your export settings' });
  await own.getByRole('combobox', { name: /File format/ }).click();
  await page.getByRole('option', { name: 'CSV, semicolon separated' }).click();
  await own.getByRole('button', { name: 'Move MPN up' }).click();
  await own.getByRole('button', { name: 'Move MPN up' }).click();
  await own.getByRole('button', { name: 'Move MPN up' }).click();
  await expectAccessible(page, 'export settings');
  await screenshot(page, 'settings-export-en');
  await own.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  // The design data and the quote load after the request; their places are kept meanwhile, so the export button
  // below them stays under a pointer aimed at it (it moves by less than half its height when they arrive). The
  // files are held back until the button has been found, as on a slow line.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/files/**', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/request-history');
  await page.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: 'Waiting for a quote' }).first().getByRole('link').click();
  const exportButton = page.getByRole('button', { name: 'Export parts list' });
  await expect(exportButton).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the file' })).toBeVisible();
  const before = (await exportButton.boundingBox())!;
  release();
  await expect(page.getByRole('progressbar', { name: /^Loading the (file|quote)$/ })).toHaveCount(0);
  await expect(page.getByRole('table', { name: /stackup/i })).toBeVisible();
  const after = (await exportButton.boundingBox())!;
  expect(Math.abs(after.y - before.y)).toBeLessThan(before.height / 2);
  await page.unroute('**/files/**');
  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const header = text.slice(1).split(/\r?\n/)[0]!.split(';');
  // MPN moved to the front, ahead of the designators.
  expect(header[0]).toMatch(/MPN/i);
  expect(header.length).toBeGreaterThan(5);
});

test('a person deletes their account with the password: a wrong one is refused, the right one erases it and signs out', async ({ page, request }) => {
  const email = `leaving.${Date.now()}@example.com`;
  await registerAccount(request, { email, firstName: 'Lea', lastName: 'Leaving' });

  await page.goto('/settings/security');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/settings\/security$/);
  // The welcome dialog of a first sign-in: order as an individual.
  await page.getByRole('dialog').getByRole('button', { name: 'As an individual' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Order now' }).click();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/Password/).fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your password is incorrect. Please try again.')).toBeVisible();
  await expectAccessible(page, 'delete account');
  await screenshot(page, 'settings-delete-en');
  await dialog.getByLabel(/Password/).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  const signIn = await request.post('/oidc/token', { form: { grant_type: 'password', client_id: 'cli', username: email, password: TEST_PASSWORD } });
  expect(signIn.ok()).toBe(false);
});
