import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChatByOrderQuery, UnsubscribeFromChatMutation } from '@pcbm/web-kit/chat/chat-queries';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useClient } from 'urql';

type Outcome = { readonly kind: 'working' } | { readonly kind: 'done' } | { readonly kind: 'failed'; readonly message: string };

/** Route /dashboard/request/{orderId}/unsubscribe (the link in chat mails): switches mails about that order's chat off. */
export function UnsubscribePage() {
  const { t } = useTranslation('producerRequests');
  const { orderId = '' } = useParams();
  const client = useClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef<string | null>(null);

  const unsubscribe = useCallback(async () => {
    setOutcome({ kind: 'working' });
    const failed = (error: Parameters<typeof errorTextOf>[0] | undefined) =>
      setOutcome({ kind: 'failed', message: [t('unsubscribe.failed'), error ? errorTextOf(error, t)?.message : null].filter(Boolean).join(' ') });
    const chat = await client.query(ChatByOrderQuery, { orderId }, { requestPolicy: 'network-only' }).toPromise();
    const chatId = chat.data?.fetchChatByOrderId.id;
    if (!chatId) return failed(chat.error);
    const answer = await client.mutation(UnsubscribeFromChatMutation, { chatId }).toPromise();
    if (answer.data?.unsubscribeFromChatNotifications.subscribed === false) setOutcome({ kind: 'done' });
    else failed(answer.error);
  }, [client, orderId, t]);

  useEffect(() => {
    if (started.current === orderId) return;
    started.current = orderId;
    void unsubscribe();
  }, [orderId, unsubscribe]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('unsubscribe.title')}
      </Typography>
      {outcome.kind === 'working' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography role="status">{t('unsubscribe.working')}</Typography>
        </Stack>
      )}
      {outcome.kind === 'done' && (
        <Alert severity="success" role="status">
          {t('unsubscribe.done')}
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void unsubscribe()}>
              {t('unsubscribe.retry')}
            </Button>
          }
        >
          {outcome.message}
        </Alert>
      )}
      <Link component={RouterLink} to={`/request/${orderId}?tab=chat`}>
        {t('unsubscribe.back')}
      </Link>
    </Stack>
  );
}
