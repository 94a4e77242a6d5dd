import { useRecordContext } from 'react-admin';
import type { AdminCompany } from './company-operations';

/** The company's display name as the page's title. */
export function CompanyTitle() {
  const company = useRecordContext<AdminCompany>();
  return <>{company?.name ?? ''}</>;
}
