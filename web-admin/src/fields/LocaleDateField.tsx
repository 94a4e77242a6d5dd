import { DateField, useLocaleState } from 'react-admin';

/**
 * A date (and time) of the record in the console's language: German with the 24-hour clock, English with the
 * 12-hour one; a dash when there is none.
 */
export function LocaleDateField({ source, showTime = true }: { readonly source: string; readonly label?: string; readonly showTime?: boolean }) {
  const [locale] = useLocaleState();
  return <DateField source={source} showTime={showTime} locales={locale === 'de' ? 'de-DE' : 'en-US'} emptyText="—" />;
}
