import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorCodeOf } from '@pcbm/web-kit/errors/error-text';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useClient } from 'urql';
import { UnsubscribeSignupReminderMutation } from './unsubscribe-operations';

type State = 'working' | 'done' | { readonly failed: string; readonly retry: boolean };

/**
 * Route /unsubscribe/signup/{key}, the link of a sign-up reminder mail (no sign-in): ends the
 * reminders at once and says so; the server then forgets the address.
 */
export function SignupReminderUnsubscribePage() {
  const { t } = useTranslation('unsubscribe');
  const { key = '' } = useParams();
  const client = useClient();
  const [state, setState] = useState<State>('working');
  const handled = useRef<string | null>(null);

  const unsubscribe = useCallback(async () => {
    setState('working');
    const answer = await client.mutation(UnsubscribeSignupReminderMutation, { key }).toPromise();
    if (answer.data?.unsubscribeFromSignupReminder) return setState('done');
    const code = answer.error ? errorCodeOf(answer.error) : 'UNKNOWN';
    if (code === null) return setState({ failed: t('errors:NETWORK_ERROR'), retry: true });
    // The key is known no more once it was used: the address is already forgotten.
    if (code === 'MAIL_SUBSCRIBE_FAILED') return setState({ failed: `${t('signup.failed')} ${t('signup.usedLink')}`, retry: false });
    setState({ failed: t('signup.failed'), retry: true });
  }, [client, key, t]);

  useEffect(() => {
    // Once per link: a second run of the effect (development mode) must not send it twice.
    if (handled.current === key) return;
    handled.current = key;
    void unsubscribe();
  }, [key, unsubscribe]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('signup.title')}
      </Typography>
      {state === 'working' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography role="status">{t('signup.working')}</Typography>
        </Box>
      )}
      {state === 'done' && (
        <Alert severity="success" role="status">
          {t('signup.done')}
        </Alert>
      )}
      {typeof state === 'object' && (
        <Alert
          severity="error"
          role="alert"
          action={
            state.retry && (
              <Button color="inherit" size="small" onClick={() => void unsubscribe()}>
                {t('retry')}
              </Button>
            )
          }
        >
          {state.failed}
        </Alert>
      )}
      <Link component={RouterLink} to="/">
        {t('signup.home')}
      </Link>
    </Stack>
  );
}
