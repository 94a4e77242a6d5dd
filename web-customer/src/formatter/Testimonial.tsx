import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

/** What the formatter saves a person who sends parts lists out for quotes. */
export function Testimonial() {
  const { t } = useTranslation('formatter');
  return (
    <LandingSection id="testimonial" heading={t('testimonial.heading')}>
      <Box sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'primary.main', maxWidth: 760 }}>
        <Typography variant="h6" sx={{ m: 0, fontWeight: 400 }}>
          {t('testimonial.quote')}
        </Typography>
      </Box>
    </LandingSection>
  );
}
