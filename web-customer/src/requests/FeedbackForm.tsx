import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { longText } from '@pcbm/domain/text/free-text';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateOrderFeedbackMutation } from './request-operations';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';

const ASPECTS = ['productionQuality', 'completionTime', 'customerSupport', 'platform'] as const;
type Aspect = (typeof ASPECTS)[number];
const COMMENT = longText(2500);

/** Rating a received order: four aspects from 1 to 5 stars and a comment; giving it again revises it. */
export function FeedbackForm({ order, onChanged }: { readonly order: RequestOrder; readonly onChanged: () => void }) {
  const { t } = useTranslation('requests');
  const [, updateFeedback] = useMutation(UpdateOrderFeedbackMutation);
  const { busy, run } = useOrderStep(onChanged, 'requests');
  const given = order.feedback;
  const [ratings, setRatings] = useState<Record<Aspect, number | null>>(() => ({
    productionQuality: given?.productionQuality ?? null,
    completionTime: given?.completionTime ?? null,
    customerSupport: given?.customerSupport ?? null,
    platform: given?.platform ?? null,
  }));
  const [comment, setComment] = useState(given?.comment ?? '');
  const [tried, setTried] = useState(false);
  const checkedComment = COMMENT.safeParse(comment);
  const complete = ASPECTS.every((aspect) => ratings[aspect] !== null);
  const submit = () => {
    setTried(true);
    if (!complete || !checkedComment.success) return;
    const feedback = { ...(ratings as Record<Aspect, number>), comment: checkedComment.data || null };
    void run(() => updateFeedback({ orderId: order.id, feedback }), t('feedback.thanks'));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="feedback-title">
      <Typography variant="h6" component="h2" id="feedback-title" gutterBottom>
        {given ? t('feedback.titleGiven') : t('feedback.title')}
      </Typography>
      <Stack spacing={1}>
        {/* One column of labels and one of stars, so that every row's stars start at the same place however long its label. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) max-content', justifyContent: 'start', columnGap: 3, rowGap: 1, alignItems: 'center' }}>
          {ASPECTS.map((aspect) => (
            <Fragment key={aspect}>
              <Typography id={`rating-${aspect}`}>{t(`feedback.${aspect}`)}</Typography>
              <Rating
                name={aspect}
                value={ratings[aspect]}
                onChange={(_event, value) => setRatings((current) => ({ ...current, [aspect]: value }))}
                getLabelText={(value) => t('feedback.stars', { count: value })}
                role="radiogroup"
                aria-labelledby={`rating-${aspect}`}
              />
            </Fragment>
          ))}
        </Box>
        {tried && !complete && (
          <Typography color="error" role="alert">
            {t('feedback.allNeeded')}
          </Typography>
        )}
        <TextField
          label={t('feedback.comment')}
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={!checkedComment.success}
          helperText={checkedComment.success ? ' ' : t('reason.tooLong', { max: 2500 })}
        />
        <Box>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {given ? t('feedback.update') : t('feedback.send')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
