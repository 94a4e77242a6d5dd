import { randomUUID } from 'node:crypto';
import { chatStreamId, ErrorCode, isCustomerOf, isProducerOf, MAX_MESSAGE_LENGTH, type Actor, type DomainEvent } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { appendDecision } from '../../application/append-decision';
import { findSuperOrderByAnyId } from '../../application/order-queries';
import { readUploads } from '../../application/uploads';
import { UploadScalar } from '../types/upload-scalar';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { connectionOf } from '../types/connection-factory';

@ObjectType('ChatAssignees')
class ChatAssigneesType {
  @Field(() => [ID], { description: "The customer's side." }) requesterIds!: string[];
  @Field(() => [ID], { description: "The producer's side." }) handlerIds!: string[];
}

@ObjectType('Chat')
export class ChatType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'The order the chat belongs to.' }) resource!: string;
  @Field(() => ChatAssigneesType) assignees!: ChatAssigneesType;
}

@ObjectType('ChatMessage', { description: 'A text or a system message; the fields of its kind are set.' })
export class ChatMessageType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'text, orderStatus, quote or companyMember' }) kind!: string;
  @Field(() => Date) createdOn!: Date;
  @Field(() => ID, { nullable: true }) senderId!: string | null;
  @Field(() => String) senderRole!: string;
  @Field(() => String, { nullable: true }) text!: string | null;
  @Field(() => String, { nullable: true }) orderStatus!: string | null;
  @Field(() => String, { nullable: true }) quoteStatus!: string | null;
  @Field(() => ID, { nullable: true }) quoteFileId!: string | null;
  @Field(() => ID, { nullable: true }) companyId!: string | null;
  @Field(() => ID, { nullable: true }) userId!: string | null;
  @Field(() => Boolean, { nullable: true }) added!: boolean | null;
  @Field(() => ID, { nullable: true }) fileId!: string | null;
  @Field(() => String, { nullable: true }) filename!: string | null;
  @Field(() => String, { nullable: true }) fileDescription!: string | null;
}

const ChatMessageConnection = connectionOf(ChatMessageType, 'ChatMessage');

interface MessageRow {
  message_id: string;
  position: string;
  kind: string;
  sender_id: string | null;
  sender_role: string;
  body: Record<string, unknown> | string;
  created_on: Date | string;
}

const toMessage = (row: MessageRow): ChatMessageType => {
  const body = (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as Record<string, unknown>;
  const pick = <T>(key: string) => (body[key] ?? null) as T | null;
  return {
    id: row.message_id,
    kind: row.kind,
    createdOn: new Date(row.created_on),
    senderId: row.sender_id,
    senderRole: row.sender_role,
    text: pick('text'),
    orderStatus: pick('orderStatus'),
    quoteStatus: pick('quoteStatus'),
    quoteFileId: pick('quoteFileId'),
    companyId: pick('companyId'),
    userId: pick('userId'),
    added: pick('added'),
    fileId: pick('fileId'),
    filename: pick('filename'),
    fileDescription: pick('fileDescription'),
  };
};

/** The chat's order and which side the actor is on; anyone else is refused. */
export async function chatAccess(context: GraphQLContext, orderId: string): Promise<{ actor: Actor; role: 'Requester' | 'Handler' | 'Admin'; customerId: string; manufacturerId: string }> {
  const actor = requireActor(context);
  const superOrder = await findSuperOrderByAnyId(context.services.db, orderId);
  const order = superOrder?.orders.find((o) => o.id === orderId);
  if (!superOrder || !order) return refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
  const role = isCustomerOf(actor, superOrder) ? 'Requester' : isProducerOf(actor, order) ? 'Handler' : actor.isAdmin ? 'Admin' : null;
  if (!role) return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'You may not see this chat.');
  return { actor, role, customerId: superOrder.placedById, manufacturerId: order.manufacturerId };
}

/** Unread messages of one chat for one person: everything after what they last fetched, not written by them. */
export async function unreadCount(context: GraphQLContext, chatId: string, userId: string): Promise<number> {
  const { rows } = await context.services.db.query<{ unread: number }>(
    `select count(*)::int as unread from chat_messages m
     where m.chat_id = $1 and coalesce(m.sender_id, '') <> $2
       and m.position > coalesce((select read_position from chat_reads r where r.chat_id = $1 and r.user_id = $2), 0)`,
    [chatId, userId],
  );
  return rows[0].unread;
}

@Resolver()
export class ChatResolver {
  @Query(() => ChatType, { description: "An order's chat and who is on each side." })
  async fetchChatByOrderId(@Ctx() context: GraphQLContext, @Arg('orderId', () => ID) orderId: string): Promise<ChatType> {
    const access = await chatAccess(context, orderId);
    const { rows: assigned } = await context.services.db.query<{ user_id: string; role: string }>('select user_id, role from chat_assignees where chat_id = $1 order by user_id', [orderId]);
    const { rows: producers } = await context.services.db.query<{ user_id: string }>(
      'select cm.user_id from company_members cm join manufacturers m on m.company_id = cm.company_id where m.id = $1 order by cm.added_on',
      [access.manufacturerId],
    );
    const handlers = assigned.filter((a) => a.role === 'Handler').map((a) => a.user_id);
    return {
      id: orderId,
      resource: orderId,
      assignees: {
        requesterIds: [...new Set([access.customerId, ...assigned.filter((a) => a.role === 'Requester').map((a) => a.user_id)])],
        handlerIds: handlers.length > 0 ? handlers : producers.map((p) => p.user_id),
      },
    };
  }

  @Mutation(() => ChatType, { description: 'The signed-in person joins the chat on their side (and gets its notifications).' })
  async assignUserToChat(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<ChatType> {
    const { actor, role } = await chatAccess(context, chatId);
    if (role === 'Admin') refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the two sides of an order take part in its chat.');
    await this.record(context, chatId, { type: 'UserAssignedToChat', data: { chatId, userId: actor.userId, role, occurredAt: new Date().toISOString() } });
    return this.fetchChatByOrderId(context, chatId);
  }

  @Mutation(() => Boolean, { description: 'The signed-in person leaves the chat.' })
  async unassignUserFromChat(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<boolean> {
    const { actor } = await chatAccess(context, chatId);
    await this.record(context, chatId, { type: 'UserUnassignedFromChat', data: { chatId, userId: actor.userId, occurredAt: new Date().toISOString() } });
    return true;
  }

  @Mutation(() => ChatMessageType, { description: 'Sends a file (under 10 MB) with an optional description.' })
  async sendNewFileMessage(
    @Ctx() context: GraphQLContext,
    @Arg('chatId', () => ID) chatId: string,
    @Arg('file', () => UploadScalar) upload: File,
    @Arg('description', () => String, { nullable: true }) description: string | null,
  ): Promise<ChatMessageType> {
    const { actor, role } = await chatAccess(context, chatId);
    if (role === 'Admin') refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the two sides of an order write in its chat.');
    if ((description ?? '').length > 2500) refuse(ErrorCode.INVALID_INPUT, 'The description must be less than 2500 characters');
    const [file] = await readUploads([{ kind: 'additional', file: upload }], chatId);
    await context.services.files.writeContent(file);
    await context.services.db.transaction((tx) => context.services.files.recordMetadata(tx, file));
    const messageId = randomUUID();
    await this.record(context, chatId, {
      type: 'FileMessageSent',
      data: { chatId, messageId, senderId: actor.userId, senderRole: role, fileId: file.id, filename: file.filename, fileDescription: description?.trim() || null, occurredAt: new Date().toISOString() },
    });
    const { rows } = await context.services.db.query<MessageRow>('select * from chat_messages where message_id = $1', [messageId]);
    return toMessage(rows[0]);
  }

  private async record(context: GraphQLContext, chatId: string, event: DomainEvent): Promise<void> {
    await appendDecision<null>(context.services, chatStreamId(chatId), () => null, () => [event], { correlationId: context.requestId, command: event.type, actor: context.actor }, ['chats']);
  }

  @Query(() => ChatMessageConnection, { description: 'Messages of a chat, oldest first; fetching marks them read.' })
  async fetchMessages(
    @Ctx() context: GraphQLContext,
    @Arg('chatId', () => ID) chatId: string,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ) {
    const { actor } = await chatAccess(context, chatId);
    const from = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
    if (!Number.isInteger(from) || from < 0) refuse(ErrorCode.INVALID_CURSOR, 'The cursor is not valid.');
    const size = Math.min(first ?? 50, 200);
    const { rows } = await context.services.db.query<MessageRow>(
      'select * from chat_messages where chat_id = $1 and position > $2 order by position limit $3',
      [chatId, from, size + 1],
    );
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    if (last) {
      await context.services.db.query(
        `insert into chat_reads (chat_id, user_id, read_position) values ($1, $2, $3)
         on conflict (chat_id, user_id) do update set read_position = greatest(chat_reads.read_position, excluded.read_position)`,
        [chatId, actor.userId, last.position],
      );
    }
    const { rows: total } = await context.services.db.query<{ n: number }>('select count(*)::int as n from chat_messages where chat_id = $1', [chatId]);
    const cursor = (row: MessageRow) => Buffer.from(String(row.position)).toString('base64url');
    return {
      edges: page.map((row) => ({ cursor: cursor(row), node: toMessage(row) })),
      totalCount: total[0].n,
      pageInfo: { startCursor: page[0] ? cursor(page[0]) : null, endCursor: last ? cursor(last) : null, hasNextPage: rows.length > size, hasPreviousPage: from > 0 },
    };
  }

  @Mutation(() => ChatMessageType, { description: 'Writes a text message; longer texts than a message holds are refused with the advice to send them as a file.' })
  async sendNewTextMessage(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string, @Arg('text', () => String) text: string): Promise<ChatMessageType> {
    const { actor, role } = await chatAccess(context, chatId);
    if (role === 'Admin') refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the two sides of an order write in its chat.');
    const trimmed = text.trim();
    if (!trimmed) refuse(ErrorCode.INVALID_INPUT, 'The message is empty.');
    if (trimmed.length > MAX_MESSAGE_LENGTH) refuse(ErrorCode.INVALID_INPUT, `The text is longer than ${MAX_MESSAGE_LENGTH} characters; please send it as a text file.`, { sendAsFile: true });
    const messageId = randomUUID();
    await appendDecision<null>(
      context.services,
      chatStreamId(chatId),
      () => null,
      (): DomainEvent[] => [
        { type: 'TextMessageSent', data: { chatId, messageId, senderId: actor.userId, senderRole: role, text: trimmed, occurredAt: new Date().toISOString() } },
      ],
      { correlationId: context.requestId, command: 'SendNewTextMessage', actor },
      ['chats'],
    );
    const { rows } = await context.services.db.query<MessageRow>('select * from chat_messages where message_id = $1', [messageId]);
    return toMessage(rows[0]);
  }
}
