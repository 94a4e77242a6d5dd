import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CombinedError } from '@urql/core';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { formatDate, formatDateTime, passedTime } from '@pcbm/web-kit/i18n/time';
import { BoardPreviewImage } from '@pcbm/web-kit/requests/BoardPreviewImage';
import { StatusChip } from '@pcbm/web-kit/requests/StatusChip';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { ProducerRequestsQuery, ProducerShopsQuery, SCOPES, type ProducerRequestsPage, type Scope } from './producer-operations';
import { rowTimeLeft, rowsOf, searchRows, shortReference, sortRows, SORTS, type RequestRow, type Sort } from './request-list';

export const PAGE_SIZE = 20;
/** How often the list asks for new requests and status changes. */
export const REFRESH_MS = 30_000;

interface PageState {
  readonly page?: ProducerRequestsPage;
  readonly error?: CombinedError;
  readonly fetching: boolean;
}

/**
 * Loads one page of the list (from `after`) and loads it again every 30 seconds from the network, so
 * every page shown stays current. It shows nothing itself; it reports to the list.
 */
function PageLoader({ index, after, scope, onState }: { readonly index: number; readonly after: string | null; readonly scope: Scope; readonly onState: (index: number, state: PageState) => void }) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ProducerRequestsQuery,
    variables: { first: PAGE_SIZE, after, filter: scope },
    requestPolicy: 'cache-and-network',
  });
  useEffect(() => {
    const timer = setInterval(() => reexecute({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reexecute]);
  const page = data?.manufacturerOrders;
  useEffect(() => onState(index, { page, error, fetching }), [index, page, error, fetching, onState]);
  return null;
}

function RequestCard({ row, now }: { readonly row: RequestRow; readonly now: Date }) {
  const { t, i18n } = useTranslation('producerRequests');
  const { t: tc } = useTranslation();
  const { request, order } = row;
  const passed = passedTime(order.createdOn, now);
  const left = rowTimeLeft(row, now);
  const version = order.pcbVersion.trim();
  const titleId = `request-${order.id}`;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }} aria-labelledby={titleId}>
      <CardActionArea component={RouterLink} to={`/request/${order.id}`} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'flex-start' }}>
        <BoardPreviewImage path={order.preview?.current.path} name={request.name} size={112} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={titleId} noWrap>
            {request.name}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{row.customer || t('list.customer')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              t('list.quantity', { count: order.quantity }),
              tc(`vocabulary.orderType.${order.type}`),
              ...(version ? [t('list.version', { version })] : []),
              t(`list.origin.${order.fromWhitelabelId ? 'WHITELABEL' : 'MARKETPLACE'}`),
            ].join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={order.createdOn} title={formatDateTime(order.createdOn, i18n.language)}>
              {t('list.received', { when: tc(`time.${passed.key}`, { count: passed.count }) })} · {formatDate(order.createdOn, i18n.language)}
            </time>
            {' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {t('list.reference')}{' '}
              <Box component="span" title={request.id} sx={{ fontFamily: 'monospace' }}>
                {shortReference(request.id)}
              </Box>
            </Box>
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <StatusChip status={order.status} side="producer" />
            {left && (
              <Chip
                size="small"
                variant="outlined"
                color={left.passed ? 'warning' : 'default'}
                label={left.passed ? t('list.passed') : t('list.left', { days: left.days, hours: left.hours })}
                // On a phone the time left wraps rather than losing its end.
                sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
              />
            )}
            {order.unreadMessages.amount > 0 && <Chip size="small" color="secondary" label={t('list.unread', { count: order.unreadMessages.amount })} />}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** Route /dashboard: the requests sent to the producer's company, filtered by origin, searched and sorted, kept current. */
export function RequestsPage() {
  const { t } = useTranslation('producerRequests');
  const { t: td } = useTranslation('dashboard');
  const [scope, setScope] = useState<Scope>('ALL');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [pages, setPages] = useState<Record<number, PageState>>({});
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('newest');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const onState = useCallback((index: number, state: PageState) => setPages((current) => ({ ...current, [index]: state })), []);
  const chooseScope = (next: Scope | null) => {
    if (!next || next === scope) return;
    setScope(next);
    setCursors([null]);
    setPages({});
  };

  const loaded = useMemo(() => cursors.map((_cursor, index) => pages[index]), [cursors, pages]);
  const requests = useMemo(() => loaded.flatMap((state) => state?.page?.edges.map((edge) => edge.node) ?? []), [loaded]);
  const rows = useMemo(() => sortRows(searchRows(rowsOf(requests), search), sort), [requests, search, sort]);
  const first = loaded[0];
  const last = loaded[loaded.length - 1];
  const fetching = loaded.some((state) => !state || (state.fetching && !state.page));
  const error = loaded.find((state) => state?.error && !state.page)?.error;
  const total = first?.page?.totalCount;
  const nothing = first?.page !== undefined && first.page.edges.length === 0;
  // The bee connect licence is having a shop of one's own; its requests are the ones this filter shows.
  const [shopsAnswer] = useQuery({ query: ProducerShopsQuery, pause: scope !== 'WHITELABEL' });
  const shops = shopsAnswer.data?.manufacturerShops;
  const noLicence = scope === 'WHITELABEL' && shops !== undefined && shops.length === 0;
  const endCursor = last?.page?.pageInfo.hasNextPage ? last.page.pageInfo.endCursor : null;

  return (
    <Stack spacing={2}>
      {cursors.map((after, index) => (
        <PageLoader key={`${scope}-${index}`} index={index} after={after} scope={scope} onState={onState} />
      ))}
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {td('requests.title')}
        </Typography>
        <Typography color="text.secondary">{td('requests.intro')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <ToggleButtonGroup exclusive size="small" value={scope} onChange={(_event, value: Scope | null) => chooseScope(value)} aria-label={t('list.filter')}>
          {SCOPES.map((value) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 2 }}>
              {t(`list.scope.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flexGrow: 1, maxWidth: { md: 420 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
        />
        <TextField select size="small" label={t('list.sort')} value={sort} onChange={(event) => setSort(event.target.value as Sort)} sx={{ minWidth: 260 }}>
          {SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`list.sorts.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {total !== undefined && !noLicence && (
        <Typography color="text.secondary" role="status">
          {t('list.count', { count: total })}
        </Typography>
      )}
      {scope === 'WHITELABEL' && shops && shops.length > 0 && (
        <Typography>
          {t('list.shops', { count: shops.length })}{' '}
          {shops.map((shop, index) => (
            <span key={shop.id}>
              {index > 0 && ', '}
              <Link href={`https://${shop.hostname}`} target="_blank" rel="noopener noreferrer">
                {shop.hostname}
              </Link>
            </span>
          ))}
        </Typography>
      )}
      {noLicence ? (
        <Alert severity="info">{t('list.noLicence')}</Alert>
      ) : (
        error && <Alert severity="error">{errorTextOf(error, t)?.message ?? t('list.loadFailed')}</Alert>
      )}
      {nothing && !noLicence && <Alert severity="info">{scope === 'ALL' ? t('list.empty') : t('list.emptyScope', { scope: t(`list.scope.${scope}`) })}</Alert>}
      {!nothing && requests.length > 0 && rows.length === 0 && <Alert severity="info">{t('list.noMatch', { search: search.trim() })}</Alert>}
      {rows.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={td('requests.title')}>
          {rows.map((row) => (
            <RequestCard key={row.order.id} row={row} now={now} />
          ))}
        </Stack>
      )}
      {fetching && !error && <CircularProgress aria-label={t('list.loading')} />}
      {endCursor && !fetching && (
        <Box>
          <Button variant="outlined" onClick={() => setCursors((current) => (current.includes(endCursor) ? current : [...current, endCursor]))}>
            {t('list.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
