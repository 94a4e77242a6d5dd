import { randomUUID } from 'node:crypto';
import { chatStreamId, CURRENT_EVENT_VERSIONS, systemMessagesFor, type AccountEvent, type ChatEvent, type SuperOrderEvent, type SystemMessage } from '@pcbm/domain';
import type { EventProcessor, EventStore, RecordedEvent, SqlClient } from '@pcbm/platform';

/**
 * Announces in each order's chat what happened to the order (status changes, quotes) and to the
 * customer's company (members added or removed). The chat events commit with the reactor's
 * checkpoint, so each announcement is made exactly once, also after a restart.
 */
export function chatAnnouncements(store: EventStore): EventProcessor {
  const announce = async (tx: SqlClient, cause: RecordedEvent, orderId: string, message: SystemMessage) => {
    const event: ChatEvent = {
      type: 'SystemMessageAdded',
      data: { chatId: orderId, messageId: randomUUID(), message, causedBy: cause.eventId, occurredAt: cause.recordedAt.toISOString() },
    };
    await store.appendInTransaction(
      tx,
      chatStreamId(orderId),
      [
        {
          type: event.type,
          schemaVersion: CURRENT_EVENT_VERSIONS[event.type],
          data: event.data,
          metadata: { correlationId: cause.metadata.correlationId, causationId: cause.eventId, command: 'AnnounceInChat', actor: { kind: 'SYSTEM' } },
        },
      ],
      'any',
    );
  };

  return {
    name: 'chat-announcements',
    async handle(event: RecordedEvent, tx: SqlClient) {
      if (event.streamId.startsWith('superOrder-')) {
        for (const { orderId, message } of systemMessagesFor({ type: event.type, data: event.data } as SuperOrderEvent)) await announce(tx, event, orderId, message);
        return;
      }
      if (!event.streamId.startsWith('company-')) return;
      const { type, data } = { type: event.type, data: event.data } as AccountEvent;
      if (type !== 'CompanyMemberAdded' && type !== 'CompanyMemberRemoved') return;
      const { rows } = await tx.query<{ id: string }>(
        'select o.id from orders o join super_orders s on s.id = o.super_order_id where s.as_company_id = $1 order by o.created_on, o.id',
        [data.companyId],
      );
      for (const { id } of rows) await announce(tx, event, id, { kind: 'companyMember', companyId: data.companyId, userId: data.userId, added: type === 'CompanyMemberAdded' });
    },
    async reset() {
      throw new Error('Announcements are never replayed: they would be made twice.');
    },
  };
}
