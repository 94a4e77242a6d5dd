import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, showingPageOnFailure, signInOnIssuer, watchConsole } from './support';

/** The console's menu in the order of the spec, in English and German. */
const MENU = [
  { en: 'Requests', de: 'Anfragen', file: 'requests' },
  { en: 'Companies', de: 'Firmen', file: 'companies' },
  { en: 'Producers', de: 'Hersteller', file: 'producers' },
  { en: 'White-label shops', de: 'White-Label-Shops', file: 'shops' },
  { en: 'People', de: 'Personen', file: 'people' },
  { en: 'Instant pricing', de: 'Sofortpreise', file: 'pricing' },
  { en: 'Mails', de: 'Mails', file: 'mails' },
  { en: 'Processors', de: 'Prozessoren', file: 'processors' },
];

test('an admin signs in to the console and opens every area of its menu, in English and in German', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await page.goto('/admin/');
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/requests/);

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
