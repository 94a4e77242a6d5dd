import { devices, expect, test, type Page } from '@playwright/test';
import { call, tokenOf } from './api';
import { TEST_PORT } from './servers';
import { expectAccessible, screenshot, signInOnIssuer } from './support';
import { ENGLISH, signInAndSubmit, walkToSummary } from './wizard-steps';

// A phone: no wizard, but signing in, registering and the customer's requests with their chat.
const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 7'];
test.use(pixel);

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
/** The header shows the site's name in full, not cut short to make room. */
const nameIsWhole = (page: Page) => page.getByRole('banner').getByText('PCB Marketplace', { exact: true }).evaluate((name) => name.scrollWidth <= name.clientWidth);

// The phones read customer1's requests, sent to producer1 among others: when none has been sent yet (this file run on
// its own), one is sent first with the wizard, on a desktop window.
test.beforeAll(async ({ browser, playwright }) => {
  const baseURL = `http://localhost:${TEST_PORT}`;
  const request = await playwright.request.newContext({ baseURL });
  const token = await tokenOf(request, 'customer1');
  const sent = await call<{ orders: { edges: unknown[] } }>(request, token, '{ orders(first: 1) { edges { node { id } } } }');
  await request.dispose();
  if (sent.orders.edges.length > 0) return;
  // A new context takes the file's phone settings unless told otherwise.
  const { defaultBrowserType: _desktop, ...desktopChrome } = devices['Desktop Chrome'];
  const desktop = await browser.newContext({ ...desktopChrome, baseURL, viewport: { width: 1440, height: 900 } });
  const page = await desktop.newPage();
  await page.goto('/');
  await walkToSummary(page, ENGLISH, 'phone', false);
  await signInAndSubmit(page, ENGLISH);
  await desktop.close();
});

test('on a phone a customer signs in from the mobile page, reads the requests and the chat', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobile$/);
  // Registering has one name, in the header and on the page; ordering is not offered where it cannot be done.
  await expect(page.getByRole('main').getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Order now' })).toHaveCount(0);
  await expectAccessible(page, 'mobile');
  await screenshot(page, 'phone-mobile-en');
  // The header's entries fit on the phone's screen in one row, the shop's name whole, down to a 360 px wide phone.
  const phone = page.viewportSize()!;
  for (const width of [phone.width, 390, 360]) {
    await page.setViewportSize({ width, height: phone.height });
    const headerSignIn = await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(headerSignIn!.x + headerSignIn!.width).toBeLessThanOrEqual(width);
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(72);
    expect(await nameIsWhole(page)).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);
  }
  await page.setViewportSize(phone);

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, 'customer1');
  await expect(page).toHaveURL(/\/request-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'My requests' }).getByRole('listitem');
  await expect(requests.first()).toBeVisible();
  await screenshot(page, 'phone-history-en');
  await requests.first().getByRole('link').click();
  await expect(page.getByRole('tab', { name: 'Request' })).toBeVisible();
  await screenshot(page, 'phone-request-en');
  await page.getByRole('tab', { name: /Chat/ }).click();
  await expect(page.getByRole('log')).toBeVisible();
  await expectAccessible(page, 'phone chat');
  await screenshot(page, 'phone-chat-en');
  // Nothing is wider than the phone; the user menu shows its icon, named for screen readers.
  expect(await fitsThePhone(page)).toBe(true);
  await expect(page.getByRole('banner').getByRole('button', { name: 'User menu: Clara Kunde' })).toBeVisible();
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('on a phone the mobile page speaks German, and a producer reads a request and its chat without scrolling sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/mobile$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/signup');
    await expectAccessible(page, 'mobile de');
    await screenshot(page, 'phone-mobile-de');
    expect(await fitsThePhone(page)).toBe(true);
    // German words are longer: the header still keeps to one row on a 360 px wide phone.
    const { width, height } = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height });
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(72);
    expect(await nameIsWhole(page)).toBe(true);
    expect(await fitsThePhone(page)).toBe(true);
    await page.setViewportSize({ width, height });

    // producer1 (German) opens the requests sent to Alpha by the wizard specs, which run before this file.
    await page.goto('/dashboard/');
    await page.getByRole('button', { name: 'Anmelden' }).last().click();
    await signInOnIssuer(page, 'producer1');
    await expect(page).toHaveURL(/\/dashboard\/$/);
    const requests = page.getByRole('list', { name: 'An dich gesendete Anfragen' }).getByRole('listitem');
    await expect(requests.first()).toBeVisible();
    await expectAccessible(page, 'phone dashboard de');
    await screenshot(page, 'phone-dashboard-de');
    expect(await fitsThePhone(page)).toBe(true);

    await requests.first().getByRole('link').click();
    await expect(page.getByRole('tab', { name: 'Anfrage' })).toBeVisible();
    await expectAccessible(page, 'phone producer request de');
    await screenshot(page, 'phone-producer-request-de');
    expect(await fitsThePhone(page)).toBe(true);
    await page.getByRole('tab', { name: /Chat/ }).click();
    await expect(page.getByRole('log')).toBeVisible();
    await screenshot(page, 'phone-producer-chat-de');
    expect(await fitsThePhone(page)).toBe(true);
  });
});
