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

/** The participants of each order, with three statements however many orders; an order not (yet) in the read models is missing. */
export async function participantsOfOrders(tx: SqlClient, orderIds: readonly string[]): Promise<Map<string, OrderParticipants>> {
  const participants = new Map<string, OrderParticipants>();
  if (orderIds.length === 0) return participants;
  const { rows: orders } = await tx.query<{ id: string; name: string; placed_by_id: string; manufacturer_id: string }>(
    'select o.id, s.name, s.placed_by_id, o.manufacturer_id from orders o join super_orders s on s.id = o.super_order_id where o.id = any($1::text[])',
    [[...new Set(orderIds)]],
  );
  if (orders.length === 0) return participants;
  const { rows: assigned } = await tx.query<{ chat_id: string; user_id: string; role: string }>(
    'select chat_id, user_id, role from chat_assignees where chat_id = any($1::text[]) order by chat_id, user_id',
    [orders.map((order) => order.id)],
  );
  const assignedTo = groupBy(assigned, (a) => a.chat_id);
  const handlersOf = (orderId: string) => (assignedTo.get(orderId) ?? []).filter((a) => a.role === 'Handler').map((a) => a.user_id);
  const unhandled = [...new Set(orders.filter((order) => handlersOf(order.id).length === 0).map((order) => order.manufacturer_id))];
  const { rows: members } =
    unhandled.length === 0
      ? { rows: [] }
      : await tx.query<{ manufacturer_id: string; user_id: string }>(
          `select m.id as manufacturer_id, cm.user_id from company_members cm join manufacturers m on m.company_id = cm.company_id
           where m.id = any($1::text[]) order by m.id, cm.added_on, cm.user_id`,
          [unhandled],
        );
  const membersOf = groupBy(members, (m) => m.manufacturer_id);
  for (const order of orders) {
    const handlers = handlersOf(order.id);
    const requesters = (assignedTo.get(order.id) ?? []).filter((a) => a.role === 'Requester').map((a) => a.user_id);
    participants.set(order.id, {
      orderName: order.name,
      customerIds: [...new Set([order.placed_by_id, ...requesters])],
      producerIds: handlers.length > 0 ? handlers : (membersOf.get(order.manufacturer_id) ?? []).map((m) => m.user_id),
    });
  }
  return participants;
}

/** Null while the order is not (yet) in the read models. */
export async function orderParticipants(tx: SqlClient, orderId: string): Promise<OrderParticipants | null> {
  return (await participantsOfOrders(tx, [orderId])).get(orderId) ?? null;
}

export interface MailRecipient {
  readonly userId: string;
  readonly email: string;
  readonly locale: Locale;
  readonly side: OrderSide;
}

/** Whom to ask about: some people on one side of one chat. */
export interface RecipientQuestion {
  readonly chatId: string;
  readonly userIds: readonly string[];
  readonly side: OrderSide;
}

/**
 * For each question (by index), those of its people with an address who have not switched that chat's notifications
 * off, ordered by id; two statements however many questions.
 */
export async function mailRecipientsOf(tx: SqlClient, questions: readonly RecipientQuestion[]): Promise<MailRecipient[][]> {
  const userIds = [...new Set(questions.flatMap((question) => question.userIds))];
  if (userIds.length === 0) return questions.map(() => []);
  const chatIds = [...new Set(questions.map((question) => question.chatId))];
  const { rows: users } = await tx.query<{ id: string; email: string; locale: string }>('select id, email, locale from users where id = any($1::text[]) order by id', [userIds]);
  const { rows: switchedOff } = await tx.query<{ chat_id: string; user_id: string }>(
    'select chat_id, user_id from chat_notification_settings where chat_id = any($1::text[]) and user_id = any($2::text[]) and not subscribed',
    [chatIds, userIds],
  );
  const off = new Set(switchedOff.map((row) => `${row.chat_id}\n${row.user_id}`));
  const reachable = users.filter((user) => user.email && user.email !== ERASED && user.email.includes('@'));
  return questions.map(({ chatId, userIds: asked, side }) => {
    const wanted = new Set(asked);
    return reachable
      .filter((user) => wanted.has(user.id) && !off.has(`${chatId}\n${user.id}`))
      .map((user) => ({ userId: user.id, email: user.email, locale: mailLanguage(user.locale), side }));
  });
}

/** Of the given people on one side, those with an address who have not switched this chat's notifications off. */
export async function chatMailRecipients(tx: SqlClient, chatId: string, userIds: readonly string[], side: OrderSide): Promise<MailRecipient[]> {
  return (await mailRecipientsOf(tx, [{ chatId, userIds, side }]))[0];
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}
