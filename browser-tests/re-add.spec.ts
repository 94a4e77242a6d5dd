import { expect, test, type Page } from '@playwright/test';
import { countAlertsShown, expectAccessible, screenshot, watchConsole } from './support';
import { ENGLISH, signInAndSubmit, walkToSummary } from './wizard-steps';

async function withdraw(page: Page, producer: string) {
  await page.getByRole('group', { name: 'Producers of this request' }).getByRole('button', { name: new RegExp(producer) }).click();
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw the request from this producer?' });
  await dialog.getByRole('combobox', { name: /Reason/ }).click();
  await page.getByRole('option', { name: 'Response time' }).click();
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Producers of this request' }).getByRole('button', { name: new RegExp(producer) })).toContainText('Withdrawn by the customer');
}

test('a customer withdraws a request from both producers and re-adds it to a third one, keeping the files', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await walkToSummary(page, ENGLISH, 're-add', false);
  await signInAndSubmit(page, ENGLISH);
  await page.getByRole('link', { name: 'Open the request' }).or(page.getByRole('button', { name: 'Open the request' })).click();
  await expect(page.getByRole('heading', { level: 1, name: 'interface-brain' })).toBeVisible();
  // The customer's own withdrawals and re-adding offer no reload, not even for a moment: their news is the page's own.
  const promptsShown = await countAlertsShown(page, 'Load again');
  await withdraw(page, 'Alpha Leiterplatten GmbH');
  await withdraw(page, 'Gamma Assembly AG');

  await page.getByRole('button', { name: 'Send to another manufacturer' }).click();
  const dialog = page.getByRole('dialog', { name: /Send interface-brain to another manufacturer/ });
  await expect(dialog).toBeVisible();
  const next = () => dialog.getByRole('button', { name: 'Next', exact: true }).click();
  const step = (n: number) => expect(dialog.getByRole('heading', { name: new RegExp(`^Step ${n} of 8`) })).toBeVisible();
  await step(1);
  await next();
  await step(2);
  // Every file needs a choice before going on.
  await next();
  await expect(dialog.getByText(/Please choose whether to keep or replace/).first()).toBeVisible();
  for (const group of await dialog.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'Keep' }).check();
  await expectAccessible(page, 're-add merge');
  await screenshot(page, 're-add-merge-en');
  await next();
  await step(3);
  // The kept job takes the stackup along as the first request sent it, in a picture and a table.
  await expect(dialog.getByText(/the stackup as it was sent/)).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Cross-section of the board: 9 layers/ })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Stackup' }).getByRole('cell', { name: ENGLISH.topCopper, exact: true })).toBeVisible();
  await screenshot(page, 're-add-stackup-en');
  await next();
  await step(4);
  await next();
  await step(5);
  await next();
  await step(6);
  // Beta builds pre-series and series, not prototypes: the re-added request asks for a pre-series.
  await dialog.getByRole('combobox', { name: /Order type/ }).click();
  await page.getByRole('option', { name: 'Pre-series' }).click();
  await next();
  await step(7);
  // The producers asked before cannot be chosen again.
  await expect(dialog.getByRole('radio', { name: /Alpha Leiterplatten GmbH/ })).toBeDisabled();
  await dialog.getByRole('radio', { name: /Beta Circuits Ltd/ }).check();
  await screenshot(page, 're-add-producer-en');
  await next();
  await step(8);
  await expectAccessible(page, 're-add summary');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  const producers = page.getByRole('group', { name: 'Producers of this request' });
  await expect(producers.getByRole('button', { name: /Beta Circuits Ltd/ })).toContainText('Waiting for a quote');
  await page.waitForTimeout(1_000);
  expect(await promptsShown()).toBe(0);
  await screenshot(page, 're-add-done-en');
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});
