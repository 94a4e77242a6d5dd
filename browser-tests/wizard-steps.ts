import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expectAccessible, screenshot, signInOnIssuer } from './support';

export const KICAD_ZIP = join(__dirname, '..', 'web-customer', 'public', 'samples', 'interface-brain-kicad.zip');

export interface Words {
  readonly next: string;
  readonly title: RegExp;
  readonly stepHeading: (n: number) => RegExp;
  readonly unusualType: string;
  readonly continue: string;
  readonly filesTable: string;
  readonly partsTable: string;
  readonly placements: string;
  readonly recipient: string;
  readonly street: string;
  readonly zip: string;
  readonly city: string;
  readonly country: string;
  readonly countryOption: RegExp;
  readonly choose: (name: string) => string;
  readonly signInNeeded: string;
  readonly signIn: string;
  readonly sent: string;
  readonly stackupTable: string;
  readonly topCopper: string;
  readonly notUsed: string;
  readonly stackupNotes: string;
  /** The name of the cross-section's picture of the KiCad sample's layers in use. */
  readonly crossSection: string;
  /** What the customer writes on the stackup, which the producers read on the request page. */
  readonly stackupNote: string;
  /** The KiCad sample's size as the language writes it. */
  readonly boardSize: string;
}

export const ENGLISH: Words = {
  next: 'Next',
  title: /^Order now$/,
  stepHeading: (n) => new RegExp(`^Step ${n} of 7`),
  unusualType: 'Unusual file type',
  continue: 'Continue',
  filesTable: 'Uploaded files',
  partsTable: 'Parts list',
  placements: 'Placements',
  recipient: 'Recipient',
  street: 'Street and number',
  zip: 'Postcode',
  city: 'City',
  country: 'Country',
  countryOption: /^(🇩🇪)?Germany$/,
  choose: (name) => `Choose ${name}`,
  signInNeeded: 'To send a request for quotation, you need to be signed in to your account.',
  signIn: 'Sign in',
  sent: 'Request sent',
  stackupTable: 'Stackup layers in build order',
  topCopper: 'Copper (top, L1)',
  notUsed: '[Layer not used]',
  stackupNotes: 'Notes on the stackup',
  crossSection: 'Cross-section of the board: 9 layers from top to bottom',
  stackupNote: 'Impedance-controlled traces on L1, please.',
  boardSize: '144.10 × 105.10 mm',
};

export const GERMAN: Words = {
  next: 'Weiter',
  title: /^Jetzt anfragen$/,
  stepHeading: (n) => new RegExp(`^Schritt ${n} von 7`),
  unusualType: 'Ungewöhnlicher Dateityp',
  continue: 'Weiter',
  filesTable: 'Hochgeladene Dateien',
  partsTable: 'Stückliste',
  placements: 'Bestückpositionen',
  recipient: 'Empfänger',
  street: 'Straße und Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  country: 'Land',
  countryOption: /^(🇩🇪)?Deutschland$/,
  choose: (name) => `${name} wählen`,
  signInNeeded: 'Um eine Angebotsanfrage zu senden, musst du mit deinem Benutzerkonto eingeloggt sein.',
  signIn: 'Anmelden',
  sent: 'Anfrage gesendet',
  stackupTable: 'Lagen in Aufbaureihenfolge',
  topCopper: 'Kupfer (oben, L1)',
  notUsed: '[Lage nicht verwendet]',
  stackupNotes: 'Anmerkungen zum Lagenaufbau',
  crossSection: 'Querschnitt der Leiterplatte: 9 Schichten von oben nach unten',
  stackupNote: 'Bitte L1 mit kontrollierter Impedanz fertigen.',
  boardSize: '144,10 × 105,10 mm',
};

/** Checks the step for accessibility and saves it at desktop width and at 1,024 px. */
export async function lookAt(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await screenshot(page, `${name}-desktop`);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 1024, height: 768 });
  await screenshot(page, `${name}-1024`);
  await page.setViewportSize(size);
}

export async function next(page: Page, words: Words, step: number): Promise<void> {
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: words.stepHeading(step) })).toBeVisible();
}

/** Uploads the KiCad fixture as a zip and acknowledges the unusual outline file type. */
export async function uploadKicadZip(page: Page, words: Words): Promise<void> {
  await page.getByTestId('file-input').setInputFiles(KICAD_ZIP);
  const flash = page.getByRole('dialog', { name: words.unusualType });
  await flash.getByRole('button', { name: words.continue }).click();
  await expect(page.getByRole('table', { name: words.filesTable })).toBeVisible();
}

export async function fillAddress(page: Page, words: Words): Promise<void> {
  await page.getByLabel(words.recipient, { exact: false }).first().fill('Clara Kunde');
  await page.getByLabel(words.street).fill('Invalidenstraße 10');
  await page.getByLabel(words.zip).fill('10115');
  await page.getByLabel(words.city).fill('Berlin');
  await page.getByRole('combobox', { name: words.country }).fill(words === GERMAN ? 'Deutsch' : 'Germ');
  await page.getByRole('option', { name: words.countryOption }).click();
}

/**
 * Walks the wizard from the start page to the summary with the KiCad zip, sending to Alpha and Gamma; `look` checks and
 * saves each step, `note` writes a note on the stackup.
 */
export async function walkToSummary(page: Page, words: Words, language: string, look = true, note = false) {
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  await uploadKicadZip(page, words);
  if (look) await lookAt(page, `${language}-1-upload`);

  await next(page, words, 2);
  await expect(page.getByTestId('board-top')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('board-bottom')).toBeVisible();
  await expect(page.getByText(words.boardSize)).toBeVisible();
  // The layers are described in the customer's language; what they note on the stackup goes with the request.
  const stackup = page.getByRole('table', { name: words.stackupTable });
  await expect(stackup.getByRole('cell', { name: words.topCopper, exact: true })).toBeVisible();
  await expect(stackup.locator(`input[value="${words.notUsed}"]`).first()).toBeVisible();
  await expect(page.getByRole('img', { name: words.crossSection })).toBeVisible();
  if (note) await page.getByRole('textbox', { name: words.stackupNotes }).fill(words.stackupNote);
  if (look) await lookAt(page, `${language}-2-stackup`);

  await next(page, words, 3);
  const parts = page.getByRole('table', { name: words.partsTable });
  await expect(parts.getByRole('cell', { name: 'C307331' })).toBeVisible();
  if (look) await lookAt(page, `${language}-3-components`);

  await next(page, words, 4);
  await expect(page.getByRole('table', { name: words.placements })).toBeVisible();
  // Reloading in the middle keeps the step, the files and the tables.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: words.stepHeading(4) })).toBeVisible();
  await page.getByRole('table', { name: words.placements }).getByRole('row').nth(1).click();
  await expect(page.getByTestId('selected-part')).toBeVisible();
  if (look) await lookAt(page, `${language}-4-placement`);

  await next(page, words, 5);
  await expect(page.getByRole('textbox', { name: words === GERMAN ? 'Projektname' : 'Project name' })).toHaveValue('interface-brain');
  await fillAddress(page, words);
  if (look) await lookAt(page, `${language}-5-production`);

  await next(page, words, 6);
  await page.getByRole('checkbox', { name: words.choose('Alpha Leiterplatten GmbH') }).check();
  await page.getByRole('checkbox', { name: words.choose('Gamma Assembly AG') }).check();
  await expect(page.getByRole('button', { name: /Alpha Leiterplatten GmbH/ }).first()).toBeVisible();
  if (look) await lookAt(page, `${language}-6-manufacturers`);

  await next(page, words, 7);
  await expect(page.getByText(words.signInNeeded)).toBeVisible();
  // Two demo producers price instantly: their ranges stand side by side with a delivery date.
  await expect(page.getByRole('region', { name: 'Alpha Leiterplatten GmbH' })).toContainText('€');
  await expect(page.getByRole('region', { name: 'Gamma Assembly AG' })).toContainText('€');
  if (look) await lookAt(page, `${language}-7-summary`);
}

/**
 * Signs in as customer1 from the summary and sends the request. `slowUpload` sends it over a connection that uploads
 * 100 KB a second, and checks that the page tells how much is sent while it goes.
 */
export async function signInAndSubmit(page: Page, words: Words, { slowUpload = false } = {}) {
  await page.getByRole('alert').or(page.locator('.MuiAlert-root')).getByRole('button', { name: words.signIn }).click();
  await signInOnIssuer(page, 'customer1');
  const submit = page.getByRole('button', { name: /^(SUBMIT|ABSENDEN)$/ });
  await expect(submit).toBeVisible({ timeout: 60_000 });
  const network = slowUpload ? await page.context().newCDPSession(page) : undefined;
  if (network) {
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
  }
  await submit.click();
  if (network) {
    // Part of the files is sent and the page says how much, in a bar and in words.
    const bar = page.getByRole('progressbar', { name: /^(Sending the request|Anfrage wird gesendet)$/ });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect(page.getByText(/^\d+ (%|Prozent) (sent|gesendet)$/)).toBeVisible();
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await network.detach();
  }
  // After signing in the profile's language applies (customer1 reads English).
  await expect(page.getByRole('heading', { name: /^(Request sent|Anfrage gesendet)$/ })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('listitem')).toHaveCount(2);
}
