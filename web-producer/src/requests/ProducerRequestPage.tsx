import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { OrderChat } from '@pcbm/web-kit/chat/OrderChat';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { NoticeProvider } from '@pcbm/web-kit/requests/Notice';
import { OwnStepsProvider } from '@pcbm/web-kit/requests/own-steps';
import { ReloadPrompt } from '@pcbm/web-kit/requests/ReloadPrompt';
import { StatusChip } from '@pcbm/web-kit/requests/StatusChip';
import { useLiveOrder } from '@pcbm/web-kit/requests/use-live-order';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ProducerRequestQuery } from './producer-operations';
import { ProducerRequestTab } from './ProducerRequestTab';
import { customerOf } from './request-list';

/** Route /dashboard/request/{orderId}: one request sent to the producer, with tabs Request and Chat. */
export function ProducerRequestPage() {
  const { t, i18n } = useTranslation('producerRequests');
  const { orderId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const [{ data, error, fetching }, reload] = useQuery({ query: ProducerRequestQuery, variables: { orderId }, requestPolicy: 'cache-and-network' });
  const request = data?.manufacturerOrder;
  const order = request?.orders.find((candidate) => candidate.id === orderId) ?? request?.orders[0];
  const reloadOrder = useCallback(() => reload({ requestPolicy: 'network-only' }), [reload]);
  const { live, ownSteps, reloadPrompt } = useLiveOrder(order, reloadOrder, fetching);
  const tab = search.get('tab') === 'chat' ? 'chat' : 'request';
  const back = (
    <Link component={RouterLink} to="/">
      {t('page.back')}
    </Link>
  );

  if (!request) {
    if (error) {
      return (
        <Stack spacing={2}>
          {back}
          <Alert severity="error">{errorTextOf(error, t)?.message ?? t('page.loadFailed')}</Alert>
        </Stack>
      );
    }
    return fetching ? <CircularProgress aria-label={t('page.loading')} /> : null;
  }
  if (!order) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{t('page.noOrder')}</Alert>
      </Stack>
    );
  }
  const customer = customerOf(request) || t('list.customer');
  const unread = order.unreadMessages.amount > 0 && tab !== 'chat';
  return (
    <OwnStepsProvider value={ownSteps}>
      <NoticeProvider>
        <Stack spacing={2}>
          {back}
          <Box>
            <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1">
                {request.name}
              </Typography>
              <StatusChip status={order.status} size="medium" side="producer" />
            </Stack>
            <Typography color="text.secondary">
              {[
                t('page.from', { customer }),
                t('page.received', { date: formatDateTime(order.createdOn, i18n.language) }),
                t(`list.origin.${request.fromWhitelabelId ? 'WHITELABEL' : 'MARKETPLACE'}`),
              ].join(' · ')}
            </Typography>
          </Box>
          <Tabs value={tab} onChange={(_event, value: string) => setSearch(value === 'chat' ? { tab: 'chat' } : {})} aria-label={t('page.tabs')}>
            <Tab value="request" label={t('page.tabRequest')} id="tab-request" aria-controls="panel-request" />
            <Tab
              value="chat"
              id="tab-chat"
              aria-controls="panel-chat"
              label={
                <Badge color="secondary" badgeContent={order.unreadMessages.amount} invisible={!unread} slotProps={{ badge: { 'aria-hidden': true } }}>
                  <Box component="span" sx={{ pr: unread ? 1.5 : 0 }}>
                    {t('page.tabChat')}
                    {unread && <Box component="span" sx={visuallyHidden}>{` (${t('page.unread', { count: order.unreadMessages.amount })})`}</Box>}
                  </Box>
                </Badge>
              }
            />
          </Tabs>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'request' ? <ProducerRequestTab order={order} onChanged={reloadOrder} /> : <OrderChat orderId={order.id} side="producer" refreshKey={live.messagesKey} onLoaded={live.chatLoaded} />}
          </Box>
          <ReloadPrompt {...reloadPrompt} />
        </Stack>
      </NoticeProvider>
    </OwnStepsProvider>
  );
}
