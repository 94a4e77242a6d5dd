import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { useVocabulary } from '../fields/vocabulary';
import type { AdminCompany } from './company-operations';
import { CompanyNdaChip } from './CompanyNdaChip';
import { DownloadNdaButton } from './DownloadNdaButton';

/** The company's NDA: signed (by whom, when, in which language, with the signed PDF), not signed, or not offered. */
export function CompanyNdaSection(_props: { readonly source?: string; readonly label?: string | false }) {
  const company = useRecordContext<AdminCompany>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { language } = useVocabulary();
  if (!company) return null;
  const { nda } = company;
  if (!nda) return <Skeleton variant="text" width={200} role="progressbar" aria-label={translate('ra.page.loading')} />;
  if (nda.kind === 'unavailable') return <Typography variant="body2">{translate('admin.companies.ndaUnavailable')}</Typography>;
  if (nda.kind === 'none') return <CompanyNdaChip />;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <CompanyNdaChip />
      <Labeled label="admin.companies.ndaSignedBy">
        <Typography variant="body2">{nda.nda.signedBy || '—'}</Typography>
      </Labeled>
      <Labeled label="admin.companies.ndaSignedOn">
        <Typography variant="body2" component="time" dateTime={nda.nda.signedOn}>
          {formatDateTime(nda.nda.signedOn, locale)}
        </Typography>
      </Labeled>
      <Labeled label="admin.companies.ndaLanguage">
        <Typography variant="body2">{language(nda.nda.locale)}</Typography>
      </Labeled>
      <DownloadNdaButton path={nda.nda.path} filename={`NDA-${company.name}-signed.pdf`} />
    </Stack>
  );
}
