import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { FactList } from './FactList';
import type { AdminRequestOrder } from './request-operations';

const ASPECTS = ['productionQuality', 'completionTime', 'customerSupport', 'platform'] as const;

/** The customer's rating of a received order: four aspects from 1 to 5 stars, and the comment. */
export function FeedbackRatings({ feedback }: { readonly feedback: NonNullable<AdminRequestOrder['feedback']> }) {
  const translate = useTranslate();
  return (
    <Box>
      <FactList
        facts={[
          ...ASPECTS.map(
            (aspect) =>
              [
                translate(`admin.requests.feedback.${aspect}`),
                <Box key={aspect} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Rating readOnly size="small" value={feedback[aspect]} max={5} getLabelText={(value) => translate('admin.requests.feedback.stars', { value })} />
                  <span aria-hidden>{feedback[aspect]}/5</span>
                </Box>,
              ] as const,
          ),
          [
            translate('admin.requests.feedback.comment'),
            <Typography key="comment" variant="body2" sx={{ whiteSpace: 'pre-wrap' }} color={feedback.comment ? 'text.primary' : 'text.secondary'}>
              {feedback.comment || translate('admin.requests.feedback.noComment')}
            </Typography>,
          ] as const,
        ]}
      />
    </Box>
  );
}
