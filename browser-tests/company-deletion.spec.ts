import { expect, test } from '@playwright/test';
import { expectAccessible, registerAccount, screenshot, signInOnIssuer, TEST_PASSWORD, watchConsole } from './support';

test('a member deletes their company in the company settings by typing its name, and is then offered to create one', async ({ page, request }) => {
  const errors = watchConsole(page);
  const email = `dora.${Date.now()}@example.com`;
  await registerAccount(request, { email, firstName: 'Dora', lastName: 'Dissolve' });

  await page.goto('/settings/company');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInOnIssuer(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/settings\/company$/);

  // The welcome dialog of a first sign-in (its title follows its steps): a new company.
  await expect(page.getByRole('dialog', { name: 'Welcome, Dora!' })).toBeVisible();
  const welcome = page.getByRole('dialog');
  await welcome.getByRole('button', { name: 'For a company' }).click();
  await welcome.getByRole('button', { name: 'Create a new company' }).click();
  await welcome.getByLabel('Legal name').fill('Dora Platinen GmbH');
  await welcome.getByLabel('Street and number').fill('Lötweg 3');
  await welcome.getByLabel('Postcode').fill('01067');
  await welcome.getByLabel('City').fill('Dresden');
  await welcome.getByRole('combobox', { name: 'Country' }).fill('Germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await welcome.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Who is in which company comes with the start-up.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Delete company' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Dora Platinen GmbH?' });
  const name = dialog.getByRole('textbox', { name: "Type the company's name to confirm" });
  await expect(name).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Delete company' });
  await expect(confirm).toBeDisabled();
  await name.fill('Dora Platinen');
  await expect(confirm).toBeDisabled();
  await name.fill(' dora platinen gmbh ');
  await expect(confirm).toBeEnabled();
  await expectAccessible(page, 'delete company');
  await screenshot(page, 'settings-company-delete-en');
  await confirm.click();

  const done = page.getByRole('dialog', { name: 'Done' });
  await expect(done).toContainText('Dora Platinen GmbH has been deleted. You now order as an individual and can create or join a company at any time.');
  await done.getByRole('button', { name: 'Continue' }).click();

  // The page starts anew: the person is in no company and is offered to create one.
  await expect(page.getByText('You are not a member of a company.', { exact: false })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Create a company' }).click();
  await expect(page).toHaveURL(/\/settings\/create-company$/);
  await expect(page.getByRole('heading', { name: 'Create a company' })).toBeVisible();
  expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
});
