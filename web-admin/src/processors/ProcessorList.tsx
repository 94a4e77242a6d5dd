import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { DataTable, List, RefreshButton, TextField, TopToolbar } from 'react-admin';
import { TimeField } from '../fields/TimeField';
import type { AdminProcessor } from './processor-operations';
import { healthOf } from './processor-health';
import { ProcessorErrorCell, ProcessorHealthField, ProcessorLagField, ProcessorNameField } from './ProcessorFields';
import { ProcessorSummary } from './ProcessorSummary';

/** Failing rows tinted red, rows far behind tinted yellow. */
const rowSxIn = (theme: Theme) => (processor: AdminProcessor) => {
  const health = healthOf(processor);
  if (health === 'failing') return { backgroundColor: alpha(theme.palette.error.main, 0.08) };
  if (health === 'behind') return { backgroundColor: alpha(theme.palette.warning.main, 0.12) };
  return {};
};

/** Every processor following the event log, on one page: whether it keeps up, where it is, its last error. */
export function ProcessorList() {
  const theme = useTheme();
  return (
    <List perPage={100} pagination={false} actions={<TopToolbar><RefreshButton /></TopToolbar>}>
      <ProcessorSummary />
      <DataTable rowClick="show" bulkActionButtons={false} rowSx={rowSxIn(theme)}>
        <DataTable.Col source="name" disableSort>
          <ProcessorNameField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <ProcessorHealthField />
        </DataTable.Col>
        <DataTable.Col source="position" disableSort>
          <TextField source="position" />
        </DataTable.Col>
        <DataTable.Col source="lag" disableSort>
          <ProcessorLagField />
        </DataTable.Col>
        <DataTable.Col source="failingSince" disableSort>
          <TimeField source="failingSince" showTime />
        </DataTable.Col>
        <DataTable.Col source="lastError" disableSort>
          <ProcessorErrorCell />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
