import { useRecordContext, useTranslate } from 'react-admin';
import { ToneChip } from '../fields/ToneChip';
import type { AdminCompany } from './company-operations';

/** Whether the company has signed the NDA, as a mark in the list of companies. */
export function CompanyNdaChip(_props: { readonly source?: string; readonly label?: string }) {
  const company = useRecordContext<AdminCompany>();
  const translate = useTranslate();
  if (!company) return null;
  return company.ndaId ? <ToneChip label={translate('admin.companies.ndaSigned')} tone="success" /> : <ToneChip label={translate('admin.companies.ndaNone')} tone="default" />;
}
