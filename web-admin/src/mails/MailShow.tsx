import Typography from '@mui/material/Typography';
import { NumberField, Show, TabbedShowLayout, TextField, useRecordContext } from 'react-admin';
import { LocaleDateField } from '../fields/LocaleDateField';
import type { AdminMail } from './mail-operations';
import { MailKindField, MailLanguageField, MailStatusField } from './MailFields';

function MailTitle() {
  const mail = useRecordContext<AdminMail>();
  return <>{mail?.subject ?? ''}</>;
}

/** The mail's text as it was written (plain text, line breaks kept). */
function MailText(_props: { readonly source?: string; readonly label?: string | false }) {
  const mail = useRecordContext<AdminMail>();
  return (
    <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
      {mail?.text || '—'}
    </Typography>
  );
}

/** One mail of the outbox: its delivery (state, attempts, error, times) and its message; nothing here changes it. */
export function MailShow() {
  return (
    <Show title={<MailTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="admin.mails.delivery">
          <TextField source="recipient" />
          <MailStatusField source="status" />
          <NumberField source="attempts" />
          <TextField source="lastError" emptyText="—" sx={{ whiteSpace: 'pre-wrap', color: 'error.dark' }} />
          <LocaleDateField source="createdOn" />
          <LocaleDateField source="sentOn" />
          <MailKindField source="kind" label="resources.mails.fields.cause" />
          <TextField source="cause" label="admin.mails.causeId" />
          <TextField source="id" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.mails.message" path="message">
          <TextField source="subject" />
          <MailLanguageField source="language" />
          <MailText source="text" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
