import { expect, test, type Page } from '@playwright/test';
import { signInOnIssuer, watchConsole } from './support';
import { ENGLISH, fillAddress, GERMAN, lookAt, next, uploadKicadZip, type Words } from './wizard-steps';

async function walkToSummary(page: Page, words: Words, language: string) {
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await uploadKicadZip(page, words);
  await lookAt(page, `${language}-1-upload`);

  await next(page, words, 2);
  await expect(page.getByTestId('board-top')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('board-bottom')).toBeVisible();
  await expect(page.getByText('144.10 × 105.10 mm')).toBeVisible();
  await lookAt(page, `${language}-2-stackup`);

  await next(page, words, 3);
  const parts = page.getByRole('table', { name: words.partsTable });
  await expect(parts.getByRole('cell', { name: 'C307331' })).toBeVisible();
  await lookAt(page, `${language}-3-components`);

  await next(page, words, 4);
  await expect(page.getByRole('table', { name: words.placements })).toBeVisible();
  // Reloading in the middle keeps the step, the files and the tables.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: words.stepHeading(4) })).toBeVisible();
  await page.getByRole('table', { name: words.placements }).getByRole('row').nth(1).click();
  await expect(page.getByTestId('selected-part')).toBeVisible();
  await lookAt(page, `${language}-4-placement`);

  await next(page, words, 5);
  await expect(page.getByRole('textbox', { name: words === GERMAN ? 'Projektname' : 'Project name' })).toHaveValue('interface-brain');
  await fillAddress(page, words);
  await lookAt(page, `${language}-5-production`);

  await next(page, words, 6);
  await page.getByRole('checkbox', { name: words.choose('Alpha Leiterplatten GmbH') }).check();
  await page.getByRole('checkbox', { name: words.choose('Gamma Assembly AG') }).check();
  await expect(page.getByRole('button', { name: /Alpha Leiterplatten GmbH/ }).first()).toBeVisible();
  await lookAt(page, `${language}-6-manufacturers`);

  await next(page, words, 7);
  await expect(page.getByText(words.signInNeeded)).toBeVisible();
  // Two demo producers price instantly: their ranges stand side by side with a delivery date.
  await expect(page.getByRole('region', { name: 'Alpha Leiterplatten GmbH' })).toContainText('€');
  await expect(page.getByRole('region', { name: 'Gamma Assembly AG' })).toContainText('€');
  await lookAt(page, `${language}-7-summary`);
}

async function signInAndSubmit(page: Page, words: Words) {
  await page.getByRole('alert').or(page.locator('.MuiAlert-root')).getByRole('button', { name: words.signIn }).click();
  await signInOnIssuer(page, 'customer1');
  const submit = page.getByRole('button', { name: /^(SUBMIT|ABSENDEN)$/ });
  await expect(submit).toBeVisible({ timeout: 60_000 });
  await submit.click();
  // After signing in the profile's language applies (customer1 reads English).
  await expect(page.getByRole('heading', { name: /^(Request sent|Anfrage gesendet)$/ })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('listitem')).toHaveCount(2);
}

test('an anonymous visitor uploads the KiCad zip, walks all seven steps, reloads, signs in at the summary and sends to two producers', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await walkToSummary(page, ENGLISH, 'en');
  await signInAndSubmit(page, ENGLISH);
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

test('the same in German', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await walkToSummary(page, GERMAN, 'de');
  await signInAndSubmit(page, GERMAN);
  await context.close();
});
