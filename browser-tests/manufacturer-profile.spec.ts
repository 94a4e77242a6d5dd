import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, signInOnIssuer } from './support';

test('producer1 finds its locations on the map, adds a certificate and a factory, and the profile keeps them', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/dashboard/');
  await page.getByRole('button', { name: /sign in|anmelden/i }).last().click();
  await signInOnIssuer(page, 'producer1');
  // producer1 reads German.
  await page.getByRole('button', { name: /^Benutzermenü: / }).click();
  await page.getByRole('menuitem', { name: 'Herstellerprofil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herstellerprofil' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Herstellerprofil' });
  await expect(form.getByTestId('location-marker').first()).toBeVisible();
  const markersBefore = await form.getByTestId('location-marker').count();

  await form.getByRole('checkbox', { name: 'ISO 14001' }).check();
  await form.getByRole('button', { name: 'Werk hinzufügen' }).click();
  const factory = form.getByRole('group', { name: /^Werk \d+$/ }).last();
  await factory.getByRole('textbox', { name: /^Empfänger/ }).fill('Alpha Leiterplatten Werk Süd');
  await factory.getByRole('textbox', { name: /^Adresszeile 1/ }).fill('Marienplatz 1');
  await factory.getByRole('textbox', { name: /^PLZ/ }).fill('80331');
  await factory.getByRole('textbox', { name: /^Ort|^Stadt/ }).fill('München');
  await expect(form.getByTestId('location-marker')).toHaveCount(markersBefore + 1);
  await expectAccessible(page, 'manufacturer profile');
  await screenshot(page, 'manufacturer-profile-de');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Dein Herstellerprofil ist gespeichert.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Herstellerprofil' });
  await expect(reloaded.getByRole('checkbox', { name: 'ISO 14001' })).toBeChecked();
  await expect(reloaded.getByTestId('location-marker')).toHaveCount(markersBefore + 1);
  await context.close();
});
