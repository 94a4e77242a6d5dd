import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, watchConsole } from './support';

test('a visitor registers for a company, signs in with the new account and lands in the welcome flow to create the company', async ({ page }) => {
  const errors = watchConsole(page);
  const email = `nora.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  // Mistakes are named at their fields before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('You must accept our terms and conditions to create an account.')).toBeVisible();
  await expectAccessible(page, 'signup with problems');

  // Someone who would rather sign up later asks for the one reminder mail instead.
  const reminder = page.getByRole('region', { name: 'Not the right moment?' });
  await reminder.getByLabel('Email address for the reminder').fill(`later.${Date.now()}@example.com`);
  await reminder.getByRole('button', { name: 'Remind me' }).click();
  await expect(reminder.getByRole('status')).toContainText('We will remind you at later.');

  await page.getByRole('radio', { name: 'for a company' }).check();
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Neu');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel('Repeat the password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).last().click();
  await expect(page.getByText('Please use at least 10 characters')).toBeVisible();
  await page.getByLabel(/^Password/).fill('a long passphrase');
  await page.getByLabel('Repeat the password').fill('a long passphrase');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await screenshot(page, 'signup-en');
  await page.getByRole('button', { name: 'Create account' }).last().click();

  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in now' }).click();
  await page.waitForURL(/\/oidc\/auth/);
  await expect(page.getByLabel(/user/i)).toHaveValue(email);
  await page.getByLabel(/password/i).fill('a long passphrase');
  await page.getByRole('button', { name: /sign in/i }).click();

  // The dialog's title follows its steps.
  await expect(page.getByRole('dialog', { name: 'Welcome, Nora!' })).toBeVisible();
  const welcome = page.getByRole('dialog');
  await welcome.getByRole('button', { name: 'For a company' }).click();
  await welcome.getByRole('button', { name: 'Create a new company' }).click();
  await welcome.getByLabel('Legal name').fill('Neu Elektronik GmbH');
  await welcome.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Industrial electronics' }).click();
  await welcome.getByLabel('Street and number').fill('Hauptstraße 5');
  await welcome.getByLabel('Postcode').fill('80331');
  await welcome.getByLabel('City').fill('München');
  await welcome.getByRole('combobox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await expectAccessible(page, 'welcome new company');
  await screenshot(page, 'welcome-new-company-en');
  await welcome.getByRole('button', { name: 'Create company' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('button', { name: 'User menu: Nora Neu' })).toBeVisible();
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});
