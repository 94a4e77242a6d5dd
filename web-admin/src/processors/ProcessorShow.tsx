import Typography from '@mui/material/Typography';
import { Labeled, NumberField, RefreshButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RecordTitle } from '../fields/RecordTitle';
import { TimeField } from '../fields/TimeField';
import type { AdminProcessor } from './processor-operations';
import { ProcessorHealthField, ProcessorLagField, ProcessorPurposeField } from './ProcessorFields';

/** The last error in full: code, text, when, and the event it failed on. */
function ProcessorLastError(_props: { readonly source?: string; readonly label?: string | false }) {
  const processor = useRecordContext<AdminProcessor>();
  const translate = useTranslate();
  if (!processor?.lastError) return <Typography variant="body2">{translate('admin.processors.noError')}</Typography>;
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <TextField source="lastError.code" label="admin.processors.errorCode" />
      <TextField source="lastError.detail" label="admin.processors.errorDetail" sx={{ whiteSpace: 'pre-wrap' }} />
      <TimeField source="lastError.at" label="admin.processors.errorAt" showTime />
      <TextField source="lastError.eventType" label="admin.processors.eventType" emptyText="—" />
      <TextField source="lastError.eventId" label="admin.processors.eventId" emptyText="—" />
      <TextField source="lastError.eventPosition" label="admin.processors.eventPosition" emptyText="—" />
    </SimpleShowLayout>
  );
}

/** One processor: what it does, whether it keeps up, and its last error with the event it failed on. */
export function ProcessorShow() {
  return (
    <Show title={<RecordTitle />} actions={<TopToolbar><RefreshButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="name" />
        <ProcessorPurposeField source="purpose" label="admin.processors.purpose" />
        <ProcessorHealthField source="status" />
        <TextField source="position" />
        <ProcessorLagField source="lag" />
        <NumberField source="failures" />
        <TimeField source="failingSince" showTime />
        <Labeled label="resources.processors.fields.lastError" fullWidth>
          <ProcessorLastError label={false} />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
