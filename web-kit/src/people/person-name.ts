import { ERASED } from '@pcbm/domain/personal-data/personal-data-fields';

/** A text of a person's data, or '' when it was erased or never given. */
export const knownText = (text: string | null | undefined): string => (text && text !== ERASED ? text.trim() : '');

/** A person's first and last name as one, or null when neither is known (erased or never given). */
export function fullNameOf(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  return [knownText(firstName), knownText(lastName)].filter(Boolean).join(' ') || null;
}
