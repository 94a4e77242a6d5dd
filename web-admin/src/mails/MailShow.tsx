import Typography from '@mui/material/Typography';
import { NumberField, Show, TabbedShowLayout, TextField, useRecordContext } from 'react-admin';
import { RecordTitle } from '../fields/RecordTitle';
import { TimeField } from '../fields/TimeField';
import type { AdminMail } from './mail-operations';
import { MailDeliveredField, MailKindField, MailLanguageField, MailStatusField } from './MailFields';

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
    <Show title={<RecordTitle />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="admin.mails.delivery">
          <TextField source="recipient" />
          <MailStatusField source="status" />
          <NumberField source="attempts" />
          <TextField source="lastError" emptyText="—" sx={{ whiteSpace: 'pre-wrap', color: 'error.dark' }} />
          <TimeField source="createdOn" showTime />
          <MailDeliveredField source="sentOn" />
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
