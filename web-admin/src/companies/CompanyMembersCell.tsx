import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { usePersonName } from '../fields/person-name';
import type { AdminCompany } from './company-operations';

/** How many members a company has, and their names. */
export function CompanyMembersCell(_props: { readonly source?: string; readonly label?: string | false }) {
  const company = useRecordContext<AdminCompany>();
  const translate = useTranslate();
  const personName = usePersonName();
  if (!company) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ mr: 0.5 }}>
        {translate('admin.companies.memberCount', { smart_count: company.employees.length })}
      </Typography>
      {company.employees.map((person) => (
        <Chip key={person.id} size="small" label={personName(person)} />
      ))}
    </Stack>
  );
}
