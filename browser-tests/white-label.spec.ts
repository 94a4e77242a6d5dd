import { expect, test, type Page } from '@playwright/test';
import { call, callWithFile, tokenOf } from './api';
import { TEST_PORT } from './servers';
import { expectAccessible, screenshot, signInOnIssuer, watchConsole } from './support';

const SHOP_HOST = 'green-boards.localhost';
const SHOP_URL = `http://${SHOP_HOST}:${TEST_PORT}`;
const SHOP_GREEN = 'rgb(10, 127, 63)';

/** A real PNG logo: a rendered badge, screenshotted. */
async function logoPng(page: Page): Promise<Buffer> {
  await page.setContent(`<div id="logo" style="width:96px;height:32px;background:white;color:${SHOP_GREEN};font:bold 18px sans-serif;display:flex;align-items:center;justify-content:center">GB</div>`);
  return page.locator('#logo').screenshot();
}

test('a white-label shop on its own hostname shows its logo and colours and signs in with its own client', async ({ page, request }) => {
  const token = await tokenOf(request, 'admin');
  const { adminGetAllManufacturersWithCompanyName: producers } = await call<{ adminGetAllManufacturersWithCompanyName: { id: string; company: { name: string } }[] }>(
    request,
    token,
    '{ adminGetAllManufacturersWithCompanyName { id company { name } } }',
  );
  const alpha = producers.find((producer) => /alpha/i.test(producer.company.name))!;
  const logo = await logoPng(page);
  const shop = {
    hostname: SHOP_HOST,
    manufacturerId: alpha.id,
    authenticationClient: 'shop-green-boards',
    createDemoOrder: false,
    cssDisplayingHints: [{ settingName: 'primaryColor', settingValue: '#0a7f3f' }, { settingName: 'secondaryColor', settingValue: '#f5f0e1' }],
  };
  const { createShop: shopId } = await callWithFile<{ createShop: string }>(request, token, 'mutation ($shop: ShopInput!, $logo: Upload) { createShop(shop: $shop, logo: $logo) }', { shop }, 'logo', {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logo,
  });
  expect(shopId).toBeTruthy();

  const errors = watchConsole(page);
  await page.goto(SHOP_URL);
  const header = page.getByRole('banner');
  await expect(header.getByText(alpha.company.name)).toBeVisible();
  const logoImage = header.locator('img');
  await expect(logoImage).toHaveAttribute('src', `/shops/${shopId}/logo`);
  await expect.poll(() => logoImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(header).toHaveCSS('background-color', SHOP_GREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Order now' })).toBeVisible();
  await expectAccessible(page, 'white-label start');
  await screenshot(page, 'white-label-start-en');

  // Signing in on the shop's hostname goes through the shop's own client and comes back to the shop.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\/auth/);
  expect(new URL(page.url()).searchParams.get('client_id')).toBe('shop-green-boards');
  expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`${SHOP_URL}/auth/callback`);
  await signInOnIssuer(page, 'customer2');
  await page.waitForURL(`${SHOP_URL}/**`);
  // customer2 signs in for the first time here: the shop welcomes them in its own colours.
  const welcome = page.getByRole('dialog', { name: 'Welcome, Chris!' });
  await expect(welcome).toBeVisible();
  await screenshot(page, 'white-label-welcome-en');
  await welcome.getByRole('button', { name: 'As an individual' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Order now' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: /^(User menu|Benutzermenü): / })).toBeVisible();
  await expect(header).toHaveCSS('background-color', SHOP_GREEN);
  await screenshot(page, 'white-label-signed-in-en');

  // The marketplace itself keeps its own colours.
  await page.goto('/');
  await expect(page.getByRole('banner')).not.toHaveCSS('background-color', SHOP_GREEN);
  await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  expect(errors).toEqual([]);
});
