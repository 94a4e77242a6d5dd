/** A person's name as the console writes it; a dash for a person whose name was erased or never given. */
export const personName = (person: { readonly firstName: string; readonly lastName: string }) => `${person.firstName} ${person.lastName}`.trim() || '—';
