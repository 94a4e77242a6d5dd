/**
 * For a page whose record has more fields than the list's row: react-admin keeps a list's rows as the records of
 * their pages, so a page asking with a meta of its own reads the record in full instead of starting from the row.
 */
export const DETAILS = { meta: { view: 'details' } } as const;
