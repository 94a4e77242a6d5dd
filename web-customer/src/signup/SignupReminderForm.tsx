import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signupReminderSchema } from '@pcbm/domain/accounts/contact-events';
import { errorCodeOf, errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { graphql } from '@pcbm/web-kit/graphql/graphql';
import { isLocale } from '@pcbm/web-kit/i18n/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';

const SubscribeMutation = graphql(`
  mutation SubscribeToSignupReminder($email: String!, $locale: Locale!) {
    subscribeToSignupReminder(email: $email, locale: $locale)
  }
`);

/** For a visitor who would rather sign up later: one reminder mail to the address, which its link can end. */
export function SignupReminderForm() {
  const { t, i18n } = useTranslation('signup');
  const [, subscribe] = useMutation(SubscribeMutation);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = signupReminderSchema.safeParse({ email, locale: isLocale(i18n.language) ? i18n.language : 'en' });
    setInvalid(!checked.success);
    setProblem(null);
    if (!checked.success) return;
    setSending(true);
    const { error } = await subscribe(checked.data);
    setSending(false);
    // The catalogue's text of MAIL_SUBSCRIBE_FAILED speaks of unsubscribing; this form says what failed here.
    if (error) setProblem(errorCodeOf(error) === 'MAIL_SUBSCRIBE_FAILED' ? t('reminder.failed') : (errorTextOf(error, t)?.message ?? t('reminder.failed')));
    else setSent(checked.data.email);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="reminder-title" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720, mx: 'auto', mt: 3 }}>
      <Typography variant="h6" component="h2" id="reminder-title" gutterBottom>
        {t('reminder.title')}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status">
          {t('reminder.sent', { email: sent })}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('reminder.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              type="email"
              autoComplete="email"
              label={t('reminder.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid}
              helperText={invalid ? t('errors.email') : ' '}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={sending} sx={{ mt: { sm: 1 } }}>
              {t('reminder.submit')}
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Box>
      )}
    </Paper>
  );
}
