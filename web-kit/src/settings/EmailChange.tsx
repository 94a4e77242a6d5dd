import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeSchema } from '@pcbm/domain/accounts/registration';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { z } from 'zod';
import { errorCodeOf } from '../errors/error-text';
import { useNotice } from '../requests/Notice';
import { useSite } from '../site/site-context';
import { TextInput } from './fields';
import { FormActions } from './FormActions';
import { ChangeEmailMutation } from './settings-queries';
import { useErrorReport } from './use-error-report';

type EmailForm = z.input<typeof emailChangeSchema>;

/**
 * The account's email address: where mails go and a second name to sign in with (the username stays). Checked in the
 * browser with the server's own schema; the current password confirms the change.
 */
export function EmailChange() {
  const { t } = useTranslation('settings');
  const site = useSite();
  const notice = useNotice();
  const report = useErrorReport();
  const [, changeEmail] = useMutation(ChangeEmailMutation);
  const [current, setCurrent] = useState(site.me?.user.email ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const empty: EmailForm = { newEmail: '', currentPassword: '' };
  const { control, handleSubmit, reset, setError } = useForm<EmailForm>({ resolver: zodResolver(emailChangeSchema), defaultValues: empty });

  const save = async (values: EmailForm) => {
    setSaving(true);
    setFailure(null);
    const result = await changeEmail({ newEmail: values.newEmail.trim(), currentPassword: values.currentPassword });
    setSaving(false);
    const changed = result.data?.changeEmail;
    if (result.error || !changed) {
      const code = result.error ? errorCodeOf(result.error) : null;
      if (code === 'WRONG_PASSWORD') setError('currentPassword', { type: 'server', message: t('errors.wrongPassword') }, { shouldFocus: true });
      else if (code === 'EMAIL_ALREADY_EXISTS') setError('newEmail', { type: 'server', message: t('errors:EMAIL_ALREADY_EXISTS') }, { shouldFocus: true });
      else if (code === 'USER_EMAIL_INVALID') setError('newEmail', { type: 'server', message: t('errors.email') }, { shouldFocus: true });
      else if (code === 'UNIMPLEMENTED') setFailure(t('security.emailElsewhere'));
      else setFailure(result.error ? report(result.error) : t('errors:USER_UPDATE_FAILED'));
      return;
    }
    setCurrent(changed.email ?? values.newEmail);
    reset(empty);
    notice(t('security.emailChanged', { email: changed.email ?? values.newEmail }));
  };

  return (
    <Box component="form" noValidate aria-labelledby="settings-email-title" onSubmit={(event) => void handleSubmit(save)(event)} sx={{ maxWidth: 480 }}>
      <Typography id="settings-email-title" variant="h6" component="h3" gutterBottom>
        {t('security.emailTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('security.emailCurrent', { email: current })}</Typography>
      <Grid container>
        <Grid size={12}>
          <TextInput control={control} name="newEmail" label={t('security.newEmail')} type="email" autoComplete="email" required disabled={saving} hint={t('security.newEmailHint')} />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name="currentPassword" label={t('security.currentPassword')} type="password" autoComplete="current-password" required disabled={saving} />
        </Grid>
      </Grid>
      <FormActions label={t('security.changeEmail')} saving={saving} error={failure} />
    </Box>
  );
}
