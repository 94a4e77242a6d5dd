import { randomUUID } from 'node:crypto';
import { chatDecider, ErrorCode, isCustomerOf, isProducerOf, type Actor, type ChatCommand, type ChatEvent } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { decision, type CommandResult } from '../../application/command-handler';
import { MESSAGE_PAGE, positionPage } from '../../application/paging';
import { readUploads } from '../../application/uploads';
import type { NewFile } from '@pcbm/platform';
import { UploadScalar } from '../types/upload-scalar';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { connectionOf } from '../types/connection-factory';
import { READ_MODELS } from '@pcbm/projections';
import { CHAT_MESSAGES, chatAssignees, chatSideCompanies, markChatRead, producerMemberIds, type ChatMessageRow, type OrderParties } from '@pcbm/projections/queries';

@ObjectType('ChatAssignees')
class ChatAssigneesType {
  @Field(() => [ID], { description: "The customer's side." }) requesterIds!: string[];
  @Field(() => [ID], { description: "The producer's side." }) handlerIds!: string[];
}

@ObjectType('ChatParticipants', { description: 'The people of one side of the chat, shown per company.' })
class ChatParticipantsType {
  @Field(() => String, { description: 'Requester (the customer\'s side) or Handler (the producer\'s side).' }) role!: string;
  @Field(() => ID, { nullable: true, description: 'The company the side acts for; none for a customer ordering as a person.' }) companyId!: string | null;
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field(() => [ID]) userIds!: string[];
}

@ObjectType('Chat')
export class ChatType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'The order the chat belongs to.' }) resource!: string;
  @Field(() => ChatAssigneesType) assignees!: ChatAssigneesType;
  @Field(() => [ChatParticipantsType]) participants!: ChatParticipantsType[];
}

@ObjectType('ChatMessage', {
  description: 'A message of kind text, file, orderStatus, quote, companyMember, parameterChange, electronicComponents or orderFile; the fields of its kind are set.',
})
export class ChatMessageType {
  @Field(() => ID) id!: string;
  @Field(() => String) kind!: string;
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
  @Field(() => String, { nullable: true, description: 'parameterChange: which parameter of the request changed.' }) parameter!: string | null;
  @Field(() => String, { nullable: true, description: 'parameterChange: the new value; not given for addresses and notes.' }) changedTo!: string | null;
  @Field(() => String, { nullable: true, description: 'electronicComponents: ADDED, REMOVED or CHANGED.' }) operation!: string | null;
  @Field(() => Int, { nullable: true, description: 'electronicComponents: how many components.' }) numberComponents!: number | null;
  @Field(() => String, { nullable: true, description: 'orderFile: which file of the order (pcb, job, bom, placement, preview, additional, ...).' }) fileKind!: string | null;
  @Field(() => ID, { nullable: true, description: 'orderFile: the versioned file.' }) orderVersionedFileId!: string | null;
}

const ChatMessageConnection = connectionOf(ChatMessageType, 'ChatMessage');

type MessageRow = ChatMessageRow;

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
    parameter: pick('parameter'),
    changedTo: pick('changedTo'),
    operation: pick('operation'),
    numberComponents: pick('numberComponents'),
    fileKind: pick('fileKind'),
    orderVersionedFileId: pick('orderVersionedFileId'),
  };
};

/**
 * The chat's order and which side the actor is on; anyone else is refused. Only who the order is between is read, not
 * the request's whole document, and only once per process: every chat message and every look at a chat asks.
 */
export type ChatRole = 'Requester' | 'Handler' | 'Admin';

/** The side a person is on in an order's chat, or null when they may not see it. */
export function chatRoleOf(actor: Actor, parties: OrderParties): ChatRole | null {
  return isCustomerOf(actor, parties) ? 'Requester' : isProducerOf(actor, parties) ? 'Handler' : actor.isAdmin ? 'Admin' : null;
}

export async function chatAccess(context: GraphQLContext, orderId: string): Promise<{ actor: Actor; role: ChatRole; customerId: string; asCompanyId: string | null; manufacturerId: string }> {
  const actor = requireActor(context);
  const parties = await context.services.orderParties.of(orderId);
  if (!parties) return refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
  const role = chatRoleOf(actor, parties);
  if (!role) return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'You may not see this chat.');
  return { actor, role, customerId: parties.placedById, asCompanyId: parties.asCompanyId, manufacturerId: parties.manufacturerId };
}

@Resolver()
export class ChatResolver {
  @Query(() => ChatType, { description: "An order's chat and who is on each side." })
  async fetchChatByOrderId(@Ctx() context: GraphQLContext, @Arg('orderId', () => ID) orderId: string): Promise<ChatType> {
    const access = await chatAccess(context, orderId);
    const assigned = await chatAssignees(context.services.db, orderId);
    const producers = await producerMemberIds(context.services.db, access.manufacturerId);
    const handlers = assigned.filter((a) => a.role === 'Handler').map((a) => a.user_id);
    const requesterIds = [...new Set([access.customerId, ...assigned.filter((a) => a.role === 'Requester').map((a) => a.user_id)])];
    const handlerIds = handlers.length > 0 ? handlers : producers;
    const companies = await chatSideCompanies(context.services.db, access.asCompanyId, access.manufacturerId);
    const company = (side: string) => companies.find((c) => c.side === side) ?? null;
    return {
      id: orderId,
      resource: orderId,
      assignees: { requesterIds, handlerIds },
      participants: [
        { role: 'Requester', companyId: company('Requester')?.id ?? null, companyName: company('Requester')?.name ?? null, userIds: requesterIds },
        { role: 'Handler', companyId: company('Handler')?.id ?? null, companyName: company('Handler')?.name ?? null, userIds: handlerIds },
      ],
    };
  }

  @Mutation(() => ChatType, { description: 'The signed-in person joins the chat on their side (and gets its notifications).' })
  async assignUserToChat(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<ChatType> {
    await this.decide(context, chatId, { type: 'AssignUserToChat', chatId });
    return this.fetchChatByOrderId(context, chatId);
  }

  @Mutation(() => Boolean, { description: 'The signed-in person leaves the chat.' })
  async unassignUserFromChat(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<boolean> {
    await this.decide(context, chatId, { type: 'UnassignUserFromChat', chatId });
    return true;
  }

  @Mutation(() => ChatMessageType, { description: 'Sends a file (under 10 MB) with an optional description.' })
  async sendNewFileMessage(
    @Ctx() context: GraphQLContext,
    @Arg('chatId', () => ID) chatId: string,
    @Arg('file', () => UploadScalar) upload: File,
    @Arg('description', () => String, { nullable: true }) description: string | null,
  ): Promise<ChatMessageType> {
    const access = await chatAccess(context, chatId);
    if (access.role === 'Admin') refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the two sides of an order write in its chat.');
    const [file] = await readUploads([{ kind: 'additional', file: upload }], chatId);
    const messageId = randomUUID();
    const sent = await this.decide(context, chatId, { type: 'SendFileMessage', chatId, messageId, fileId: file.id, filename: file.filename, description }, [file]);
    return this.message(sent, messageId);
  }

  @Mutation(() => ChatMessageType, { description: 'Writes a text message; longer texts than a message holds are refused with the advice to send them as a file.' })
  async sendNewTextMessage(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string, @Arg('text', () => String) text: string): Promise<ChatMessageType> {
    const messageId = randomUUID();
    const sent = await this.decide(context, chatId, { type: 'SendTextMessage', chatId, messageId, text });
    return this.message(sent, messageId);
  }

  /** Runs a chat command through the chat's decider (with the message's file, if any) and waits until the chat read model shows it. */
  private async decide(context: GraphQLContext, chatId: string, command: ChatCommand, files: readonly NewFile[] = []): Promise<CommandResult<ChatEvent, unknown>> {
    const { actor, role } = await chatAccess(context, chatId);
    return context.services.commands.execute(decision(chatDecider, chatId, command, { userId: actor.userId, side: role === 'Admin' ? null : role }), {
      origin: { correlationId: context.requestId, command: command.type, actor },
      files,
      readModels: [READ_MODELS.chats],
    });
  }

  /** The message as it was decided: no read back from the read model. */
  private message(sent: CommandResult<ChatEvent, unknown>, messageId: string): ChatMessageType {
    const event = sent.events.find((candidate) => (candidate.type === 'TextMessageSent' || candidate.type === 'FileMessageSent') && candidate.data.messageId === messageId);
    if (!event || !sent.position || (event.type !== 'TextMessageSent' && event.type !== 'FileMessageSent')) throw new Error('The message just decided is not among its events');
    const { data } = event;
    const body = event.type === 'TextMessageSent' ? { text: event.data.text } : { fileId: event.data.fileId, filename: event.data.filename, fileDescription: event.data.fileDescription };
    return toMessage({ message_id: messageId, position: sent.position.globalPosition, kind: event.type === 'TextMessageSent' ? 'text' : 'file', sender_id: data.senderId, sender_role: data.senderRole, body, created_on: data.occurredAt });
  }

  @Query(() => ChatMessageConnection, {
    description: 'Messages of a chat, oldest first: forward with first/after, backward with last/before (last alone gives the newest). Fetching marks them read.',
  })
  async fetchMessages(
    @Ctx() context: GraphQLContext,
    @Arg('chatId', () => ID) chatId: string,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
  ) {
    const { actor } = await chatAccess(context, chatId);
    const page = await positionPage<MessageRow>(context.services.db, CHAT_MESSAGES.table, CHAT_MESSAGES.ofChat, [chatId], { first, after, last, before }, MESSAGE_PAGE);
    const newest = page.edges[page.edges.length - 1]?.node;
    if (newest) {
      await markChatRead(context.services.db, chatId, actor.userId, newest.position);
    }
    return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toMessage(edge.node) })) };
  }
}
