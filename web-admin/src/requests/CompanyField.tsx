import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { ResourceLink } from '../fields/ResourceLink';
import type { AdminRequest, AdminRequestRow } from './request-operations';

/** The company the request was placed for, or a dash when the person ordered for themselves; on a page, a link to it. */
export function CompanyField({ link = false }: { readonly source?: string; readonly label?: string; readonly link?: boolean }) {
  const request = useRecordContext<AdminRequestRow | AdminRequest>();
  const company = request?.asCompany;
  if (!company) return <Typography variant="body2">—</Typography>;
  return <Typography variant="body2">{link ? <ResourceLink resource="companies" id={company.id}>{company.name}</ResourceLink> : company.name}</Typography>;
}
