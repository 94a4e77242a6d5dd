import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useVocabulary } from './vocabulary';

/** A person's language, named in the language the console shows (English, German … / Englisch, Deutsch …). */
export function LocaleField({ source }: { readonly source: string; readonly label?: string }) {
  const { language } = useVocabulary();
  const value = useFieldValue({ source }) as string | null | undefined;
  return <Typography variant="body2">{value ? language(value.toLowerCase()) : '—'}</Typography>;
}
