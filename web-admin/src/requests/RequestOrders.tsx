import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import { OrderCard } from './OrderCard';
import type { AdminRequest } from './request-operations';

/** The request's orders, one per producer, in the order the producers were asked. */
export function RequestOrders(_props: { readonly label?: false }) {
  const request = useRecordContext<AdminRequest>();
  const translate = useTranslate();
  if (!request) return null;
  if (request.orders.length === 0) return <Alert severity="info">{translate('admin.requests.orders.none')}</Alert>;
  return (
    <Stack spacing={2}>
      {request.orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
