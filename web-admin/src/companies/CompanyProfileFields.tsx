import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { useVocabulary } from '../fields/vocabulary';
import type { AdminCompany } from './company-operations';

/** What the company writes about itself, in each language it wrote it. */
export function CompanyAboutField(_props: { readonly source?: string; readonly label?: string | false }) {
  const company = useRecordContext<AdminCompany>();
  const translate = useTranslate();
  const { language } = useVocabulary();
  const texts = company?.aboutTextByLocale.filter((about) => about.text.trim()) ?? [];
  if (texts.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack spacing={1}>
      {texts.map((about) => (
        <Labeled key={about.locale} label={translate('admin.companies.aboutIn', { language: language(about.locale) })}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {about.text}
          </Typography>
        </Labeled>
      ))}
    </Stack>
  );
}

/** The company's links (LinkedIn, X, website) with what each is. */
export function CompanySocialMediaField(_props: { readonly source?: string; readonly label?: string | false }) {
  const company = useRecordContext<AdminCompany>();
  const translate = useTranslate();
  if (!company || company.socialMedia.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
      {company.socialMedia.map((link) => (
        <Typography component="li" variant="body2" key={`${link.kind}:${link.username}`}>
          {translate(`admin.companies.socialMediaKinds.${link.kind}`)}: {link.username}
        </Typography>
      ))}
    </Stack>
  );
}
