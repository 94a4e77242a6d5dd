import { expect, test } from '@playwright/test';
import { expectAccessible, pdfDrawn, screenshot, signInOnIssuer, watchConsole } from './support';

test('a customer reads the NDA in German, confirms being authorised, signs it for the company, sees the signed PDF and deletes it', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, 'customer1');
  await page.getByRole('button', { name: /^User menu: / }).click();
  await page.getByRole('menuitem', { name: 'NDA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Non-disclosure agreement' })).toBeVisible();
  await pdfDrawn(page.getByRole('region', { name: 'Non-disclosure agreement to sign (English)' }));

  await page.getByRole('button', { name: 'Deutsch' }).click();
  // The agreement's pages are drawn in the page, each a picture named by its number.
  const draft = page.getByRole('region', { name: 'Non-disclosure agreement to sign (Deutsch)' });
  await pdfDrawn(draft);
  await expect(draft.getByRole('img', { name: /^Page 1 of \d+ of Non-disclosure agreement to sign \(Deutsch\)$/ })).toBeVisible();

  // Signing needs the legal confirmation.
  await page.getByRole('button', { name: 'Sign NDA (Deutsch)' }).click();
  await expect(page.getByText('Please confirm that you are authorised to sign for your company.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I confirm that I am authorised/ }).check();
  await expectAccessible(page, 'NDA to sign');
  await screenshot(page, 'nda-draft-en');
  await page.getByRole('button', { name: 'Sign NDA (Deutsch)' }).click();
  await expect(page.getByText('The NDA is signed.')).toBeVisible();
  await expect(page.getByText(/Demo Customer GmbH has signed the NDA: signed by Clara Kunde/)).toBeVisible();
  await pdfDrawn(page.getByRole('region', { name: 'Signed non-disclosure agreement of Demo Customer GmbH' }));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await screenshot(page, 'nda-signed-en');

  // Still signed after a reload; deleting asks first.
  await page.reload();
  await page.getByRole('button', { name: 'Delete signed NDA' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the signed NDA?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: 'Signed non-disclosure agreement of Demo Customer GmbH' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete signed NDA' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The signed NDA has been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign NDA (English)' })).toBeVisible();
  expect(errors).toEqual([]);
});
