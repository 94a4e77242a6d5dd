import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { AdminRequestRow } from './request-operations';

const distinct = <Value,>(values: readonly Value[]) => [...new Set(values)];

/** The order type of the request's orders (each one once: the producers' orders may differ after a change). */
export function OrderTypesField(_props: { readonly source?: string; readonly label?: string }) {
  const request = useRecordContext<AdminRequestRow>();
  const { t } = useTranslation();
  if (!request) return null;
  const types = distinct(request.orders.map((order) => order.type));
  return <Typography variant="body2">{types.map((type) => t(`common:vocabulary.orderType.${type}`, { defaultValue: type })).join(', ') || '—'}</Typography>;
}

/** The quantity of boards of the request's orders (each one once). */
export function QuantitiesField(_props: { readonly source?: string; readonly label?: string }) {
  const request = useRecordContext<AdminRequestRow>();
  const { i18n } = useTranslation();
  if (!request) return null;
  const quantities = distinct(request.orders.map((order) => order.quantity));
  return <Typography variant="body2">{quantities.map((quantity) => new Intl.NumberFormat(i18n.language).format(quantity)).join(', ') || '—'}</Typography>;
}
