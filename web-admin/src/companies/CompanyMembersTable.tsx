import Typography from '@mui/material/Typography';
import { ArrayField, DataTable, EmailField, Link, useTranslate } from 'react-admin';
import { usePersonName } from '../fields/person-name';
import type { AdminCompany } from './company-operations';

type Member = AdminCompany['employees'][number];

function NoMembers() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('admin.companies.noMembers')}</Typography>;
}

/** The company's members, each linking to the person's page. */
export function CompanyMembersTable(_props: { readonly source?: string; readonly label?: string | false }) {
  const personName = usePersonName();
  return (
    <ArrayField source="employees">
      <DataTable bulkActionButtons={false} rowClick={false} empty={<NoMembers />}>
        <DataTable.Col
          source="lastName"
          label="admin.companies.memberName"
          disableSort
          render={(person: Member) => <Link to={`/users/${encodeURIComponent(person.id)}/show`}>{personName(person)}</Link>}
        />
        <DataTable.Col source="email" label="admin.companies.memberEmail" disableSort field={EmailField} />
        <DataTable.Col source="jobTitle" label="admin.companies.memberJobTitle" disableSort />
      </DataTable>
    </ArrayField>
  );
}
