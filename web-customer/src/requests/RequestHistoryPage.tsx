import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { formatDate, formatDateTime, passedTime } from '@pcbm/web-kit/i18n/time';
import { BoardPreviewImage } from '@pcbm/web-kit/requests/BoardPreviewImage';
import { StatusChip } from '@pcbm/web-kit/requests/StatusChip';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { MyRequestsQuery, type MyRequest } from './request-operations';

const PAGE_SIZE = 20;

/** The first characters of a request's id: enough to tell two requests of one name apart and to name one in a message. */
const shortReference = (id: string) => id.slice(0, 8);

type Order = MyRequest['orders'][number];

/** What was asked of a producer, as one line: how many boards, the order type, and the version when the request names one. */
function useOrderFacts() {
  const { t } = useTranslation('requests');
  const { t: tc } = useTranslation();
  return (order: Order) => {
    const version = order.pcbVersion.trim();
    return [t('history.quantity', { count: order.quantity }), tc(`vocabulary.orderType.${order.type}`), ...(version ? [t('history.version', { version })] : [])].join(' · ');
  };
}

/** The parts of a line, a middle dot between each. */
function Dotted({ parts }: { readonly parts: readonly ReactNode[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {part}
    </Fragment>
  ));
}

function RequestCard({ request }: { readonly request: MyRequest }) {
  const { t, i18n } = useTranslation('requests');
  const { t: tc } = useTranslation();
  const factsOf = useOrderFacts();
  const passed = passedTime(request.createdOn, new Date());
  const preview = request.orders.find((order) => order.preview)?.preview?.current.path;
  const facts = request.orders.map(factsOf);
  // Orders of one request ask the same unless the request was changed for one producer: then each row says its own.
  const shared = facts.length > 0 && facts.every((line) => line === facts[0]) ? facts[0] : null;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/request/${request.id}`} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'flex-start' }}>
        <BoardPreviewImage path={preview} name={request.name} size={120} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {request.name}
          </Typography>
          {shared && <Typography variant="body2">{shared}</Typography>}
          <Typography variant="body2" color="text.secondary">
            <Dotted
              parts={[
                <time key="sent" dateTime={request.createdOn} title={formatDateTime(request.createdOn, i18n.language)}>
                  {t('history.sent', { when: tc(`time.${passed.key}`, { count: passed.count }) })} · {formatDate(request.createdOn, i18n.language)}
                </time>,
                <Box key="ref" component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {t('history.reference')}{' '}
                  <Box component="span" title={request.id} sx={{ fontFamily: 'monospace' }}>
                    {shortReference(request.id)}
                  </Box>
                </Box>,
                ...(request.asCompany ? [t('page.asCompany', { company: request.asCompany.name })] : []),
              ]}
            />
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, mt: 1, listStyle: 'none' }} aria-label={t('history.producers', { count: request.orders.length })}>
            {request.orders.map((order, index) => (
              <Box component="li" key={order.id} sx={{ display: 'flex', columnGap: 1, rowGap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="span" sx={{ minWidth: { sm: 200 } }}>
                  {order.manufacturer?.company.name ?? t('page.producer')}
                </Typography>
                <StatusChip status={order.status} />
                {!shared && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {facts[index]}
                  </Typography>
                )}
                {order.unreadMessages.amount > 0 && <Chip size="small" color="secondary" label={t('history.unread', { count: order.unreadMessages.amount })} />}
              </Box>
            ))}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** Route /request-history: the customer's requests (and their company's), newest first, a page at a time. */
export function RequestHistoryPage() {
  const { t } = useTranslation('requests');
  const site = useSite();
  const [shopFilter, setShopFilter] = useState<string>(site.shop?.id ?? '');
  const [after, setAfter] = useState<string | null>(null);
  const [pages, setPages] = useState<MyRequest[]>([]);
  const [{ data, error, fetching }] = useQuery({
    query: MyRequestsQuery,
    variables: { first: PAGE_SIZE, after, whitelabelFilter: shopFilter ? [shopFilter] : null },
    requestPolicy: 'cache-and-network',
  });
  const connection = data?.orders;
  useEffect(() => {
    if (!connection) return;
    setPages((current) => {
      const seen = new Set(after ? current.map((request) => request.id) : []);
      const base = after ? current : [];
      return [...base, ...connection.edges.map((edge) => edge.node).filter((node) => !seen.has(node.id))];
    });
  }, [connection, after]);
  const shops = useMemo(() => {
    const found = new Map<string, string>();
    for (const request of pages) if (request.fromWhitelabelId) found.set(request.fromWhitelabelId, request.orders[0]?.manufacturer?.company.name ?? request.fromWhitelabelId);
    if (site.shop) found.set(site.shop.id, site.shop.name);
    return [...found];
  }, [pages, site.shop]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('history.title')}
        </Typography>
        {shops.length > 0 && (
          <TextField
            select
            size="small"
            label={t('history.filter')}
            value={shopFilter}
            onChange={(event) => {
              setAfter(null);
              setShopFilter(event.target.value);
            }}
            sx={{ minWidth: 260 }}
          >
            <MenuItem value="">{t('history.allShops')}</MenuItem>
            {shops.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {t('history.shopOf', { name })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {connection && <Typography color="text.secondary">{t('history.count', { count: connection.totalCount })}</Typography>}
      {error && <Alert severity="error">{errorTextOf(error, t)?.message ?? t('page.loadFailed')}</Alert>}
      {connection && pages.length === 0 && !fetching && (
        <Alert severity="info" action={<Button component={RouterLink} to="/">{t('history.orderNow')}</Button>}>
          {t('history.empty')}
        </Alert>
      )}
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('history.title')}>
        {pages.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </Stack>
      {fetching && <CircularProgress aria-label={t('page.loading')} />}
      {connection?.pageInfo.hasNextPage && !fetching && (
        <Box>
          <Button variant="outlined" onClick={() => setAfter(connection.pageInfo.endCursor ?? null)}>
            {t('history.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
