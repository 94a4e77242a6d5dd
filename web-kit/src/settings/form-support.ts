import { TEXT_PROBLEMS } from '@pcbm/domain/text/text-rules';
import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** The domain's messages (English, as the server says them) by the key of their translation. */
const MESSAGE_KEYS: readonly [RegExp, string][] = [
  [/^This field is required\.?$/, 'required'],
  [/^This field must be less than (?<max>\d+) characters$/, 'tooLong'],
  [/^Please enter a phone number/, 'phone'],
  [/^Please enter a valid email address/, 'email'],
  [/^Please enter a valid URL/, 'url'],
  [/^Please choose a country\.?$/, 'country'],
  [/^Please use at least (?<min>\d+) characters$/, 'passwordLength'],
  [/^The passwords do not match\.?$/, 'passwordMatch'],
  [/^Please enter a year between/, 'year'],
  [/^Choose at least one column\.?$/, 'columns'],
  [/^Please input a email$/, 'memberEmpty'],
  [/^Please input a valid email$/, 'memberEmail'],
];
const CHARACTER_PROBLEMS = new Set<string>(Object.values(TEXT_PROBLEMS));

/** The text under a field: its message in the page's language (errors of type `server` come translated). */
export function fieldErrorText(error: FieldError | undefined, t: TFunction): string | undefined {
  const message = error?.message;
  if (!error) return undefined;
  // An answer of the server set on a field is already in the page's language.
  if (error.type === 'server' && message) return message;
  if (!message) return t('settings:errors.invalid');
  if (CHARACTER_PROBLEMS.has(message)) return t('settings:errors.characters');
  for (const [pattern, key] of MESSAGE_KEYS) {
    const match = pattern.exec(message);
    if (match) return t(`settings:errors.${key}`, { ...match.groups, host: 'https://example.com' });
  }
  return t('settings:errors.invalid');
}

/** The input an optional text field sends: its trimmed text, or nothing when empty. */
export const optional = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
