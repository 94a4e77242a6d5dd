import {
  dueResponseWindowMails,
  RESPONSE_WINDOW_REMINDER_BEFORE_MS,
  domainEventOf,
  evolveSuperOrder,
  idOfStream,
  isEventOf,
  SUPER_ORDER_EVENTS,
  responseWindowExpiredMail,
  responseWindowReminderMail,
  type SuperOrderState,
} from '@pcbm/domain';
import { recordMail, systemClock, type Clock, type Database, type EventProcessor, type RecordedEvent, type SqlClient } from '@pcbm/platform';
import { chatMailRecipients, orderParticipants } from './order-participants';
import { eventsOfStreams } from '../stream-events';

/**
 * What the timer keeps of a super order: the decider's state without the requests and their files
 * (personal data), the super order's and each order's own.
 */
const withoutRequest = (state: SuperOrderState) => ({
  ...state,
  request: null,
  files: null,
  orders: state.orders.map((order) => ({ ...order, request: {}, files: { additionalFiles: [] } })),
});

const parsed = (state: SuperOrderState | string): SuperOrderState => (typeof state === 'string' ? (JSON.parse(state) as SuperOrderState) : state);

/**
 * Follows the super orders and keeps, per order, the end of its current response window (the
 * decider's own `responseDeadline`), in tables written with the processor's checkpoint. A batch loads each super
 * order once and writes the states and the timers with one statement each.
 */
export function responseWindowTimers(): EventProcessor {
  const handleBatch = async (events: readonly RecordedEvent[], tx: SqlClient) => {
    const histories = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      const superOrderId = idOfStream(event.streamId, 'superOrder');
      if (!superOrderId) continue;
      const history = histories.get(superOrderId);
      if (history) history.push(event);
      else histories.set(superOrderId, [event]);
    }
    if (histories.size === 0) return;
    const { rows } = await tx.query<{ super_order_id: string; state: SuperOrderState | string }>(
      'select super_order_id, state from response_window_orders where super_order_id = any($1::text[])',
      [[...histories.keys()]],
    );
    const loaded = new Map(rows.map((row) => [row.super_order_id, parsed(row.state)]));
    const changed: { superOrderId: string; state: SuperOrderState }[] = [];
    for (const [superOrderId, history] of histories) {
      let state = loaded.get(superOrderId) ?? null;
      let moved = false;
      for (const event of history) {
        const stored = domainEventOf(event);
        if (!isEventOf(SUPER_ORDER_EVENTS, stored)) continue;
        const after = evolveSuperOrder(state, stored);
        if (!after) continue;
        // Each event is applied to the state as the table keeps it, without the requests, as one at a time would.
        state = withoutRequest(after) as unknown as SuperOrderState;
        moved = true;
      }
      if (moved && state) changed.push({ superOrderId, state });
    }
    if (changed.length === 0) return;
    await tx.query(
      `insert into response_window_orders (super_order_id, state) select * from unnest($1::text[], $2::jsonb[])
       on conflict (super_order_id) do update set state = excluded.state`,
      [changed.map(({ superOrderId }) => superOrderId), changed.map(({ state }) => JSON.stringify(state))],
    );
    const timers = changed.flatMap(({ superOrderId, state }) => state.orders.map((order) => ({ order, superOrderId })));
    await tx.query(
      `insert into response_window_timers (order_id, super_order_id, deadline) select * from unnest($1::text[], $2::text[], $3::text[])
       on conflict (order_id) do update set deadline = excluded.deadline`,
      [timers.map(({ order }) => order.id), timers.map(({ superOrderId }) => superOrderId), timers.map(({ order }) => order.responseDeadline)],
    );
  };

  return {
    name: 'response-window-timers',
    handles: eventsOfStreams('superOrder'),
    handleBatch,
    handle: (event, tx) => handleBatch([event], tx),
    async reset() {
      throw new Error('The response window timers are never replayed: their mails would be sent again.');
    },
  };
}

interface TimerRow {
  order_id: string;
  deadline: string;
  reminded_for: string | null;
  expired_for: string | null;
}

/** At most this many ended windows and this many ending ones are dealt with in one round. */
const DUE_PER_ROUND = 200;

/**
 * Records the mails that are due at `clock()`: the producer's reminder one day before the window
 * ends, the customer's notice once it has ended. Each is recorded with its timer's mark in one
 * transaction, so it goes out once, also across restarts.
 */
export async function recordDueResponseWindowMails(db: Database, options: { publicUrl: string; clock?: Clock }): Promise<number> {
  const now = (options.clock ?? systemClock)();
  const horizon = new Date(now.getTime() + RESPONSE_WINDOW_REMINDER_BEFORE_MS).toISOString();
  return db.transaction(async (tx) => {
    // Two reads, each by its own partial index: a timer leaves the first once its window's end is told and the second
    // once its reminder is sent, so neither walks past the windows already dealt with, and reminded windows in their
    // last day never hold back a reminder that is still due.
    const columns = 'order_id, deadline, reminded_for, expired_for';
    const ended = await tx.query<TimerRow>(
      `select ${columns} from response_window_timers
       where deadline is not null and expired_for is distinct from deadline and deadline <= $1
       order by deadline, order_id limit ${DUE_PER_ROUND} for update`,
      [now.toISOString()],
    );
    const ending = await tx.query<TimerRow>(
      `select ${columns} from response_window_timers
       where deadline is not null and reminded_for is distinct from deadline and deadline > $1 and deadline <= $2
       order by deadline, order_id limit ${DUE_PER_ROUND} for update`,
      [now.toISOString(), horizon],
    );
    const rows = [...ended.rows, ...ending.rows];
    let recorded = 0;
    for (const timer of rows) {
      const due = dueResponseWindowMails({ deadline: timer.deadline, remindedFor: timer.reminded_for, expiredFor: timer.expired_for }, now);
      if (!due.reminder && !due.expiry) continue;
      const participants = await orderParticipants(tx, timer.order_id);
      if (!participants) continue;
      const side = due.expiry ? 'customer' : 'producer';
      const people = due.expiry ? participants.customerIds : participants.producerIds;
      const template = due.expiry ? responseWindowExpiredMail : responseWindowReminderMail;
      for (const recipient of await chatMailRecipients(tx, timer.order_id, people, side)) {
        const mail = template({ locale: recipient.locale, orderId: timer.order_id, orderName: participants.orderName, deadline: timer.deadline, publicUrl: options.publicUrl });
        const cause = `response-window-${due.expiry ? 'expired' : 'reminder'}:${timer.order_id}:${timer.deadline}`;
        if (await recordMail(tx, { cause, recipient: recipient.email, recipientSubject: `user:${recipient.userId}`, ...mail }, now)) recorded++;
      }
      await tx.query(
        due.expiry
          ? 'update response_window_timers set expired_for = deadline, reminded_for = deadline where order_id = $1'
          : 'update response_window_timers set reminded_for = deadline where order_id = $1',
        [timer.order_id],
      );
    }
    return recorded;
  });
}
