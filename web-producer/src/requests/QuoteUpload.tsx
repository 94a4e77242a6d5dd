import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import type { CombinedError } from '@urql/core';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UploadQuoteMutation, type ProducerOrder } from './producer-operations';
import { quoteFileProblem } from './quote-file';

export interface QuoteUploadProps {
  readonly order: ProducerOrder;
  /** The page's step on the order (useOrderStep), so that no other step starts while the quote goes up. */
  readonly busy: boolean;
  readonly run: (action: () => Promise<{ error?: CombinedError }>, success?: string) => Promise<boolean>;
}

/** Sending the quote: a PDF chosen, checked in the page, then uploaded; a new one replaces the quote offered before. */
export function QuoteUpload({ order, busy, run }: QuoteUploadProps) {
  const { t } = useTranslation('producerRequests');
  const [, uploadQuote] = useMutation(UploadQuoteMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const label = order.quote ? t('quote.replace') : t('quote.choose');

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

  return (
    <Box>
      <Box
        component="input"
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        aria-label={label}
        tabIndex={-1}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void chosen(event)}
        sx={{ display: 'none' }}
      />
      <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} aria-describedby={hintId} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <FormHelperText id={hintId}>{t('quote.hint')}</FormHelperText>
      {uploading && <LinearProgress aria-label={t('quote.uploading')} sx={{ mt: 1 }} />}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)} sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
