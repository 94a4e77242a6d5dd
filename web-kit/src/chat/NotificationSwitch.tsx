import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { chatErrorText } from './api-error';
import { ChatNotificationQuery, SubscribeToChatMutation, UnsubscribeFromChatMutation } from './chat-queries';

/** Mails about new messages in this chat, on or off for the signed-in person. */
export function NotificationSwitch({ chatId }: { readonly chatId: string }) {
  const { t } = useTranslation('chat');
  const hintId = useId();
  const [{ data, error: loadError }] = useQuery({ query: ChatNotificationQuery, variables: { chatId } });
  const [subscribing, subscribe] = useMutation(SubscribeToChatMutation);
  const [unsubscribing, unsubscribe] = useMutation(UnsubscribeFromChatMutation);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subscribed = chosen ?? data?.chatNotificationSetting.subscribed ?? null;
  const busy = subscribing.fetching || unsubscribing.fetching;

  const change = async (on: boolean) => {
    setError(null);
    const result = on ? await subscribe({ chatId }) : await unsubscribe({ chatId });
    const answer = result.data && ('subscribeToChatNotifications' in result.data ? result.data.subscribeToChatNotifications : result.data.unsubscribeFromChatNotifications);
    if (answer) setChosen(answer.subscribed);
    else if (result.error) setError(chatErrorText(result.error, t));
  };

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={subscribed ?? false}
            disabled={subscribed === null || busy}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('notifications.label')}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {t('notifications.hint')}
      </FormHelperText>
      <FormHelperText role="status" sx={{ mt: 0 }}>
        {chosen === null ? '' : chosen ? t('notifications.on') : t('notifications.off')}
      </FormHelperText>
      {(error || loadError) && (
        <Alert severity="error" role="alert" onClose={error ? () => setError(null) : undefined} sx={{ mt: 1 }}>
          {error ?? (loadError ? chatErrorText(loadError, t) : '')}
        </Alert>
      )}
    </Box>
  );
}
