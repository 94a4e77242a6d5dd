import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CombinedError, useClient } from 'urql';
import { SubscribeToChatMutation, UnsubscribeFromChatMutation } from '../chat/chat-queries';
import { formatDate, formatDateTime } from '../i18n/time';
import { useNotice } from '../requests/Notice';
import { StatusChip } from '../requests/StatusChip';
import { useSite } from '../site/site-context';
import { ChatNotificationSettingsQuery, CustomerChatsQuery, ProducerChatsQuery } from './notification-queries';
import { useErrorReport } from './use-error-report';
import { SettingsHeading } from './SettingsHeading';

/** Requests fetched at a time; each holds one chat per producer asked. */
const PAGE = 10;

/** One order's chat in the list: the request, who is on the other side, and the order's status. */
export interface ChatRow {
  readonly chatId: string;
  readonly requestId: string;
  readonly requestName: string;
  readonly counterpart: string;
  readonly status: string;
  readonly createdOn: string;
}

interface Page {
  readonly rows: ChatRow[];
  readonly requests: number;
  readonly total: number;
  readonly next: string | null;
}

/** A page of the person's order chats: the customer's requests, or the requests sent to the producer. */
function useChatPages(side: 'customer' | 'manufacturer') {
  const client = useClient();
  const { t } = useTranslation('settings');
  return useCallback(
    async (after: string | null): Promise<Page> => {
      if (side === 'manufacturer') {
        const answer = await client.query(ProducerChatsQuery, { first: PAGE, after }, { requestPolicy: 'network-only' }).toPromise();
        if (!answer.data) throw answer.error ?? new Error('no data');
        const page = answer.data.manufacturerOrders;
        const rows = page.edges.flatMap(({ node }) =>
          node.orders.map((order) => {
            const person = node.placedBy ? `${node.placedBy.firstName} ${node.placedBy.lastName}`.trim() : '';
            const counterpart = node.asCompany ? node.asCompany.name : person || t('notifications.unknownCustomer');
            return { chatId: order.id, requestId: node.id, requestName: node.name, counterpart: t('notifications.from', { name: counterpart }), status: order.status, createdOn: node.createdOn };
          }),
        );
        return { rows, requests: page.edges.length, total: page.totalCount, next: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null };
      }
      const answer = await client.query(CustomerChatsQuery, { first: PAGE, after }, { requestPolicy: 'network-only' }).toPromise();
      if (!answer.data) throw answer.error ?? new Error('no data');
      const page = answer.data.orders;
      const rows = page.edges.flatMap(({ node }) =>
        node.orders.map((order) => ({
          chatId: order.id,
          requestId: node.id,
          requestName: node.name,
          counterpart: t('notifications.with', { name: order.manufacturer?.company?.name ?? t('notifications.unknownProducer') }),
          status: order.status,
          createdOn: node.createdOn,
        })),
      );
      return { rows, requests: page.edges.length, total: page.totalCount, next: page.pageInfo.hasNextPage ? (page.pageInfo.endCursor ?? null) : null };
    },
    [client, side, t],
  );
}

/** The chats of each request together, in the order the requests came. */
function requestsOf(rows: readonly ChatRow[]): { requestId: string; requestName: string; createdOn: string; chats: ChatRow[] }[] {
  const groups = new Map<string, { requestId: string; requestName: string; createdOn: string; chats: ChatRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.requestId) ?? { requestId: row.requestId, requestName: row.requestName, createdOn: row.createdOn, chats: [] };
    group.chats.push(row);
    groups.set(row.requestId, group);
  }
  return [...groups.values()];
}

/** Notifications: mails about new chat messages, switched on or off for each order's chat, grouped by request. */
export function NotificationSettings() {
  const { t, i18n } = useTranslation('settings');
  const site = useSite();
  const client = useClient();
  const notice = useNotice();
  const report = useErrorReport();
  const side = site.groups.includes('manufacturer') ? 'manufacturer' : 'customer';
  const loadPage = useChatPages(side);
  const [rows, setRows] = useState<ChatRow[]>([]);
  const [total, setTotal] = useState(0);
  const [requests, setRequests] = useState(0);
  const [next, setNext] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<Record<string, boolean>>({});
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      setFailure(null);
      try {
        const page = await loadPage(after);
        const ids = page.rows.map((row) => row.chatId);
        if (ids.length > 0) {
          const answer = await client.query(ChatNotificationSettingsQuery, { chatIds: ids }, { requestPolicy: 'network-only' }).toPromise();
          if (!answer.data) throw answer.error ?? new Error('no data');
          setSubscribed((current) => ({ ...current, ...Object.fromEntries(answer.data!.chatNotificationSettings.map((s) => [s.chatId, s.subscribed])) }));
        }
        setRows((current) => [...current, ...page.rows.filter((row) => !current.some((c) => c.chatId === row.chatId))]);
        setRequests((current) => current + page.requests);
        setTotal(page.total);
        setNext(page.next);
      } catch (error) {
        setFailure(error instanceof CombinedError ? (report(error) ?? t('loadFailed')) : t('loadFailed'));
      } finally {
        setLoading(false);
      }
    },
    [client, loadPage, report, t],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load(null);
  }, [load]);

  const change = async (row: ChatRow, on: boolean) => {
    setBusy(row.chatId);
    const result = on
      ? await client.mutation(SubscribeToChatMutation, { chatId: row.chatId }).toPromise()
      : await client.mutation(UnsubscribeFromChatMutation, { chatId: row.chatId }).toPromise();
    setBusy(null);
    const answer = result.data && ('subscribeToChatNotifications' in result.data ? result.data.subscribeToChatNotifications : result.data.unsubscribeFromChatNotifications);
    if (answer) {
      setSubscribed((current) => ({ ...current, [answer.chatId]: answer.subscribed }));
      notice(t(answer.subscribed ? 'notifications.nowOn' : 'notifications.nowOff', { name: row.requestName, counterpart: row.counterpart }));
    } else if (result.error) {
      setFailure(report(result.error));
    }
  };

  return (
    <Box>
      <SettingsHeading title={t('notifications.title')} intro={t(`notifications.intro.${side}`)} />
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void load(next)}>{t('notifications.retry')}</Button>}>
          {failure}
        </Alert>
      )}
      {!loading && !failure && rows.length === 0 && <Typography>{t(`notifications.none.${side}`)}</Typography>}
      {rows.length > 0 && (
        <List aria-label={t('notifications.listLabel')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
          {requestsOf(rows).map((group, index, groups) => (
            <ListItem key={group.requestId} divider={index < groups.length - 1} sx={{ display: 'block', px: 2, py: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {group.requestName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(group.createdOn, i18n.language)} · {t('notifications.reference', { reference: group.requestId.slice(0, 8) })}
                </Typography>
              </Box>
              <List dense disablePadding aria-label={t('notifications.chatsOf', { name: group.requestName })}>
                {group.chats.map((row) => {
                  const label = t('notifications.switchLabel', { name: row.requestName, counterpart: row.counterpart, when: formatDateTime(row.createdOn, i18n.language) });
                  const on = subscribed[row.chatId] ?? true;
                  return (
                    <ListItem key={row.chatId} disableGutters sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', py: 0.25 }}>
                      <Typography variant="body2" sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                        {row.counterpart}
                      </Typography>
                      <StatusChip status={row.status} />
                      <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 150 }}>
                        <Switch checked={on} disabled={busy === row.chatId} onChange={(event) => void change(row, event.target.checked)} slotProps={{ input: { 'aria-label': label } }} />
                        <Typography variant="body2" aria-hidden="true">
                          {on ? t('notifications.mailsOn') : t('notifications.mailsOff')}
                        </Typography>
                      </Box>
                    </ListItem>
                  );
                })}
              </List>
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }} role="status" aria-live="polite">
        {loading && <CircularProgress size={24} aria-label={t('loading')} />}
        {!loading && rows.length > 0 && <Typography variant="body2">{t('notifications.shown', { count: requests, total })}</Typography>}
        {!loading && next && (
          <Button variant="outlined" onClick={() => void load(next)}>
            {t('notifications.more')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
