import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { OrderChat } from '@pcbm/web-kit/chat/OrderChat';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { formatDateTime } from '@pcbm/web-kit/i18n/time';
import { RequestDetailsQuery } from '@pcbm/web-kit/requests/order-queries';
import { NoticeProvider } from '@pcbm/web-kit/requests/Notice';
import { OwnStepsProvider } from '@pcbm/web-kit/requests/own-steps';
import { ReloadPrompt } from '@pcbm/web-kit/requests/ReloadPrompt';
import { useLiveOrder } from '@pcbm/web-kit/requests/use-live-order';
import Button from '@mui/material/Button';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { ProducerPicker } from './ProducerPicker';
import { RequestTab } from './RequestTab';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

// The re-add dialog brings the wizard's steps; it loads when it is opened.
const ReAddDialog = lazyPart(() => import('../readd/ReAddDialog').then((m) => ({ default: m.ReAddDialog })));

/** Route /request/{orderId}/{requestId?}: one request, one producer's order at a time, with tabs Request and Chat. */
export function RequestPage() {
  const { t, i18n } = useTranslation('requests');
  const { superOrderId = '', orderId } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const [{ data, error, fetching }, reload] = useQuery({ query: RequestDetailsQuery, variables: { orderId: superOrderId }, requestPolicy: 'cache-and-network' });
  const request = data?.fetchOrder;
  const order = request?.orders.find((candidate) => candidate.id === orderId) ?? request?.orders[0];
  const reloadOrder = useCallback(() => reload({ requestPolicy: 'network-only' }), [reload]);
  const { live, ownSteps, reloadPrompt } = useLiveOrder(order, reloadOrder, fetching);
  const tab = search.get('tab') === 'chat' ? 'chat' : 'request';
  const [reAdding, setReAdding] = useState(false);

  if (!request) {
    if (error) return <Alert severity="error">{errorTextOf(error, t)?.message ?? t('page.loadFailed')}</Alert>;
    return fetching ? <CircularProgress aria-label={t('page.loading')} /> : null;
  }
  if (!order) return <Alert severity="warning">{t('page.noOrders')}</Alert>;
  return (
    <OwnStepsProvider value={ownSteps}>
      <NoticeProvider>
        <Stack spacing={2}>
          <Link component={RouterLink} to="/request-history">
            {t('page.back')}
          </Link>
          <Box>
            <Typography variant="h4" component="h1">
              {request.name}
            </Typography>
            <Typography color="text.secondary">
              {t('page.sentOn', { date: formatDateTime(request.createdOn, i18n.language) })}
              {request.asCompany ? ` · ${t('page.asCompany', { company: request.asCompany.name })}` : ''}
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <ProducerPicker orders={request.orders} selected={order.id} onSelect={(id) => navigate(`/request/${request.id}/${id}${tab === 'chat' ? '?tab=chat' : ''}`)} />
            {!request.fromWhitelabelId && (
              <Button variant="outlined" onClick={() => setReAdding(true)}>
                {t('page.reAdd')}
              </Button>
            )}
          </Stack>
          <Tabs value={tab} onChange={(_event, value: string) => setSearch(value === 'chat' ? { tab: 'chat' } : {})} aria-label={t('page.tabs')}>
            <Tab value="request" label={t('page.tabRequest')} id="tab-request" aria-controls="panel-request" />
            <Tab
              value="chat"
              id="tab-chat"
              aria-controls="panel-chat"
              label={
                <Badge color="secondary" badgeContent={order.unreadMessages.amount} invisible={order.unreadMessages.amount === 0 || tab === 'chat'}>
                  <Box component="span" sx={{ pr: order.unreadMessages.amount && tab !== 'chat' ? 1.5 : 0 }}>
                    {t('page.tabChat')}
                  </Box>
                </Badge>
              }
            />
          </Tabs>
          <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
            {tab === 'request' ? (
              <RequestTab order={order} siblings={request.orders.length - 1} onChanged={reloadOrder} />
            ) : (
              <OrderChat orderId={order.id} side="customer" refreshKey={live.messagesKey} onLoaded={live.chatLoaded} />
            )}
          </Box>
          <ReloadPrompt {...reloadPrompt} />
          {reAdding && (
            <Suspense fallback={null}>
              <ReAddDialog
                request={request}
                open
                onClose={() => setReAdding(false)}
                onSent={() => {
                  setReAdding(false);
                  reloadOrder();
                }}
              />
            </Suspense>
          )}
        </Stack>
      </NoticeProvider>
    </OwnStepsProvider>
  );
}
