import { CHAT_EVENTS, chatNotificationMail, domainEventOf, isEventOf, isStreamOf, NOTIFICATION_EVENTS, type ChatMailItem, type ChatMailOrder, type OrderSide } from '@pcbm/domain';
import { recordMails, systemClock, type Clock, type EventProcessor, type RecordedEvent, type SqlClient } from '@pcbm/platform';
import { accountProjector, chatProjector, orderProjector } from '../read-models';
import { mailRecipientsOf, participantsOfOrders, type MailRecipient, type RecipientQuestion } from './order-participants';
import { READ_MODELS } from '../read-models/read-model-names';
import { ReadModelsBehindError, readModelsReached } from './read-models-behind';
import { eventsOfStreams } from '../stream-events';

/** Where the recipients come from: orders, users and company members, chat assignees. */
const RECIPIENT_READ_MODELS = [orderProjector.name, accountProjector.name, chatProjector.name];

/** The messages of one cause (correlation) in a batch, by chat. */
interface PendingGroup {
  readonly cause: string;
  readonly chats: Map<string, { item: ChatMailItem; notify: readonly OrderSide[] }[]>;
  /** People who caused the messages: they get no mail about them. */
  readonly actors: Set<string>;
}

export const CHAT_NOTIFICATIONS = READ_MODELS.chatNotifications;
const MESSAGE_TYPES = new Set(['TextMessageSent', 'FileMessageSent', 'SystemMessageAdded']);
const sideOf = (role: string): OrderSide => (role === 'Requester' ? 'customer' : 'producer');
const otherSide = (side: OrderSide): OrderSide => (side === 'customer' ? 'producer' : 'customer');

const EVENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who caused each event, by their ids, in one query; a cause that is no event id names nobody (and cannot stop the reactor). */
async function actingUsersOf(tx: SqlClient, eventIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(eventIds.filter((id) => EVENT_ID.test(id)).map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<{ event_id: string; user_id: string | null }>(
    `select event_id::text as event_id, metadata->'actor'->>'userId' as user_id from events where event_id = any($1::uuid[])`,
    [ids],
  );
  return new Map(rows.flatMap((row) => (row.user_id ? [[row.event_id, row.user_id] as const] : [])));
}

/**
 * Mails the participants of an order's chat about new messages: texts and files to the other
 * side, system messages to both sides, never to the person who caused them, and not to whoever
 * switched the chat's notifications off. Messages of one cause (one command's correlation) that
 * arrive together make one mail per person, also when they went into the chats of several orders.
 * The outbox rows commit with the checkpoint, so each message is mailed once; the reactor also
 * keeps the notification settings it decides on.
 */
export function chatNotifications(options: { publicUrl: string; clock?: Clock }): EventProcessor {
  const clock = options.clock ?? systemClock;

  /** Records the mails of the pending groups: one mail per person and group, with a few statements for all groups. */
  const flush = async (tx: SqlClient, groups: readonly PendingGroup[]) => {
    const participants = await participantsOfOrders(tx, groups.flatMap((group) => [...group.chats.keys()]));
    const asked: { group: PendingGroup; chatId: string; items: ChatMailItem[]; question: RecipientQuestion }[] = [];
    for (const group of groups) {
      for (const [chatId, messages] of group.chats) {
        const sides = participants.get(chatId);
        if (!sides) throw new ReadModelsBehindError(`The order ${chatId} is not in the read models yet.`);
        for (const side of ['customer', 'producer'] as const) {
          const items = messages.filter((m) => m.notify.includes(side)).map((m) => m.item);
          if (items.length === 0) continue;
          const people = (side === 'customer' ? sides.customerIds : sides.producerIds).filter((id) => !group.actors.has(id));
          asked.push({ group, chatId, items, question: { chatId, userIds: people, side } });
        }
      }
    }
    const answers = await mailRecipientsOf(tx, asked.map(({ question }) => question));
    const mails = new Map<PendingGroup, Map<string, { recipient: MailRecipient; orders: ChatMailOrder[] }>>();
    asked.forEach(({ group, chatId, items }, index) => {
      const ofGroup = mails.get(group) ?? new Map<string, { recipient: MailRecipient; orders: ChatMailOrder[] }>();
      mails.set(group, ofGroup);
      for (const recipient of answers[index]) {
        const key = `${recipient.userId}\n${recipient.side}`;
        const mail = ofGroup.get(key) ?? { recipient, orders: [] };
        mail.orders.push({ orderId: chatId, orderName: participants.get(chatId)!.orderName, items });
        ofGroup.set(key, mail);
      }
    });
    const outbox = [...mails].flatMap(([group, ofGroup]) =>
      [...ofGroup.values()].map(({ recipient, orders }) => {
        const mail = chatNotificationMail({ locale: recipient.locale, side: recipient.side, orders, publicUrl: options.publicUrl });
        return { cause: `${group.cause}:${recipient.side}`, recipient: recipient.email, recipientSubject: `user:${recipient.userId}`, ...mail };
      }),
    );
    await recordMails(tx, outbox, clock());
  };

  const handleBatch = async (events: readonly RecordedEvent[], tx: SqlClient) => {
    const lastMessage = events.findLast((event) => isStreamOf(event.streamId, 'chat') && MESSAGE_TYPES.has(event.type));
    if (lastMessage && !(await readModelsReached(tx, RECIPIENT_READ_MODELS, lastMessage))) throw new ReadModelsBehindError('The read models have not reached the chat messages yet.');
    // The batch's chat messages, decoded once: who caused its system messages is looked up for all of them together.
    const chatMessages = events.map((event) => {
      if (!isStreamOf(event.streamId, 'chat') || !MESSAGE_TYPES.has(event.type)) return null;
      const chatEvent = domainEventOf(event);
      return isEventOf(CHAT_EVENTS, chatEvent) ? chatEvent : null;
    });
    const actingUsers = await actingUsersOf(
      tx,
      chatMessages.flatMap((chatEvent) => (chatEvent?.type === 'SystemMessageAdded' && chatEvent.data.causedBy ? [chatEvent.data.causedBy] : [])),
    );
    const groups = new Map<string, PendingGroup>();
    const flushAll = async () => {
      if (groups.size > 0) await flush(tx, [...groups.values()]);
      groups.clear();
    };
    for (const [index, event] of events.entries()) {
      if (event.type === 'ChatNotificationsSwitched' && isStreamOf(event.streamId, 'user')) {
        await flushAll();
        const stored = domainEventOf(event);
        if (!isEventOf(NOTIFICATION_EVENTS, stored) || stored.type !== 'ChatNotificationsSwitched') continue;
        const { data } = stored;
        await tx.query(
          `insert into chat_notification_settings (chat_id, user_id, subscribed) values ($1, $2, $3)
           on conflict (chat_id, user_id) do update set subscribed = excluded.subscribed`,
          [data.chatId, data.userId, data.subscribed],
        );
        continue;
      }
      const chatEvent = chatMessages[index];
      if (!chatEvent) continue;
      const key = event.metadata.correlationId ?? event.eventId;
      const group = groups.get(key) ?? { cause: `chat:${event.eventId}`, chats: new Map(), actors: new Set<string>() };
      groups.set(key, group);
      const messages = group.chats.get(chatEvent.data.chatId) ?? [];
      group.chats.set(chatEvent.data.chatId, messages);
      if (chatEvent.type === 'TextMessageSent' || chatEvent.type === 'FileMessageSent') {
        const from = sideOf(chatEvent.data.senderRole);
        group.actors.add(chatEvent.data.senderId);
        const item: ChatMailItem = chatEvent.type === 'TextMessageSent' ? { kind: 'text', from } : { kind: 'file', from, filename: chatEvent.data.filename };
        messages.push({ item, notify: [otherSide(from)] });
      } else if (chatEvent.type === 'SystemMessageAdded') {
        const actor = chatEvent.data.causedBy ? actingUsers.get(chatEvent.data.causedBy.toLowerCase()) : undefined;
        if (actor) group.actors.add(actor);
        messages.push({ item: { kind: 'system', message: chatEvent.data.message as unknown as { kind: string } & Record<string, unknown> }, notify: ['customer', 'producer'] });
      }
    }
    await flushAll();
  };

  return {
    name: CHAT_NOTIFICATIONS,
    handles: eventsOfStreams('chat', 'user'),
    handleBatch,
    handle: (event, tx) => handleBatch([event], tx),
    async reset() {
      throw new Error('Notifications are never replayed: every mail would be sent again.');
    },
  };
}
