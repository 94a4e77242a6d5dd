import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { useQuery } from 'urql';
import { ApiError } from '../data/api-answer';
import { useDescribeError } from '../data/use-describe-error';
import { ExportHistoryButton } from './ExportHistoryButton';
import { historyWhat, historyWho, historyWhy, type ProducerNames } from './history-wording';
import { HistoryEntryItem } from './HistoryEntryItem';
import { producerNameOf } from './producer-name';
import { RequestHistoryQuery, type AdminRequest } from './request-operations';
import { useWords } from './use-words';

type Order = 'oldest' | 'newest';

function producerNames(request: AdminRequest): ProducerNames {
  return {
    ofOrder: (orderId) => {
      const order = request.orders.find((candidate) => candidate.id === orderId);
      return order ? (producerNameOf(order) ?? undefined) : undefined;
    },
    ofManufacturer: (manufacturerId) => {
      const order = request.orders.find((candidate) => candidate.manufacturerId === manufacturerId);
      return order ? (producerNameOf(order) ?? undefined) : undefined;
    },
  };
}

/** Everything that happened to a request, as a timeline in plain words, and its signed export. */
function HistoryOf({ request }: { readonly request: AdminRequest }) {
  const translate = useTranslate();
  const describe = useDescribeError();
  const words = useWords();
  const [order, setOrder] = useState<Order>('oldest');
  const [{ data, error, fetching }, reload] = useQuery({ query: RequestHistoryQuery, variables: { superOrderId: request.id }, requestPolicy: 'network-only' });
  const entries = useMemo(() => {
    const events = [...(data?.fetchOrderHistory ?? [])].sort((a, b) => a.streamPosition - b.streamPosition);
    return order === 'newest' ? events.reverse() : events;
  }, [data, order]);
  const names = useMemo(() => producerNames(request), [request]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('admin.requests.history.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '60ch' }}>
            {translate('admin.requests.history.intro')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <ToggleButtonGroup size="small" exclusive value={order} onChange={(_event, value: Order | null) => value && setOrder(value)} aria-label={translate('admin.requests.history.order')}>
            <ToggleButton value="oldest">{translate('admin.requests.history.oldestFirst')}</ToggleButton>
            <ToggleButton value="newest">{translate('admin.requests.history.newestFirst')}</ToggleButton>
          </ToggleButtonGroup>
          <ExportHistoryButton request={request} />
        </Stack>
      </Stack>
      {fetching && !data && <LinearProgress aria-label={translate('admin.requests.history.loading')} />}
      {error && (
        <Alert severity="error" action={<Button label="admin.requests.history.retry" onClick={() => reload({ requestPolicy: 'network-only' })} />}>
          {describe(new ApiError(error))}
        </Alert>
      )}
      {data && entries.length === 0 && <Alert severity="info">{translate('admin.requests.history.empty')}</Alert>}
      {entries.length > 0 && (
        <Box component="ol" aria-label={translate('admin.requests.history.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <HistoryEntryItem key={entry.eventId} entry={entry} wording={{ what: historyWhat(entry, names, words), who: historyWho(entry, words), why: historyWhy(entry, words) }} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The History tab of a request. */
export function RequestHistory(_props: { readonly label?: false }) {
  const request = useRecordContext<AdminRequest>();
  return request ? <HistoryOf request={request} /> : null;
}
