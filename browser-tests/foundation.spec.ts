import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signInOnIssuer, watchConsole } from './support';

test('the start page loads without errors, in English and in German by the language menu', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Order now' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jetzt anfragen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Jetzt anfragen' })).toBeVisible();

  // The cookie settings say what the site keeps in the browser; their texts load in German only when opened.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Verwaltung' }).click();
  const cookies = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(cookies.getByRole('region', { name: 'Notwendig' })).toBeVisible();
  await expectAccessible(page, 'cookie settings');
  await screenshot(page, 'cookie-settings-de');
  await page.keyboard.press('Escape');
  await expect(cookies).toBeHidden();
  expect(errors).toEqual([]);
});

test('unknown pages are 404, the version page names both versions', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectAccessible(page, '404');
  await page.goto('/version');
  await expect(page.getByText(/App version \d+\.\d+\.\d+/)).toBeVisible();
  await expect(page.getByText(/Server version \d+\.\d+\.\d+/)).toBeVisible();
});

test('a narrow window gets the mobile page instead of the wizard', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobile$/);
  await expect(page.getByRole('heading', { name: 'PCB Marketplace on your phone' })).toBeVisible();
  await screenshot(page, 'mobile-en');
});

test('the producer area needs sign-in, returns to it afterwards, and refuses customers', async ({ page }) => {
  await page.goto('/dashboard/');
  await expect(page).toHaveURL(/\/dashboard\/signin$/);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await signInOnIssuer(page, 'producer1');
  await expect(page).toHaveURL(/\/dashboard\/$/);
  // producer1 prefers German.
  await expect(page.getByRole('heading', { name: 'An dich gesendete Anfragen' })).toBeVisible();
  await page.getByRole('button', { name: /Benutzermenü/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  await page.goto('/signin');
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(page, 'customer2');
  await page.goto('/dashboard/');
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(page, 'customer2');
  await expect(page.getByRole('heading', { name: /No access|Kein Zugriff/ })).toBeVisible();
});
