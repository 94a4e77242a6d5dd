import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';
import { expectAccessible, screenshot } from './support';

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
