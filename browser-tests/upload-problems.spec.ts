import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot } from './support';

test('a broken zip, an oversize file and an empty parts list get their messages, and nothing breaks', async ({ page }) => {
  await page.goto('/');
  const input = page.getByTestId('file-input');

  await input.setInputFiles({ name: 'design.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\u0003\u0004 not really a zip') });
  await expect(page.getByText('design.zip could not be opened as a zip file.')).toBeVisible();
  await expect(page.getByText('No files yet.')).toBeVisible();

  await input.setInputFiles({ name: 'huge.gbr', mimeType: 'application/octet-stream', buffer: Buffer.alloc(10 * 1024 * 1024, 0x20) });
  await expect(page.getByText('huge.gbr is too large: each file must be under 10 MB.')).toBeVisible();
  await expectAccessible(page, 'upload problems');

  // Next without board files and a parts list names both.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Gerber files are needed for the next step.')).toBeVisible();
  await expect(page.getByText('A parts list (BOM) is needed for the next step.')).toBeVisible();

  // A line drawn on the layer the file's attribute names.
  const drawn = (fileFunction: string) =>
    Buffer.from(['%FSLAX46Y46*%', '%MOMM*%', `%TF.FileFunction,${fileFunction}*%`, '%ADD10C,0.2*%', 'D10*', 'X0Y0D02*', 'X10000000Y0D01*', 'M02*'].join('\n'));
  const outline = ['%FSLAX46Y46*%', '%MOMM*%', '%TF.FileFunction,Profile,NP*%', '%ADD10C,0.1*%', 'D10*', 'X0Y0D02*', 'X20000000Y0D01*', 'X20000000Y10000000D01*', 'X0Y10000000D01*', 'X0Y0D01*', 'M02*'].join('\n');
  await input.setInputFiles([
    { name: 'tiny-F_Cu.gtl', mimeType: 'text/plain', buffer: drawn('Copper,L1,Top') },
    { name: 'tiny-Edge_Cuts.gbr', mimeType: 'text/plain', buffer: Buffer.from(outline) },
    { name: 'tiny-bom.csv', mimeType: 'text/csv', buffer: Buffer.from('Designator,MPN,Quantity\n') },
  ]);
  await expect(page.getByRole('table', { name: 'Uploaded files' })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of 7/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stackup layers in build order' })).toBeVisible();

  // A board no producer can build from keeps the customer on the stackup, saying what is missing.
  const problems = page.getByRole('alert').filter({ hasText: 'Producers cannot build the board like this' });
  await expect(problems).toContainText('No file draws the bottom solder mask.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The board has problems producers cannot build from' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of 7/ })).toBeVisible();
  await expectAccessible(page, 'board problems');
  await screenshot(page, 'board-problems');

  // With the missing layers added, the board is whole and Next goes on.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await input.setInputFiles([
    { name: 'tiny-B_Cu.gbl', mimeType: 'text/plain', buffer: drawn('Copper,L2,Bot') },
    { name: 'tiny-F_Mask.gts', mimeType: 'text/plain', buffer: drawn('Soldermask,Top') },
    { name: 'tiny-B_Mask.gbs', mimeType: 'text/plain', buffer: drawn('Soldermask,Bot') },
  ]);
  await expect(page.getByRole('table', { name: 'Uploaded files' }).getByRole('cell', { name: 'tiny-B_Mask.gbs', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of 7/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stackup layers in build order' }).getByText('tiny-B_Mask.gbs')).toBeVisible();
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3 of 7/ })).toBeVisible();
  await expect(page.getByText('The parts list is empty.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The parts list is empty.' }).last()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Step 3 of 7/ })).toBeVisible();
  // Editing an empty table is refused as the spec says.
  await page.getByRole('button', { name: 'Add component' }).click();
  await expect(page.getByText('Component Table can not be edited.')).toBeVisible();
});
