import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProducerOrder } from './producer-operations';

const ASPECTS = ['productionQuality', 'completionTime', 'customerSupport', 'platform'] as const;

/** The customer's rating of a received order: four aspects from 1 to 5 stars, read-only, and the comment. */
export function CustomerFeedback({ feedback }: { readonly feedback: NonNullable<ProducerOrder['feedback']> }) {
  const { t } = useTranslation('producerRequests');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="customer-feedback-title">
      <Typography variant="h6" component="h2" id="customer-feedback-title" gutterBottom>
        {t('feedback.title')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0, alignItems: 'center' }}>
        {ASPECTS.map((aspect) => (
          <Box key={aspect} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`feedback.${aspect}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Rating readOnly value={feedback[aspect]} max={5} getLabelText={(value) => t('feedback.stars', { value })} />
              <Typography component="span" aria-hidden>
                {feedback[aspect]}/5
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('feedback.comment')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={feedback.comment ? 'text.primary' : 'text.secondary'}>
        {feedback.comment || t('feedback.noComment')}
      </Typography>
    </Paper>
  );
}
