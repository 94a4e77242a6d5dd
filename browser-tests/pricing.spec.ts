import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signInOnIssuer } from './support';
import { ENGLISH, walkToSummary } from './wizard-steps';

test('producer1 writes a formula with a mistake, sees it underlined, fixes it, sees the test price, and customers are priced by it', async ({ browser }) => {
  const producerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const producer = await producerContext.newPage();
  await producer.goto('/dashboard/');
  await producer.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(producer, 'producer1');
  // producer1 reads German.
  await producer.getByRole('button', { name: /^Benutzermenü: / }).click();
  await producer.getByRole('menuitem', { name: 'Sofortpreise' }).click();
  await expect(producer.getByRole('heading', { level: 1, name: 'Sofortpreise' })).toBeVisible();

  const editor = producer.getByRole('textbox', { name: 'Preisformeln' });
  await editor.click();
  await producer.keyboard.press('ControlOrMeta+a');
  await producer.keyboard.press('Delete');
  await producer.keyboard.type('cost = 1234 * * pcbQuantity');
  await expect(producer.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(producer.getByText('1 Problem', { exact: true })).toBeVisible();
  await screenshot(producer, 'pricing-mistake-de');

  await producer.keyboard.press('ControlOrMeta+a');
  await producer.keyboard.press('Delete');
  await producer.keyboard.type('cost = 1234');
  await expect(producer.locator('.cm-lintRange-error')).toHaveCount(0);
  const testPrice = producer.getByRole('region', { name: 'Testpreis' }).or(producer.locator('section', { hasText: 'Testpreis' })).first();
  await expect(testPrice).toContainText('1.234,00');
  await producer.getByRole('radiogroup', { name: /Marktplatz/ }).getByRole('radio', { name: 'Mit meinen Formeln berechnen' }).check();
  await expectAccessible(producer, 'pricing');
  await screenshot(producer, 'pricing-fixed-de');
  await producer.getByRole('button', { name: 'Speichern' }).click();
  await expect(producer.getByText('Deine Preiseinstellungen sind gespeichert.')).toBeVisible();
  await producerContext.close();

  // A customer's summary now shows Alpha's price from the new formula.
  const customerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const customer = await customerContext.newPage();
  await customer.goto('/');
  await walkToSummary(customer, ENGLISH, 'pricing', false);
  await expect(customer.getByRole('region', { name: 'Alpha Leiterplatten GmbH' })).toContainText('1,234.00');
  await screenshot(customer, 'pricing-summary-en');
  await customerContext.close();
});
