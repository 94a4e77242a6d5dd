import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '@pcbm/web-kit/i18n/time';
import { useFieldValue, useLocaleState } from 'react-admin';

/** A date, or date and time, as the product writes them everywhere in the language shown; a dash when there is none. */
export function TimeField({ source, showTime = false }: { readonly source: string; readonly showTime?: boolean; readonly label?: string }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  const [locale] = useLocaleState();
  if (!value) return <Typography variant="body2">—</Typography>;
  return (
    <Typography variant="body2" component="time" dateTime={value}>
      {showTime ? formatDateTime(value, locale) : formatDate(value, locale)}
    </Typography>
  );
}
