import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { QuoteViewer } from '@pcbm/web-kit/requests/QuoteViewer';
import { ReasonDialog } from '@pcbm/web-kit/requests/ReasonDialog';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { AnswerQuoteMutation, UpdateOrderStatusMutation } from './request-operations';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';

type Answer = 'decline' | 'withdraw' | null;

/** One answer to the quote: its button, and beside it (under it on a phone) what it does. */
function AnswerRow({ hint, children }: { readonly hint: string; readonly children: (hintId: string) => ReactNode }) {
  const hintId = useId();
  return (
    <Box sx={{ display: 'contents' }}>
      <Box sx={{ justifySelf: { sm: 'start' }, '& > .MuiButton-root': { width: { xs: '100%', sm: 'auto' } } }}>{children(hintId)}</Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: { xs: 1.5, sm: 0 } }}>
        {hint}
      </Typography>
    </Box>
  );
}

/**
 * The producer's latest quote in the page, and the customer's three answers: accept it; decline it, and the producer
 * may send another; or withdraw the request from this producer, for good.
 */
export function QuoteSection({ order, otherProducers, onChanged }: { readonly order: RequestOrder; readonly otherProducers: number; readonly onChanged: () => void }) {
  const { t, i18n } = useTranslation('requests');
  const [, answerQuote] = useMutation(AnswerQuoteMutation);
  const [, updateStatus] = useMutation(UpdateOrderStatusMutation);
  const { busy, run } = useOrderStep(onChanged, 'requests');
  const [answer, setAnswer] = useState<Answer>(null);
  const [confirmAccept, setConfirmAccept] = useState(false);
  const quote = order.quote;
  if (!quote) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('quote.title')}
        </Typography>
        <Typography color="text.secondary">{t('quote.none')}</Typography>
      </Paper>
    );
  }
  const offered = quote.status === 'OFFERED' && order.status === 'QUOTE_OFFERED';
  const accept = () =>
    run(() => answerQuote({ orderId: order.id, quoteId: quote.id, status: 'ACCEPTED', reason: 'NONE' }), t('quote.accepted')).then(() => setConfirmAccept(false));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('quote.title')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t(`quote.status.${quote.status}`, { date: formatDateTime(quote.createdOn, i18n.language) })}
      </Typography>
      {quote.file && <QuoteViewer path={quote.file.path} filename={quote.filename} />}
      {offered && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {confirmAccept ? (
            <Alert
              severity="warning"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" onClick={() => setConfirmAccept(false)} disabled={busy}>
                    {t('actions.cancel')}
                  </Button>
                  <Button variant="contained" onClick={() => void accept()} disabled={busy}>
                    {t('quote.acceptConfirm')}
                  </Button>
                </Stack>
              }
            >
              {t('quote.acceptWarning', { count: otherProducers })}
            </Alert>
          ) : (
            <Box
              role="group"
              aria-label={t('quote.answers')}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.5, sm: 1.5 }, alignItems: 'center' }}
            >
              <AnswerRow hint={t('quote.acceptHint', { count: otherProducers })}>
                {(hintId) => (
                  <Button variant="contained" aria-describedby={hintId} onClick={() => setConfirmAccept(true)}>
                    {t('quote.accept')}
                  </Button>
                )}
              </AnswerRow>
              <AnswerRow hint={t('quote.declineHint')}>
                {(hintId) => (
                  <Button variant="outlined" aria-describedby={hintId} onClick={() => setAnswer('decline')}>
                    {t('quote.decline')}
                  </Button>
                )}
              </AnswerRow>
              <AnswerRow hint={t('quote.withdrawRequestHint')}>
                {(hintId) => (
                  <Button variant="outlined" color="error" aria-describedby={hintId} onClick={() => setAnswer('withdraw')}>
                    {t('quote.withdrawRequest')}
                  </Button>
                )}
              </AnswerRow>
            </Box>
          )}
        </Stack>
      )}
      <ReasonDialog
        open={answer === 'decline'}
        title={t('quote.declineTitle')}
        text={t('quote.declineText')}
        confirm={t('quote.decline')}
        busy={busy}
        onClose={() => setAnswer(null)}
        onConfirm={(reason, reasonText) =>
          void run(() => answerQuote({ orderId: order.id, quoteId: quote.id, status: 'REJECTED', reason, reasonText }), t('quote.declined')).then((ok) => ok && setAnswer(null))
        }
      />
      <ReasonDialog
        open={answer === 'withdraw'}
        title={t('page.withdrawTitle')}
        text={t('page.withdrawText')}
        confirm={t('page.withdraw')}
        irreversible
        busy={busy}
        onClose={() => setAnswer(null)}
        onConfirm={(reason, reasonText) =>
          void run(() => updateStatus({ orderId: order.id, status: 'CANCELED_BY_CUSTOMER', reason, reasonText }), t('page.withdrawn')).then((ok) => ok && setAnswer(null))
        }
      />
    </Paper>
  );
}
