import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { QuoteViewer } from '@pcbm/web-kit/requests/QuoteViewer';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { producerActions } from './producer-actions';
import { UploadQuoteMutation, WithdrawQuoteMutation, type ProducerOrder } from './producer-operations';
import { quoteFileProblem } from './quote-file';
import { useOrderStep } from '@pcbm/web-kit/requests/use-order-step';

/** The producer's quote: upload a PDF (checked in the page first), see the latest one, withdraw it while the customer has not answered. */
export function ProducerQuoteSection({ order, onChanged }: { readonly order: ProducerOrder; readonly onChanged: () => void }) {
  const { t, i18n } = useTranslation('producerRequests');
  const [, uploadQuote] = useMutation(UploadQuoteMutation);
  const [, withdrawQuote] = useMutation(WithdrawQuoteMutation);
  const { busy, run } = useOrderStep(onChanged, 'producerRequests');
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const quote = order.quote;
  const actions = producerActions(order.status, quote?.status);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = await quoteFileProblem(file);
    if (found) {
      setProblem(t(`quote.problem.${found}`, { name: file.name }));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      await run(() => uploadQuote({ orderId: order.id, quote: file }), t('quote.uploaded'));
    } finally {
      setUploading(false);
    }
  };
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
      {(actions.uploadQuote || actions.withdrawQuote) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          {actions.uploadQuote && (
            <>
              <Box
                component="input"
                ref={input}
                type="file"
                accept="application/pdf,.pdf"
                aria-label={quote ? t('quote.replace') : t('quote.choose')}
                tabIndex={-1}
                onChange={(event: ChangeEvent<HTMLInputElement>) => void chosen(event)}
                sx={{ display: 'none' }}
              />
              <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
                {quote ? t('quote.replace') : t('quote.choose')}
              </Button>
            </>
          )}
          {actions.withdrawQuote && (
            <Button variant="outlined" onClick={() => setConfirmWithdraw(true)} disabled={busy}>
              {t('quote.withdraw')}
            </Button>
          )}
        </Stack>
      )}
      {actions.uploadQuote && (
        <FormHelperText id={hintId} sx={{ mt: 1 }}>
          {t('quote.hint')}
        </FormHelperText>
      )}
      {uploading && <LinearProgress aria-label={t('quote.uploading')} sx={{ mt: 2 }} />}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)} sx={{ mt: 2 }}>
          {problem}
        </Alert>
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
