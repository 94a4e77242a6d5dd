import { randomUUID } from 'node:crypto';
import { ACCOUNT_EVENTS, chatStreamId, domainEventOf, isEventOf, isStreamOf, SUPER_ORDER_EVENTS, systemMessagesFor, type ChatEvent, type SystemMessage } from '@pcbm/domain';
import type { EventProcessor, EventStore, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-models/read-model-names';
import { causedEvent } from './caused-event';
import { ReadModelsBehindError, readModelsReached } from './read-models-behind';
import { eventsOfStreams } from '../stream-events';

const MEMBER_CHANGES = new Set(['CompanyMemberAdded', 'CompanyMemberRemoved']);

/** One system message a recorded event makes in one order's chat. */
interface Announcement {
  readonly cause: RecordedEvent;
  readonly orderId: string;
  readonly message: SystemMessage;
  readonly index: number;
}

/** The announcements of one recorded event; a company member's change reaches the orders that existed then. */
async function announcementsOf(tx: SqlClient, event: RecordedEvent): Promise<Announcement[]> {
  if (isStreamOf(event.streamId, 'superOrder')) {
    const stored = domainEventOf(event);
    if (!isEventOf(SUPER_ORDER_EVENTS, stored)) return [];
    return systemMessagesFor(stored).map(({ orderId, message }, index) => ({ cause: event, orderId, message, index }));
  }
  if (!isStreamOf(event.streamId, 'company')) return [];
  const stored = domainEventOf(event);
  if (!isEventOf(ACCOUNT_EVENTS, stored)) return [];
  const { type, data } = stored;
  if (type !== 'CompanyMemberAdded' && type !== 'CompanyMemberRemoved') return [];
  const { rows } = await tx.query<{ id: string }>(
    // Only orders that existed when the member joined or left: a replay must not reach later ones.
    'select o.id from orders o join super_orders s on s.id = o.super_order_id where s.as_company_id = $1 and o.created_on <= $2 order by o.created_on, o.id',
    [data.companyId, event.recordedAt],
  );
  const message: SystemMessage = { kind: 'companyMember', companyId: data.companyId, userId: data.userId, added: type === 'CompanyMemberAdded' };
  return rows.map(({ id }) => ({ cause: event, orderId: id, message, index: 0 }));
}

/**
 * Announces in each order's chat what happened to the order (status changes, quotes, changes of the
 * request) and to the customer's company (members added or removed). The chat events commit with the
 * reactor's checkpoint and with a note of their cause, so each announcement is made exactly once,
 * also after a restart or when the reactor is rebuilt and replays the log. A batch notes its announcements and
 * appends them to their chats with one statement each.
 */
export function chatAnnouncements(store: EventStore): EventProcessor {
  const handleBatch = async (events: readonly RecordedEvent[], tx: SqlClient) => {
    // A member's change reaches the company's orders of that moment, which the orders read model must hold by then.
    const lastMemberChange = events.findLast((event) => isStreamOf(event.streamId, 'company') && MEMBER_CHANGES.has(event.type));
    if (lastMemberChange && !(await readModelsReached(tx, [READ_MODELS.orders], lastMemberChange))) {
      throw new ReadModelsBehindError('The orders read model has not reached the company member change yet.');
    }
    const announcements: Announcement[] = [];
    for (const event of events) announcements.push(...(await announcementsOf(tx, event)));
    if (announcements.length === 0) return;
    const { rows } = await tx.query<{ cause_event_id: string; chat_id: string; message_index: number }>(
      `insert into chat_announcements (cause_event_id, chat_id, message_index)
       select * from unnest($1::text[], $2::text[], $3::int[])
       on conflict do nothing returning cause_event_id, chat_id, message_index`,
      [announcements.map((a) => a.cause.eventId), announcements.map((a) => a.orderId), announcements.map((a) => a.index)],
    );
    const fresh = new Set(rows.map((row) => `${row.cause_event_id}\n${row.chat_id}\n${row.message_index}`));
    const appends = announcements
      .filter((a) => fresh.has(`${a.cause.eventId}\n${a.orderId}\n${a.index}`))
      .map(({ cause, orderId, message }) => {
        const event: ChatEvent = {
          type: 'SystemMessageAdded',
          data: { chatId: orderId, messageId: randomUUID(), message, causedBy: cause.eventId, occurredAt: cause.recordedAt.toISOString() },
        };
        return { streamId: chatStreamId(orderId), events: [causedEvent(event, cause, 'AnnounceInChat')] };
      });
    await store.appendToStreamsInTransaction(tx, appends, 'any');
  };

  return {
    name: READ_MODELS.chatAnnouncements,
    handles: eventsOfStreams('superOrder', 'company'),
    handleBatch,
    handle: (event, tx) => handleBatch([event], tx),
    async reset() {
      // Announcements stay made: a rebuild replays the log against the memory of what was announced.
    },
  };
}
