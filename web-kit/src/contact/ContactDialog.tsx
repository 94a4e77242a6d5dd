import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { contactFeedbackSchema, type ContactFeedback } from '@pcbm/domain/accounts/contact-events';
import { errorCodeOf } from '../errors/error-text';
import { useNotice } from '../requests/Notice';
import { fieldErrorText, optional } from '../settings/form-support';
import { useErrorReport } from '../settings/use-error-report';
import { SiteContext } from '../site/site-context';
import type { CombinedError } from '@urql/core';
import { useContext, useId, useMemo, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { z } from 'zod';
import { SendFeedbackMutation } from './contact-operations';

type Form = z.input<typeof contactFeedbackSchema>;
type FieldName = keyof Form & string;
const FIELDS: readonly FieldName[] = ['title', 'name', 'email', 'message'];

export interface ContactDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The contact form: title (optional), name and email (required) and the message, checked with the
 * server's own schema. A sent message closes the dialog with thanks, as a notice of the nearest
 * NoticeProvider (ContactButton brings its own).
 */
export function ContactDialog({ open, onClose }: ContactDialogProps) {
  const { t } = useTranslation('contact');
  const me = useContext(SiteContext)?.me ?? null;
  const notice = useNotice();
  const report = useErrorReport();
  const [, send] = useMutation(SendFeedbackMutation);
  const titleId = useId();
  // A signed-in person need not type who they are.
  const empty = useMemo<Form>(() => ({ title: '', name: me ? `${me.user.firstName} ${me.user.lastName}`.trim() : '', email: me?.user.email ?? '', message: '' }), [me]);
  const { control, handleSubmit, reset, setError } = useForm<Form, unknown, ContactFeedback>({ resolver: zodResolver(contactFeedbackSchema), defaultValues: empty });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (sending) return;
    setFailure(null);
    onClose();
  };

  const refused = (error: CombinedError) => {
    const code = errorCodeOf(error);
    if (code === 'USER_EMAIL_INVALID') return setError('email', { type: 'server', message: t('errors:USER_EMAIL_INVALID') }, { shouldFocus: true });
    if (code === 'INVALID_INPUT' && markProblems(error)) return;
    setFailure(
      report(error, {
        INVALID_INPUT: t('errors.invalid'),
        ENHANCE_YOUR_CALM: t('errors:ENHANCE_YOUR_CALM'),
        THROTTLED_CONCURRENCY: t('errors:THROTTLED_CONCURRENCY'),
        THROTTLED_CPU: t('errors:THROTTLED_CPU'),
      }),
    );
  };

  /** The server's problems by field (the domain's messages, translated under the fields); whether any fitted. */
  const markProblems = (error: CombinedError): boolean => {
    const details = error.graphQLErrors[0]?.extensions?.details as { problems?: readonly { field: string; message: string }[] } | undefined;
    const problems = (details?.problems ?? []).filter((problem) => (FIELDS as readonly string[]).includes(problem.field));
    problems.forEach((problem, index) => setError(problem.field as FieldName, { type: 'validate', message: problem.message }, { shouldFocus: index === 0 }));
    return problems.length > 0;
  };

  const submit = async (feedback: ContactFeedback) => {
    setSending(true);
    setFailure(null);
    const result = await send({ feedback: { name: feedback.name, email: feedback.email, title: optional(feedback.title), message: optional(feedback.message) } });
    setSending(false);
    if (result.data?.sendFeedback) {
      reset(empty);
      onClose();
      notice(t('thanks'));
      return;
    }
    if (result.error) refused(result.error);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <DialogTitle id={titleId}>{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
          <Stack>
            <ContactField control={control} name="title" label={t('fields.title')} disabled={sending} />
            <ContactField control={control} name="name" label={t('fields.name')} required autoComplete="name" disabled={sending} />
            <ContactField control={control} name="email" label={t('fields.email')} required type="email" autoComplete="email" disabled={sending} />
            <ContactField control={control} name="message" label={t('fields.message')} multiline minRows={4} disabled={sending} />
          </Stack>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            {t('send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface ContactFieldProps {
  readonly control: Control<Form, unknown, ContactFeedback>;
  readonly name: FieldName;
  readonly label: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly minRows?: number;
}

/** A field of the contact form; its error, in the page's language, stands in a line that is always there. */
function ContactField({ control, name, label, required, disabled, type, autoComplete, multiline, minRows }: ContactFieldProps) {
  const { t } = useTranslation('contact');
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(fieldState.error, t);
  return (
    <TextField
      id={id}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      type={type}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={minRows}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error ?? ' '}
      slotProps={{ formHelperText: error ? { role: 'alert' } : undefined }}
    />
  );
}
