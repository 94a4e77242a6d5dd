import { ERASED, mailLanguage, type Locale, type OrderSide } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';

/** The two sides of an order's chat, as `fetchChatByOrderId` shows them. */
export interface OrderParticipants {
  readonly orderName: string;
  /** The requester and the assigned requesters. */
  readonly customerIds: readonly string[];
  /** The assigned handlers, or every member of the producer's company while nobody is assigned. */
  readonly producerIds: readonly string[];
}

/** Null while the order is not (yet) in the read models. */
export async function orderParticipants(tx: SqlClient, orderId: string): Promise<OrderParticipants | null> {
  const { rows } = await tx.query<{ name: string; placed_by_id: string; manufacturer_id: string }>(
    'select s.name, s.placed_by_id, o.manufacturer_id from orders o join super_orders s on s.id = o.super_order_id where o.id = $1',
    [orderId],
  );
  if (!rows[0]) return null;
  const { rows: assigned } = await tx.query<{ user_id: string; role: string }>('select user_id, role from chat_assignees where chat_id = $1 order by user_id', [orderId]);
  const handlers = assigned.filter((a) => a.role === 'Handler').map((a) => a.user_id);
  const producerIds =
    handlers.length > 0
      ? handlers
      : (
          await tx.query<{ user_id: string }>(
            'select cm.user_id from company_members cm join manufacturers m on m.company_id = cm.company_id where m.id = $1 order by cm.added_on, cm.user_id',
            [rows[0].manufacturer_id],
          )
        ).rows.map((r) => r.user_id);
  return {
    orderName: rows[0].name,
    customerIds: [...new Set([rows[0].placed_by_id, ...assigned.filter((a) => a.role === 'Requester').map((a) => a.user_id)])],
    producerIds,
  };
}

export interface MailRecipient {
  readonly userId: string;
  readonly email: string;
  readonly locale: Locale;
  readonly side: OrderSide;
}

/** Of the given people on one side, those with an address who have not switched this chat's notifications off. */
export async function chatMailRecipients(tx: SqlClient, chatId: string, userIds: readonly string[], side: OrderSide): Promise<MailRecipient[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.query<{ id: string; email: string; locale: string }>(
    `select u.id, u.email, u.locale from users u
     where u.id = any($1::text[])
       and not exists (select 1 from chat_notification_settings s where s.chat_id = $2 and s.user_id = u.id and not s.subscribed)
     order by u.id`,
    [userIds, chatId],
  );
  return rows.filter((r) => r.email && r.email !== ERASED && r.email.includes('@')).map((r) => ({ userId: r.id, email: r.email, locale: mailLanguage(r.locale), side }));
}
