import { DataTable, List, NumberField, SelectInput } from 'react-admin';
import { TimeField } from '../fields/TimeField';
import { MailDeliveredField, MailErrorCell, MailKindField, MailRecipientField, MailStatusField } from './MailFields';
import { MAIL_STATUS_CHOICES } from './mail-status';

const filters = [<SelectInput key="status" source="status" choices={MAIL_STATUS_CHOICES} emptyText="admin.mails.allStatuses" alwaysOn />];

/** The mail outbox, newest first: to whom, about what, how far delivery got, and the last error. */
export function MailList() {
  return (
    <List perPage={25} filters={filters}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="recipient" disableSort>
          <MailRecipientField />
        </DataTable.Col>
        <DataTable.Col source="subject" disableSort />
        <DataTable.Col source="cause" disableSort>
          <MailKindField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <MailStatusField />
        </DataTable.Col>
        <DataTable.Col source="attempts" disableSort>
          <NumberField source="attempts" />
        </DataTable.Col>
        <DataTable.Col source="lastError" disableSort>
          <MailErrorCell />
        </DataTable.Col>
        <DataTable.Col source="createdOn" disableSort>
          <TimeField source="createdOn" showTime />
        </DataTable.Col>
        <DataTable.Col source="sentOn" disableSort>
          <MailDeliveredField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
