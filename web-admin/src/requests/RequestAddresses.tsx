import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Labeled, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { AddressField } from '../fields/AddressField';
import type { AdminRequest } from './request-operations';

const sameAddresses = (a: AdminRequest['orders'][number], b: AdminRequest['orders'][number]) =>
  JSON.stringify([a.shippingAddress, a.billingAddress]) === JSON.stringify([b.shippingAddress, b.billingAddress]);

/** The request's shipping and billing address (its first order's); a note when the producers' orders differ since. */
export function RequestAddresses(_props: { readonly label?: false }) {
  const request = useRecordContext<AdminRequest>();
  const translate = useTranslate();
  const first = request?.orders[0];
  if (!request || !first) return null;
  return (
    <Stack spacing={1}>
      <RecordContextProvider value={first}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Labeled source="shippingAddress" resource="requests">
            <AddressField source="shippingAddress" />
          </Labeled>
          <Labeled source="billingAddress" resource="requests">
            <AddressField source="billingAddress" />
          </Labeled>
        </Stack>
      </RecordContextProvider>
      {request.orders.some((order) => !sameAddresses(order, first)) && <Alert severity="info">{translate('admin.requests.addressesDiffer')}</Alert>}
    </Stack>
  );
}
