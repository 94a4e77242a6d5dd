import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { TimeField } from '../fields/TimeField';
import { ToneChip } from '../fields/ToneChip';
import { useVocabulary } from '../fields/vocabulary';
import { mailKindKey, mailKindOf } from './mail-kind';
import type { AdminMail } from './mail-operations';
import { mailStateOf } from './mail-status';

interface FieldProps {
  readonly source?: string;
  readonly label?: string | false;
}

/** The mail's delivery state as a coloured chip. */
export function MailStatusField(_props: FieldProps) {
  const mail = useRecordContext<AdminMail>();
  const translate = useTranslate();
  if (!mail) return null;
  const state = mailStateOf(mail);
  return <ToneChip label={translate(state.key, { _: state.key })} tone={state.tone} />;
}

/** What the mail is about (chat message, sign-up reminder, response window), from its cause. */
export function MailKindField(_props: FieldProps) {
  const mail = useRecordContext<AdminMail>();
  const translate = useTranslate();
  if (!mail) return null;
  const key = mailKindKey(mail.cause);
  return <Typography variant="body2">{key ? translate(key) : mailKindOf(mail.cause)}</Typography>;
}

/** The last delivery error in one line, in full on hover and for screen readers; a dash when there is none. */
export function MailErrorCell(_props: FieldProps) {
  const mail = useRecordContext<AdminMail>();
  if (!mail?.lastError) return <Typography variant="body2">—</Typography>;
  return (
    <Typography variant="body2" title={mail.lastError} sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'error.dark' }}>
      {mail.lastError}
    </Typography>
  );
}

/** The language the mail is written in. */
export function MailLanguageField(_props: FieldProps) {
  const mail = useRecordContext<AdminMail>();
  const { language } = useVocabulary();
  if (!mail) return null;
  return <Typography variant="body2">{language(mail.language)}</Typography>;
}

/** The recipient's address, breaking after its name part rather than anywhere when the column is narrow. */
export function MailRecipientField(_props: FieldProps) {
  const mail = useRecordContext<AdminMail>();
  if (!mail) return null;
  const at = mail.recipient.lastIndexOf('@');
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {mail.recipient.slice(0, at)}
          <wbr />
          {mail.recipient.slice(at)}
        </>
      ) : (
        mail.recipient
      )}
    </Typography>
  );
}

/** When the mail server took the mail; a dash for a mail not sent (waiting, failed, or kept without a mail server). */
export function MailDeliveredField(_props: FieldProps) {
  const mail = useRecordContext<AdminMail>();
  if (!mail) return null;
  return mail.status === 'SENT' ? <TimeField source="sentOn" showTime /> : <Typography variant="body2">—</Typography>;
}
