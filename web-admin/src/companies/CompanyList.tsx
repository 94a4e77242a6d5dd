import { DataTable, List, SelectField } from 'react-admin';
import { TimeField } from '../fields/TimeField';
import { INDUSTRY_CHOICES } from './company-choices';
import { CompanyMembersCell } from './CompanyMembersCell';
import { CompanyNdaChip } from './CompanyNdaChip';
import { ProducerField } from './ProducerField';

/** Every company, newest first: names, industry, members, whether it is a producer and has signed the NDA, since when it is here. */
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
        <DataTable.Col source="ndaId" disableSort>
          <CompanyNdaChip />
        </DataTable.Col>
        <DataTable.Col source="createdOn" disableSort>
          <TimeField source="createdOn" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
