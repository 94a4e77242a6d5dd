import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusChip } from '@pcbm/web-kit/requests/StatusChip';
import { useRecordContext, useTranslate } from 'react-admin';
import { producerNameOf } from './producer-name';
import type { AdminRequestRow } from './request-operations';

/** The producers a request went to, one line each, with the status of that producer's order. */
export function ProducerStatusesField(_props: { readonly source?: string; readonly label?: string }) {
  const request = useRecordContext<AdminRequestRow>();
  const translate = useTranslate();
  if (!request) return null;
  if (request.orders.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {request.orders.map((order) => (
        <Stack component="li" key={order.id} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{producerNameOf(order) ?? translate('admin.requests.unknownProducer')}</Typography>
          <StatusChip status={order.status} />
        </Stack>
      ))}
    </Stack>
  );
}
