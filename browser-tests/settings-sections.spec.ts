import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, registerAccount, screenshot, signInOnIssuer, TEST_PASSWORD } from './support';

async function signIn(page: Page, user: string, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await signInOnIssuer(page, user);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

// customer1's requests were sent by the wizard specs, which run before this file.
test('a customer switches off the mails of one request’s chat in the settings, and the chat says the same', async ({ page }) => {
  await signIn(page, 'customer1', '/settings/notifications');
  const list = page.getByRole('list', { name: 'Mails about new chat messages, per request' });
  const first = list.getByRole('switch').first();
  await expect(first).toBeChecked();
  const label = (await first.getAttribute('aria-label'))!;
  const [, requestName] = /^Mails about new messages: (.+), with /.exec(label)!;
  await first.click();
  await expect(page.getByText(/^You no longer get mails about new messages in /)).toBeVisible();
  await expect(first).not.toBeChecked();
  await expect(page.getByText(/of \d+ requests shown/)).toBeVisible();
  await expectAccessible(page, 'notification settings');
  await screenshot(page, 'settings-notifications-en');

  // The same setting, seen from the request's chat.
  await page.goto('/request-history');
  await page.getByRole('list', { name: 'My requests' }).getByRole('listitem').filter({ hasText: requestName! }).first().getByRole('link').first().click();
  await page.getByRole('tab', { name: /Chat/ }).click();
  await expect(page.getByRole('switch', { name: 'Email me about new messages' })).not.toBeChecked();

  // Back on, as the later tests expect.
  await page.goto('/settings/notifications');
  const again = page.getByRole('list', { name: 'Mails about new chat messages, per request' }).getByRole('switch').first();
  await expect(again).toHaveAccessibleName(label);
  await again.click();
  await expect(again).toBeChecked();
});

test('a customer chooses the dark colour scheme and larger text, and the request pages stay readable', async ({ page }) => {
  await signIn(page, 'customer1', '/settings/appearance');
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  expect(background).toBe('rgb(18, 18, 18)');
  await expectAccessible(page, 'appearance settings, dark');
  await screenshot(page, 'settings-appearance-dark');

  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Accessibility' }).click();
  await page.getByRole('radio', { name: /Larger/ }).check();
  await page.getByRole('switch', { name: 'Always underline links' }).check();
  await page.getByRole('switch', { name: /thick outline/ }).check();
  const fontSize = await page.getByRole('heading', { name: 'Accessibility' }).evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
  expect(fontSize).toBeGreaterThan(24 * 1.2);
  await page.keyboard.press('Tab');
  await expectAccessible(page, 'accessibility settings, dark and larger');
  await screenshot(page, 'settings-accessibility-dark');

  // The choice stays after a reload and holds on the other pages.
  await page.goto('/request-history');
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await expect(page.getByRole('list', { name: 'My requests' })).toBeVisible();
  await expectAccessible(page, 'request history, dark');
  await screenshot(page, 'request-history-dark');
  await page.getByRole('list', { name: 'My requests' }).getByRole('listitem').first().getByRole('link').first().click();
  await expect(page.getByRole('table', { name: /stackup/i })).toBeVisible();
  await expectAccessible(page, 'request, dark');
  await screenshot(page, 'request-dark');

  await page.goto('/settings/accessibility');
  await page.getByRole('button', { name: 'Reset all display settings' }).click();
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'light');
});

test('a producer reads the help in German and finds the requests’ mails under notifications', async ({ page }) => {
  await signIn(page, 'producer1', '/dashboard/settings/help');
  await expect(page.getByRole('heading', { name: 'Hilfe' })).toBeVisible();
  const question = page.getByRole('button', { name: 'Wie lange haben wir Zeit zu antworten?' });
  await question.click();
  await expect(page.getByText(/7 Tage ab der Anfrage/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kontakt' }).first()).toBeVisible();
  await expectAccessible(page, 'help, German');
  await screenshot(page, 'settings-help-de');

  await page.getByRole('navigation', { name: 'Einstellungen' }).getByRole('link', { name: 'Benachrichtigungen' }).click();
  const list = page.getByRole('list', { name: 'Mails zu neuen Chat-Nachrichten, je Anfrage' });
  await expect(list.getByRole('switch').first()).toBeVisible();
  await expect(list.getByRole('switch').first()).toHaveAccessibleName(/^Mails zu neuen Nachrichten: .+, von /);
  await expectAccessible(page, 'notification settings, German');
  await screenshot(page, 'settings-notifications-de');
});

test('a person changes their email address with their password, and signs in with the new one', async ({ page, request, browser }) => {
  const stamp = Date.now();
  const email = `moving.${stamp}@example.com`;
  await registerAccount(request, { email, firstName: 'Mo', lastName: 'Moving' });

  await page.goto('/settings/security');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, email, TEST_PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'As an individual' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Order now' }).click();

  const form = page.getByRole('form', { name: 'Change email address' });
  await expect(form.getByText(`Mails go to ${email}.`)).toBeVisible();
  await form.getByRole('textbox', { name: 'New email address' }).fill('customer2@demo.example');
  await form.getByLabel(/^Current password/).fill(TEST_PASSWORD);
  await form.getByRole('button', { name: 'Change email address' }).click();
  await expect(form.getByText('An account with this email address exists already.')).toBeVisible();

  const moved = `moved.${stamp}@example.com`;
  await form.getByRole('textbox', { name: 'New email address' }).fill(moved);
  await form.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByText(`Your email address is now ${moved}.`)).toBeVisible();
  await expect(form.getByText(`Mails go to ${moved}.`)).toBeVisible();
  await expectAccessible(page, 'security settings');
  await screenshot(page, 'settings-security-en');

  const other = await browser.newPage();
  await other.goto('/settings');
  await other.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(other, moved, TEST_PASSWORD);
  await expect(other.getByRole('textbox', { name: 'First name' })).toHaveValue('Mo');
  await other.close();
});
