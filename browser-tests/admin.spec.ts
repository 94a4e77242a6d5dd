import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible, screenshot, showingPageOnFailure, signInOnIssuer, watchConsole } from './support';

/** The console's menu in the order of the spec, in English and German. */
const MENU = [
  { en: 'Requests', de: 'Anfragen', file: 'requests' },
  { en: 'Companies', de: 'Firmen', file: 'companies' },
  { en: 'Producers', de: 'Hersteller', file: 'producers' },
  { en: 'White-label shops', de: 'White-Label-Shops', file: 'shops' },
  { en: 'People', de: 'Personen', file: 'people' },
  { en: 'Instant pricing', de: 'Sofortpreise', file: 'pricing' },
  { en: 'Mails', de: 'E-Mails', file: 'mails' },
  { en: 'Processors', de: 'Prozessoren', file: 'processors' },
];

/** An admin signed in to the console on the embedded issuer, on its start page, in English. */
async function signedInAdmin(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('/admin/');
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/requests/);
  return { context, page, errors };
}

test('an admin signs in to the console and opens every area of its menu, in English and in German', async ({ browser }) => {
  const { context, page, errors } = await signedInAdmin(browser);

  for (const language of ['en', 'de'] as const) {
    if (language === 'de') {
      await page.getByRole('button', { name: /language|sprache/i }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    }
    for (const area of MENU) {
      await page.getByRole('menu').getByRole('menuitem', { name: area[language] }).click();
      await showingPageOnFailure(page, async () => {
        await expect(page.getByRole('heading', { level: 1, name: area[language] })).toBeVisible();
        // The area has loaded: its table, or the empty state.
        await expect(page.getByRole('table').or(page.getByText(/no .* yet|noch keine|keine .* gefunden|no results/i)).first()).toBeVisible();
      });
      // Nothing on the page is wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
      await expectAccessible(page, `${area.file} (${language})`);
      await screenshot(page, `admin-${area.file}-${language}`);
    }
  }

  // The producers' list shows the demo producers; one opens with its capabilities.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Hersteller' }).click();
  await page.getByRole('cell', { name: 'Alpha Leiterplatten GmbH' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Alpha Leiterplatten GmbH/ })).toBeVisible();
  await expectAccessible(page, 'producer page (de)');
  await screenshot(page, 'admin-producer-de');
  expect(errors.filter((error) => !/Warning:|validateDOMNesting|InputProps|inputRef/.test(error))).toEqual([]);
  await context.close();
});

test('an admin looks for the company to make a producer by typing part of its name, in English and in German; producers are not offered', async ({ browser }) => {
  const { context, page, errors } = await signedInAdmin(browser);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Producers' }).click();
  await page.getByRole('link', { name: /create/i }).click();
  const company = page.getByRole('combobox', { name: /Company/ });
  await company.fill('gmbh');
  await showingPageOnFailure(page, async () => {
    await expect(page.getByRole('option', { name: 'Demo Customer GmbH' })).toBeVisible();
    // Alpha Leiterplatten GmbH is a producer already.
    await expect(page.getByRole('option', { name: 'Alpha Leiterplatten GmbH' })).toHaveCount(0);
  });
  await expectAccessible(page, 'company search (en)');
  await screenshot(page, 'admin-producer-company-search-en');
  await page.getByRole('option', { name: 'Demo Customer GmbH' }).click();
  await expect(company).toHaveValue('Demo Customer GmbH');

  // The same search in German, with its help text.
  await page.getByRole('button', { name: /language|sprache/i }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Hersteller' }).click();
  await page.getByRole('link', { name: /erstellen/i }).click();
  const firma = page.getByRole('combobox', { name: /Firma/ });
  await firma.fill('gmbh');
  await showingPageOnFailure(page, async () => {
    await expect(page.getByRole('option', { name: 'Demo Customer GmbH' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Alpha Leiterplatten GmbH' })).toHaveCount(0);
    await expect(page.getByText('Tippen Sie, um nach Namen zu suchen; Firmen, die bereits Hersteller sind, werden nicht angeboten.')).toBeVisible();
  });
  await expectAccessible(page, 'company search (de)');
  await screenshot(page, 'admin-producer-company-search-de');
  expect(errors.filter((error) => !/Warning:|validateDOMNesting|InputProps|inputRef/.test(error))).toEqual([]);
  await context.close();
});

test('an admin opens a white-label shop in the console; its demo request, with its orders and replayed history, and a company open from the lists', async ({ browser }) => {
  const { context, page, errors } = await signedInAdmin(browser);

  // A shop made in the console, with a colour and its demo request to the producer.
  const hostname = `console-${Date.now()}.localhost`;
  await page.getByRole('menu').getByRole('menuitem', { name: 'White-label shops' }).click();
  await page.getByRole('link', { name: /create/i }).click();
  await page.getByRole('textbox', { name: /Hostname/ }).fill(hostname);
  await page.getByRole('combobox', { name: /Producer/ }).click();
  await page.getByRole('option', { name: 'Beta Circuits Ltd' }).click();
  await page.getByRole('textbox', { name: /Sign-in client/ }).fill(`shop-${hostname.split('.')[0]}`);
  await page.getByRole('checkbox', { name: 'Assembly', exact: true }).check();
  await page.getByRole('button', { name: 'Add a display hint' }).click();
  await page.getByRole('combobox', { name: /Setting/ }).fill('primaryColor');
  await page.getByRole('textbox', { name: /Value/ }).fill('#1b5e20');
  await expect(page.getByRole('switch', { name: 'Create a demo order' })).toBeChecked();
  await expectAccessible(page, 'new shop form (en)');
  await screenshot(page, 'admin-shop-create-en');
  await page.getByRole('button', { name: 'Save' }).click();
  await showingPageOnFailure(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: hostname })).toBeVisible();
  });
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByText('Primary: #1b5e20')).toBeVisible();
  await expectAccessible(page, 'shop page (en)');
  await screenshot(page, 'admin-shop-en');

  // The demo request reached the producer: its page has the order and the history in plain words.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Requests' }).click();
  await page.getByRole('cell', { name: 'Demo order' }).first().click();
  await showingPageOnFailure(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: /Demo order/ })).toBeVisible();
    await expect(page.getByRole('link', { name: hostname })).toBeVisible();
  });
  await expectAccessible(page, 'request page (en)');
  await screenshot(page, 'admin-request-en');
  await page.getByRole('tab', { name: 'Orders (1)' }).click();
  await expect(page.getByText('Beta Circuits Ltd').first()).toBeVisible();
  await expectAccessible(page, 'request orders (en)');
  await screenshot(page, 'admin-request-orders-en');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('button', { name: /download/i }).first()).toBeVisible();
  await expectAccessible(page, 'request history (en)');
  await screenshot(page, 'admin-request-history-en');

  // A company from the list, in German.
  await page.getByRole('button', { name: /language|sprache/i }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Firmen' }).click();
  // Each company shows whether it is a producer and has signed the NDA, and since when it is here.
  await expect(page.getByRole('columnheader', { name: 'Angelegt' })).toBeVisible();
  const beta = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Beta Circuits Ltd' }) }).first();
  await expect(beta.getByText('Hersteller', { exact: true })).toBeVisible();
  await expect(beta.getByText('Nicht unterzeichnet')).toBeVisible();
  await screenshot(page, 'admin-companies-de-marks');
  await page.getByRole('cell', { name: 'Beta Circuits Ltd' }).first().click();
  await showingPageOnFailure(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: /Beta Circuits Ltd/ })).toBeVisible();
  });
  await expect(page.getByRole('link', { name: 'Hersteller öffnen' })).toBeVisible();
  await expectAccessible(page, 'company page (de)');
  await screenshot(page, 'admin-company-de');
  expect(errors.filter((error) => !/Warning:|validateDOMNesting|InputProps|inputRef/.test(error))).toEqual([]);
  await context.close();
});
