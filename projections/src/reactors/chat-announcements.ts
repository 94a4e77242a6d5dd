import { randomUUID } from 'node:crypto';
import { ACCOUNT_EVENTS, chatStreamId, domainEventOf, isEventOf, isStreamOf, SUPER_ORDER_EVENTS, systemMessagesFor, type ChatEvent, type SystemMessage } from '@pcbm/domain';
import type { EventProcessor, EventStore, RecordedEvent, SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '../read-models/read-model-names';
import { causedEvent } from './caused-event';

/**
 * Announces in each order's chat what happened to the order (status changes, quotes, changes of the
 * request) and to the customer's company (members added or removed). The chat events commit with the
 * reactor's checkpoint and with a note of their cause, so each announcement is made exactly once,
 * also after a restart or when the reactor is rebuilt and replays the log.
 */
export function chatAnnouncements(store: EventStore): EventProcessor {
  const announce = async (tx: SqlClient, cause: RecordedEvent, orderId: string, message: SystemMessage, index: number) => {
    const { rows } = await tx.query(
      'insert into chat_announcements (cause_event_id, chat_id, message_index) values ($1, $2, $3) on conflict do nothing returning cause_event_id',
      [cause.eventId, orderId, index],
    );
    if (rows.length === 0) return;
    const event: ChatEvent = {
      type: 'SystemMessageAdded',
      data: { chatId: orderId, messageId: randomUUID(), message, causedBy: cause.eventId, occurredAt: cause.recordedAt.toISOString() },
    };
    await store.appendInTransaction(tx, chatStreamId(orderId), [causedEvent(event, cause, 'AnnounceInChat')], 'any');
  };

  return {
    name: READ_MODELS.chatAnnouncements,
    async handle(event: RecordedEvent, tx: SqlClient) {
      if (isStreamOf(event.streamId, 'superOrder')) {
        const stored = domainEventOf(event);
        if (!isEventOf(SUPER_ORDER_EVENTS, stored)) return;
        const announcements = systemMessagesFor(stored);
        for (const [index, { orderId, message }] of announcements.entries()) await announce(tx, event, orderId, message, index);
        return;
      }
      if (!isStreamOf(event.streamId, 'company')) return;
      const stored = domainEventOf(event);
      if (!isEventOf(ACCOUNT_EVENTS, stored)) return;
      const { type, data } = stored;
      if (type !== 'CompanyMemberAdded' && type !== 'CompanyMemberRemoved') return;
      const { rows } = await tx.query<{ id: string }>(
        // Only orders that existed when the member joined or left: a replay must not reach later ones.
        'select o.id from orders o join super_orders s on s.id = o.super_order_id where s.as_company_id = $1 and o.created_on <= $2 order by o.created_on, o.id',
        [data.companyId, event.recordedAt],
      );
      for (const { id } of rows) await announce(tx, event, id, { kind: 'companyMember', companyId: data.companyId, userId: data.userId, added: type === 'CompanyMemberAdded' }, 0);
    },
    async reset() {
      // Announcements stay made: a rebuild replays the log against the memory of what was announced.
    },
  };
}
