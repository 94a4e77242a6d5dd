import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useSite } from '../site/site-context';
import { chatErrorText } from './api-error';
import { ChatComposer } from './ChatComposer';
import { ChatParticipants } from './ChatParticipants';
import { ChatByOrderQuery } from './chat-queries';
import { MessageList } from './MessageList';
import { roleOfSide } from './message-text';
import { NotificationSwitch } from './NotificationSwitch';
import { useChatMessages } from './use-chat-messages';

export interface OrderChatProps {
  readonly orderId: string;
  /** The reader's side of the order: their messages are shown on the right, and they join this side. */
  readonly side: 'customer' | 'producer';
  /**
   * Change it when new messages arrived (e.g. from the order's live updates): the chat then fetches
   * what is new.
   */
  readonly refreshKey?: number;
  /** Told how many messages the chat held when it first loaded, so the page's live updates can start from there. */
  readonly onLoaded?: (messages: number) => void;
}

/** The chat of one order for both sides: messages, who is in it, mails on or off, and writing. */
export function OrderChat({ orderId, side, refreshKey, onLoaded }: OrderChatProps) {
  const { t } = useTranslation('chat');
  const site = useSite();
  const titleId = useId();
  const [{ data, error, fetching }, fetchChat] = useQuery({ query: ChatByOrderQuery, variables: { orderId } });
  const chat = data?.fetchChatByOrderId ?? null;
  const messages = useChatMessages(chat?.id ?? null);
  const { loadNewer, loadOlder, addSent } = messages;
  const myRole = roleOfSide(side);
  const meId = site.me?.user.id ?? null;

  const { loadedCount } = messages;
  const tellLoaded = useRef(onLoaded);
  tellLoaded.current = onLoaded;
  useEffect(() => {
    if (loadedCount !== null) tellLoaded.current?.(loadedCount);
  }, [loadedCount]);

  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (seenKey.current === refreshKey) return;
    seenKey.current = refreshKey;
    void loadNewer();
  }, [refreshKey, loadNewer]);

  const companyName = useCallback(
    (companyId: string | null | undefined) => (companyId ? (chat?.participants.find((group) => group.companyId === companyId)?.companyName ?? null) : null),
    [chat],
  );
  const refetchChat = useCallback(() => fetchChat({ requestPolicy: 'network-only' }), [fetchChat]);

  const heading = (
    <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
      {t('title')}
    </Typography>
  );

  if (!chat) {
    return (
      <Stack component="section" aria-labelledby={titleId} spacing={2}>
        {heading}
        {error && !fetching ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={refetchChat}>
                {t('errors.retry')}
              </Button>
            }
          >
            {t('errors.load')} {chatErrorText(error, t)}
          </Alert>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography role="status">{t('loading')}</Typography>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      {heading}
      <ChatParticipants chat={chat} myRole={myRole} onChanged={refetchChat} />
      <NotificationSwitch chatId={chat.id} />
      <Divider />
      {messages.status === 'loading' || messages.status === 'idle' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography role="status">{t('loading')}</Typography>
        </Stack>
      ) : messages.status === 'failed' ? null : (
        <MessageList messages={messages.list} loadingOlder={messages.loadingOlder} onOlder={() => void loadOlder()} meId={meId} myRole={myRole} companyName={companyName} />
      )}
      {messages.error && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void loadNewer()}>
              {t('errors.retry')}
            </Button>
          }
        >
          {chatErrorText(messages.error, t)}
        </Alert>
      )}
      <ChatComposer chatId={chat.id} onSent={(message) => void addSent(message)} />
    </Stack>
  );
}
