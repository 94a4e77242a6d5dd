import Typography from '@mui/material/Typography';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { ToneChip } from '../fields/ToneChip';
import type { AdminCompany } from './company-operations';

/** Whether the company runs a producer: a mark in the list, a link to the producer on the company's page. */
export function ProducerField({ link = false }: { readonly source?: string; readonly label?: string | false; readonly link?: boolean }) {
  const company = useRecordContext<AdminCompany>();
  const translate = useTranslate();
  if (!company) return null;
  if (!company.manufacturerId) return <Typography variant="body2">{translate('admin.companies.notProducer')}</Typography>;
  if (!link) return <ToneChip label={translate('admin.companies.producer')} tone="info" />;
  return (
    <Link to={`/manufacturers/${encodeURIComponent(company.manufacturerId)}/show`} variant="body2">
      {translate('admin.companies.openProducer')}
    </Link>
  );
}
