import { ArrayField, ChipField, DataTable, EmailField, List, SingleFieldList } from 'react-admin';
import { LocaleField } from '../fields/LocaleField';
import { usePersonName } from '../fields/person-name';
import { TimeField } from '../fields/TimeField';
import type { AdminUser } from './user-operations';

/** Every account, newest first: name, e-mail, companies, language, since when. */
export function UserList() {
  const personName = usePersonName();
  return (
    <List perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="lastName" label="admin.users.name" disableSort render={(user: AdminUser) => personName(user)} />
        <DataTable.Col source="username" disableSort />
        <DataTable.Col source="email" disableSort field={EmailField} />
        <DataTable.Col source="memberOf" disableSort>
          <ArrayField source="memberOf">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ArrayField>
        </DataTable.Col>
        <DataTable.Col source="locale" disableSort>
          <LocaleField source="locale" />
        </DataTable.Col>
        <DataTable.Col source="createdOn" disableSort>
          <TimeField source="createdOn" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
