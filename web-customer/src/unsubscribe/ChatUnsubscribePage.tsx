import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorCodeOf } from '@pcbm/web-kit/errors/error-text';
import type { CombinedError } from '@urql/core';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useClient, useQuery } from 'urql';
import { ChatOfOrderQuery, RequestOfOrderQuery, SubscribeChatMailsMutation, UnsubscribeChatMailsMutation } from './unsubscribe-operations';

type State = { readonly kind: 'working' } | { readonly kind: 'done'; readonly chatId: string; readonly subscribed: boolean } | { readonly kind: 'failed'; readonly message: string };

/** A failed call of this page in words: the order's own answers, a lost connection, else that unsubscribing failed. */
function failureText(error: CombinedError | undefined, t: TFunction<'unsubscribe'>, failed: string): string {
  const code = error ? errorCodeOf(error) : 'UNKNOWN';
  if (code === null) return t('errors:NETWORK_ERROR');
  if (code === 'ORDER_NOT_FOUND') return t('chat.notFound');
  if (code === 'USER_NOT_AUTHORIZED' || code === 'MAIL_SUBSCRIBE_FAILED') return t('chat.notAllowed');
  return failed;
}

/**
 * Route /unsubscribe/request/{requestId}, the link of a chat notification mail, and the order details' child path
 * /request/{superOrderId}/{orderId}/unsubscribe: switches the mails
 * about that order's chat off at once, says so, and offers to switch them on again.
 */
export function ChatUnsubscribePage() {
  const { t } = useTranslation('unsubscribe');
  // The mails' link names the order as requestId; the order details' child path names it orderId.
  const params = useParams();
  const requestId = params.requestId ?? params.orderId ?? '';
  const client = useClient();
  const [state, setState] = useState<State>({ kind: 'working' });
  const [switching, setSwitching] = useState(false);
  const [switchFailure, setSwitchFailure] = useState<string | null>(null);
  const [{ data: request }] = useQuery({ query: RequestOfOrderQuery, variables: { orderId: requestId }, pause: !requestId });
  const handled = useRef<string | null>(null);

  const unsubscribe = useCallback(async () => {
    setState({ kind: 'working' });
    const chat = await client.query(ChatOfOrderQuery, { orderId: requestId }, { requestPolicy: 'network-only' }).toPromise();
    const chatId = chat.data?.fetchChatByOrderId.id;
    if (!chatId) return setState({ kind: 'failed', message: failureText(chat.error, t, t('chat.failed')) });
    const answer = await client.mutation(UnsubscribeChatMailsMutation, { chatId }).toPromise();
    const setting = answer.data?.unsubscribeFromChatNotifications;
    if (!setting) return setState({ kind: 'failed', message: failureText(answer.error, t, t('chat.failed')) });
    setState({ kind: 'done', chatId: setting.chatId, subscribed: setting.subscribed });
  }, [client, requestId, t]);

  useEffect(() => {
    // Once per link: a second run of the effect (development mode) must not switch twice.
    if (handled.current === requestId) return;
    handled.current = requestId;
    void unsubscribe();
  }, [requestId, unsubscribe]);

  const change = async (chatId: string, on: boolean) => {
    setSwitching(true);
    setSwitchFailure(null);
    const answer = on ? await client.mutation(SubscribeChatMailsMutation, { chatId }).toPromise() : await client.mutation(UnsubscribeChatMailsMutation, { chatId }).toPromise();
    setSwitching(false);
    const setting = answer.data && ('subscribeToChatNotifications' in answer.data ? answer.data.subscribeToChatNotifications : answer.data.unsubscribeFromChatNotifications);
    if (setting) setState({ kind: 'done', chatId: setting.chatId, subscribed: setting.subscribed });
    else setSwitchFailure(failureText(answer.error, t, on ? t('chat.subscribeFailed') : t('chat.failed')));
  };

  const superOrderId = request?.fetchOrder.id;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('chat.title')}
      </Typography>
      {state.kind === 'working' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography role="status">{t('chat.working')}</Typography>
        </Box>
      )}
      {state.kind === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void unsubscribe()}>
              {t('retry')}
            </Button>
          }
        >
          {state.message}
        </Alert>
      )}
      {state.kind === 'done' && (
        <>
          <Alert severity={state.subscribed ? 'info' : 'success'} role="status">
            {state.subscribed ? t('chat.on') : t('chat.off')}
          </Alert>
          <Box>
            <Button variant="outlined" disabled={switching} onClick={() => void change(state.chatId, !state.subscribed)}>
              {state.subscribed ? t('chat.unsubscribe') : t('chat.subscribe')}
            </Button>
          </Box>
          {switchFailure && (
            <Alert severity="error" role="alert">
              {switchFailure}
            </Alert>
          )}
        </>
      )}
      <Link component={RouterLink} to={superOrderId ? `/request/${encodeURIComponent(superOrderId)}/${encodeURIComponent(requestId)}` : '/request-history'}>
        {superOrderId ? t('chat.toRequest') : t('chat.toRequests')}
      </Link>
    </Stack>
  );
}
