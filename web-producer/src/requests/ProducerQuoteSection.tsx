import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { QuoteViewer } from '@pcbm/web-kit/requests/QuoteViewer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { producerActions } from './producer-actions';
import { WithdrawQuoteMutation, type ProducerOrder } from './producer-operations';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';

/** The producer's latest quote: what became of it, the PDF itself, and withdrawing it while the customer has not answered. (A quote is sent from the next step.) */
export function ProducerQuoteSection({ order, onChanged }: { readonly order: ProducerOrder; readonly onChanged: () => void }) {
  const { t, i18n } = useTranslation('producerRequests');
  const [, withdrawQuote] = useMutation(WithdrawQuoteMutation);
  const { busy, run } = useOrderStep(onChanged, 'producerRequests');
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const quote = order.quote;
  const actions = producerActions(order.status, quote?.status);

  const withdraw = () => {
    if (!quote) return;
    void run(() => withdrawQuote({ orderId: order.id, quoteId: quote.id }), t('quote.withdrawn')).then((ok) => ok && setConfirmWithdraw(false));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="producer-quote-title">
      <Typography variant="h6" component="h2" id="producer-quote-title" gutterBottom>
        {t('quote.title')}
      </Typography>
      {quote ? (
        <Stack spacing={1}>
          <Typography color="text.secondary">
            {t(`quote.status.${quote.status}`, { date: formatDateTime(quote.createdOn, i18n.language) })}
            {quote.status === 'DECLINED' && quote.reason && quote.reason !== 'NONE' ? ` ${t('quote.reason', { reason: t(`requests:reason.values.${quote.reason}`) })}` : ''}
          </Typography>
          {quote.file && <QuoteViewer path={quote.file.path} filename={quote.filename} />}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('quote.none')}</Typography>
      )}
      {actions.withdrawQuote && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => setConfirmWithdraw(true)} disabled={busy}>
            {t('quote.withdraw')}
          </Button>
        </Box>
      )}
      <Dialog open={confirmWithdraw} onClose={busy ? undefined : () => setConfirmWithdraw(false)} aria-labelledby="withdraw-quote-title" aria-describedby="withdraw-quote-text">
        <DialogTitle id="withdraw-quote-title">{t('quote.withdrawTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="withdraw-quote-text">{t('quote.withdrawText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmWithdraw(false)} disabled={busy}>
            {t('quote.cancel')}
          </Button>
          <Button variant="contained" onClick={withdraw} disabled={busy}>
            {t('quote.withdrawConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
