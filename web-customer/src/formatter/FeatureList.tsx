import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

interface Feature {
  readonly title: string;
  readonly text: string;
}

/** What the formatter does, as four short cards. */
export function FeatureList() {
  const { t } = useTranslation('formatter');
  const features = t('features.items', { returnObjects: true }) as Feature[];
  return (
    <LandingSection id="features" heading={t('features.heading')}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {features.map((feature) => (
          <Paper component="li" key={feature.title} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {feature.title}
            </Typography>
            <Typography color="text.secondary">{feature.text}</Typography>
          </Paper>
        ))}
      </Box>
    </LandingSection>
  );
}
