import { DataTable, List, SelectField } from 'react-admin';
import { INDUSTRY_CHOICES } from './company-choices';
import { CompanyMembersCell } from './CompanyMembersCell';
import { ProducerField } from './ProducerField';

/** Every company, newest first: names, industry, members, whether it is a producer. */
export function CompanyList() {
  return (
    <List perPage={25}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="legalName" disableSort />
        <DataTable.Col source="industry" disableSort>
          <SelectField source="industry" choices={INDUSTRY_CHOICES} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="employees" disableSort>
          <CompanyMembersCell />
        </DataTable.Col>
        <DataTable.Col source="manufacturerId" disableSort>
          <ProducerField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
