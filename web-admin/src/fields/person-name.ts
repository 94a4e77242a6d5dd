import { fullNameOf, knownText } from '@pcbm/web-kit/people/person-name';
import { useTranslate } from 'react-admin';

export interface NamedPerson {
  readonly firstName: string;
  readonly lastName: string;
  readonly username?: string | null;
}

/** A person's name as the console writes it: first and last name, else the username; null when none is left (erased or never given). */
export function personNameOf(person: NamedPerson): string | null {
  return fullNameOf(person.firstName, person.lastName) ?? (knownText(person.username) || null);
}

/** A person's name, or the console's words for a person whose name was erased. */
export function usePersonName(): (person: NamedPerson) => string {
  const translate = useTranslate();
  return (person) => personNameOf(person) ?? translate('admin.users.erasedPerson');
}
