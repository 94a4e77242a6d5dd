import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

/** How a company signs the marketplace's NDA before sharing design data. */
export function NdaSteps() {
  const { t } = useTranslation('formatter');
  const site = useSite();
  const steps = t('nda.steps', { returnObjects: true }) as string[];
  return (
    <LandingSection id="nda" heading={t('nda.heading')}>
      <Typography sx={{ maxWidth: 760 }}>{t('nda.text')}</Typography>
      <Box component="ol" sx={{ maxWidth: 760, pl: 3, '& li': { mb: 1 } }}>
        {steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      {site.settings.features.nda && <Link href={`${site.settings.publicUrl.replace(/\/$/, '')}/nda`}>{t('nda.link')}</Link>}
    </LandingSection>
  );
}
