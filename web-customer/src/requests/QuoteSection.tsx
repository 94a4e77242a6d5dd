import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import type { RequestOrder } from '@pcbm/web-kit/requests/order-queries';
import { QuoteViewer } from '@pcbm/web-kit/requests/QuoteViewer';
import { ReasonDialog } from '@pcbm/web-kit/requests/ReasonDialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { AnswerQuoteMutation, UpdateOrderStatusMutation } from './request-operations';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';

type Answer = 'rejectOffer' | 'rejectRequest' | null;

/** The producer's latest quote in the page, and the customer's three answers: accept, reject this offer, reject the request. */
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
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => setConfirmAccept(true)}>
                {t('quote.accept')}
              </Button>
              <Button variant="outlined" onClick={() => setAnswer('rejectOffer')}>
                {t('quote.rejectOffer')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setAnswer('rejectRequest')}>
                {t('quote.rejectRequest')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
      <ReasonDialog
        open={answer === 'rejectOffer'}
        title={t('quote.rejectOfferTitle')}
        text={t('quote.rejectOfferText')}
        confirm={t('quote.rejectOffer')}
        busy={busy}
        onClose={() => setAnswer(null)}
        onConfirm={(reason, reasonText) =>
          void run(() => answerQuote({ orderId: order.id, quoteId: quote.id, status: 'REJECTED', reason, reasonText }), t('quote.offerRejected')).then((ok) => ok && setAnswer(null))
        }
      />
      <ReasonDialog
        open={answer === 'rejectRequest'}
        title={t('quote.rejectRequestTitle')}
        text={t('quote.rejectRequestText')}
        confirm={t('quote.rejectRequest')}
        irreversible
        busy={busy}
        onClose={() => setAnswer(null)}
        onConfirm={(reason, reasonText) =>
          void run(() => updateStatus({ orderId: order.id, status: 'CANCELED_BY_CUSTOMER', reason, reasonText }), t('quote.requestRejected')).then((ok) => ok && setAnswer(null))
        }
      />
    </Paper>
  );
}
