import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { z } from 'zod';
import { errorCodeOf } from '../errors/error-text';
import { WorkUnderWay } from '../frame/WorkUnderWay';
import { useNotice } from '../requests/Notice';
import { useSite } from '../site/site-context';
import { EmailChange } from './EmailChange';
import { TextInput } from './fields';
import { FormActions } from './FormActions';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordMutation, DeleteUserMutation } from './settings-queries';
import { useErrorReport } from './use-error-report';
import { DeletionSection } from './DeletionSection';
import { SettingsHeading } from './SettingsHeading';

/** The shortest password the identity server takes. */
export const PASSWORD_MIN = 10;

export const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'This field is required.'),
    newPassword: z.string().min(1, 'This field is required.').min(PASSWORD_MIN, `Please use at least ${PASSWORD_MIN} characters`),
    confirmation: z.string().min(1, 'This field is required.'),
  })
  .refine((form) => form.confirmation === '' || form.confirmation === form.newPassword, { path: ['confirmation'], message: 'The passwords do not match.' });
type PasswordForm = z.input<typeof passwordFormSchema>;

/** Security: change the email address or the password, delete the account. */
export function SecuritySettings() {
  const { t } = useTranslation('settings');
  return (
    <Box>
      <SettingsHeading title={t('security.title')} />
      <EmailChange />
      <Divider sx={{ my: 4 }} />
      <PasswordChange />
      <Divider sx={{ my: 4 }} />
      <AccountDeletion />
    </Box>
  );
}

function PasswordChange() {
  const { t } = useTranslation('settings');
  const notice = useNotice();
  const report = useErrorReport();
  const [, changePassword] = useMutation(ChangePasswordMutation);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmation: '' };
  const { control, handleSubmit, reset, setError } = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: empty });

  const save = async (values: PasswordForm) => {
    setSaving(true);
    setFailure(null);
    const result = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    setSaving(false);
    if (result.error) {
      if (errorCodeOf(result.error) === 'WRONG_PASSWORD') setError('currentPassword', { type: 'server', message: t('errors.wrongPassword') }, { shouldFocus: true });
      else setFailure(report(result.error));
      return;
    }
    reset(empty);
    notice(t('security.passwordChanged'));
  };

  return (
    <Box component="form" noValidate aria-labelledby="settings-password-title" onSubmit={(event) => void handleSubmit(save)(event)} sx={{ maxWidth: 480 }}>
      <Typography id="settings-password-title" variant="h6" component="h3" gutterBottom>
        {t('security.passwordTitle')}
      </Typography>
      <Grid container>
        <Grid size={12}>
          <TextInput control={control} name="currentPassword" label={t('security.currentPassword')} type="password" autoComplete="current-password" required disabled={saving} />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name="newPassword" label={t('security.newPassword')} type="password" autoComplete="new-password" required disabled={saving} hint={t('security.newPasswordHint', { min: PASSWORD_MIN })} />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name="confirmation" label={t('security.confirmation')} type="password" autoComplete="new-password" required disabled={saving} />
        </Grid>
      </Grid>
      <FormActions label={t('security.changePassword')} saving={saving} error={failure} />
    </Box>
  );
}

function AccountDeletion() {
  const { t } = useTranslation('settings');
  const site = useSite();
  const report = useErrorReport();
  const [, deleteUser] = useMutation(DeleteUserMutation);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const close = () => {
    if (deleting) return;
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const confirm = async () => {
    if (!password) {
      setProblem(t('errors.passwordNeeded'));
      return;
    }
    setDeleting(true);
    setProblem(null);
    const result = await deleteUser({ password });
    if (result.error || !result.data?.deleteUser) {
      setDeleting(false);
      setProblem(result.error ? report(result.error, { WRONG_PASSWORD: t('errors.wrongPassword'), LAST_MEMBER_DELETION_ERROR: t('security.lastMember') }) : t('errors:USER_DELETION_FAILED'));
      return;
    }
    await site.signOut();
  };

  return (
    <DeletionSection
      id="settings-delete"
      title={t('security.deleteTitle')}
      text={t('security.deleteText')}
      buttonLabel={t('security.deleteAccount')}
      dialogTitle={t('security.deleteDialogTitle')}
      dialogText={t('security.deleteDialogText')}
      confirmLabel={t('security.deleteConfirm')}
      open={open}
      deleting={deleting}
      confirmable
      onOpen={() => setOpen(true)}
      onClose={close}
      onConfirm={() => void confirm()}
    >
      <TextField
        id="settings-delete-password"
        label={t('security.password')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        autoFocus
        size="small"
        value={password}
        disabled={deleting}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ formHelperText: problem ? { role: 'alert' } : undefined }}
      />
      {/* Erasing rebuilds every list from the history: on a large marketplace that takes a while. */}
      <WorkUnderWay running={deleting} text={t('security.deleting')} />
    </DeletionSection>
  );
}
