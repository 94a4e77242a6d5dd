import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_PORT } from './servers';
import { expectAccessible, screenshot, signInOnIssuer, watchConsole } from './support';

const FORMATTER_URL = `http://bom.localhost:${TEST_PORT}`;
/** A real parts list as EasyEDA exports it: UTF-16 text with tabs, seven lines. */
const EASYEDA_BOM = join(__dirname, '..', 'fixtures', 'pcb', 'simplefocmini-easyeda', 'BOM_simplefocmini_2024-04-26.csv');
const FORMATTER_YELLOW = 'rgb(245, 196, 0)';

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('a visitor formats a parts list on the BOM formatter host, signs in for the whole list, edits it and downloads it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(FORMATTER_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Turn any parts list into a clean BOM' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', FORMATTER_YELLOW);
  const navigation = page.getByRole('navigation', { name: 'PCB Marketplace' });
  await expect(navigation.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', /^http:\/\/localhost:\d+/);
  await expectAccessible(page, 'formatter landing');
  await screenshot(page, 'formatter-landing-en');

  // A file of another kind is refused in the browser, with the reason.
  await page.getByTestId('sheet-file-input').setInputFiles({ name: 'board.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toContainText('board.pdf cannot be formatted: only .xlsx, .xls and .csv files are read.');

  // A real export: the sheet opens with its first 3 lines and asks for a free account for the rest.
  await page.getByTestId('sheet-file-input').setInputFiles(EASYEDA_BOM);
  await page.waitForURL(/\/sheet\/[0-9a-f-]{36}$/);
  const sheetUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Formatted parts list' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByText(/Showing 3 of 7 rows\. Create a free account/)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).first()).toContainText('EVERLIGHT');
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expectAccessible(page, 'formatter preview');
  await screenshot(page, 'formatter-preview-en');

  // Signing in comes back to the sheet, which becomes the person's own: every line, editing and downloads.
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await signInOnIssuer(page, 'customer1');
  await page.waitForURL(sheetUrl);
  await expect(bodyRows(page)).toHaveCount(7);
  await expect(page.getByText(/Showing 3 of/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit' }).click();
  const quantity = page.getByLabel('Quantity of line 2');
  await quantity.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 2, Quantity: Enter a whole number from 1 to 100,000.');
  await quantity.fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  // The line's number heads its row; its quantity is the first cell.
  await expect(bodyRows(page).nth(1).getByRole('cell').first()).toHaveText('12');
  await screenshot(page, 'formatter-sheet-en');

  await page.getByLabel('File format').click();
  await page.getByRole('option', { name: 'Excel (.xlsx)' }).click();
  const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
  expect(excel.suggestedFilename()).toBe('BOM_simplefocmini_2024-04-26_formatted.xlsx');
  expect(readFileSync((await excel.path())!).subarray(0, 2).toString()).toBe('PK');
  const [original] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download original' }).click()]);
  expect(original.suggestedFilename()).toBe('BOM_simplefocmini_2024-04-26.csv');
  expect(readFileSync((await original.path())!).equals(readFileSync(EASYEDA_BOM))).toBe(true);
  expect(errors).toEqual([]);
});

test('the BOM formatter speaks German and names its columns in German', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(FORMATTER_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Aus jeder Stückliste eine saubere BOM' })).toBeVisible();
  await screenshot(page, 'formatter-landing-de');
  await page.getByRole('button', { name: 'Beispiel-BOM ausprobieren' }).click();
  await page.waitForURL(/\/sheet\//);
  await expect(page.getByRole('columnheader', { name: 'Menge' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Elektrischer Wert' })).toBeVisible();
  await expect(page.getByText(/Angezeigt werden 3 von 14 Zeilen/)).toBeVisible();
  await screenshot(page, 'formatter-preview-de');
  await context.close();
});
