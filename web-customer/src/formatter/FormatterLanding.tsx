import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FeatureList } from './FeatureList';
import { LandingSection } from './LandingSection';
import { NdaSteps } from './NdaSteps';
import { Partners } from './Partners';
import { SampleDemo } from './SampleDemo';
import { SecurityNotes } from './SecurityNotes';
import { SheetUpload } from './SheetUpload';
import { Testimonial } from './Testimonial';
import { useFormatSheet } from './use-format-sheet';

/** Route / on the BOM formatter host: upload a parts list, what the formatter does, a sample, how files are handled. */
export function FormatterLanding() {
  const { t } = useTranslation('formatter');
  const formatter = useFormatSheet();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box component="section" aria-labelledby="formatter-title" sx={{ pb: 3 }}>
        <Typography id="formatter-title" variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
          {t('landing.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, maxWidth: 820, mb: 3 }}>
          {t('landing.lead')}
        </Typography>
        <Typography id="upload-heading" variant="h5" component="h2" gutterBottom>
          {t('upload.heading')}
        </Typography>
        <SheetUpload formatter={formatter} />
      </Box>
      <Divider />
      <FeatureList />
      <Divider />
      <Testimonial />
      <Divider />
      <Partners />
      <Divider />
      <LandingSection id="demo" heading={t('demo.heading')}>
        <Typography sx={{ maxWidth: 760, mb: 2 }}>{t('demo.text')}</Typography>
        <SampleDemo />
      </LandingSection>
      <Divider />
      <SecurityNotes />
      <Divider />
      <NdaSteps />
    </Box>
  );
}
