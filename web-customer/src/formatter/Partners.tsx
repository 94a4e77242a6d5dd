import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

/** The design tools whose exports are read, and the marketplace the result is made for. */
export function Partners() {
  const { t } = useTranslation('formatter');
  const site = useSite();
  const tools = t('partners.tools', { returnObjects: true }) as string[];
  return (
    <LandingSection id="partners" heading={t('partners.heading')}>
      <Typography sx={{ maxWidth: 760, mb: 2 }}>{t('partners.text')}</Typography>
      <Box component="ul" aria-label={t('partners.toolsLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tools.map((tool) => (
          <li key={tool}>
            <Chip label={tool} variant="outlined" />
          </li>
        ))}
      </Box>
      <Link href={site.settings.publicUrl}>{t('partners.marketplace')}</Link>
    </LandingSection>
  );
}
