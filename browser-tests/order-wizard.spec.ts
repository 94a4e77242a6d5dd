import { expect, test } from '@playwright/test';
import { watchConsole } from './support';
import { ENGLISH, GERMAN, signInAndSubmit, walkToSummary } from './wizard-steps';

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
