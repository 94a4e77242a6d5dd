import Typography from '@mui/material/Typography';
import { useFieldValue } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** A person's language by its name in the language shown (English, Deutsch …). */
export function LocaleField({ source }: { readonly source: string; readonly label?: string }) {
  const { t } = useTranslation();
  const value = useFieldValue({ source }) as string | null | undefined;
  return <Typography variant="body2">{value ? t(`languages.${value.toLowerCase()}`, { defaultValue: value }) : '—'}</Typography>;
}
