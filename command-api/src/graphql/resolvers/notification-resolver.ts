import { ErrorCode, isSubscribedToChat } from '@pcbm/domain';
import { READ_MODELS } from '@pcbm/projections';
import { chatNotificationSubscribed, chatsUnsubscribed } from '@pcbm/projections/queries';
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { executeUserCommand } from '../../application/account-commands';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { chatAccess, chatRoleOf } from './chat-resolver';

@ObjectType('ChatNotificationSetting', { description: "Whether the signed-in person gets mails about new messages in one order's chat (on unless switched off)." })
class ChatNotificationSettingType {
  @Field(() => ID) chatId!: string;
  @Field(() => Boolean) subscribed!: boolean;
}

/** As many as a page of requests can show. */
const MAX_SETTINGS_AT_ONCE = 100;

@Resolver()
export class NotificationResolver {
  @Query(() => ChatNotificationSettingType, { description: "The signed-in person's notification setting for an order's chat." })
  async chatNotificationSetting(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<ChatNotificationSettingType> {
    const { actor } = await chatAccess(context, chatId);
    return this.setting(context, chatId, actor.userId);
  }

  @Query(() => [ChatNotificationSettingType], {
    description: `The signed-in person's notification settings for up to ${MAX_SETTINGS_AT_ONCE} order chats at once (a page of their requests), in the order asked.`,
  })
  async chatNotificationSettings(@Ctx() context: GraphQLContext, @Arg('chatIds', () => [ID]) chatIds: string[]): Promise<ChatNotificationSettingType[]> {
    if (chatIds.length > MAX_SETTINGS_AT_ONCE) refuse(ErrorCode.INVALID_INPUT, `Ask for at most ${MAX_SETTINGS_AT_ONCE} chats at once.`);
    const actor = requireActor(context);
    const unique = [...new Set(chatIds)];
    if (unique.length === 0) return [];
    // One query for the chats' parties not known yet; the first chat that is missing or not theirs refuses them all, as it would alone.
    const parties = await context.services.orderParties.ofMany(unique);
    for (const chatId of unique) {
      const ofChat = parties.get(chatId);
      if (!ofChat) refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
      if (!chatRoleOf(actor, ofChat)) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'You may not see this chat.');
    }
    const unsubscribed = new Set(await chatsUnsubscribed(context.services.db, unique, actor.userId));
    return unique.map((chatId) => ({ chatId, subscribed: !unsubscribed.has(chatId) }));
  }

  @Mutation(() => ChatNotificationSettingType, { description: 'Mails about new messages in this chat (the default).' })
  subscribeToChatNotifications(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<ChatNotificationSettingType> {
    return this.switch(context, chatId, true);
  }

  @Mutation(() => ChatNotificationSettingType, { description: 'No more mails about this chat; the unsubscribe links of the mails lead here.' })
  unsubscribeFromChatNotifications(@Ctx() context: GraphQLContext, @Arg('chatId', () => ID) chatId: string): Promise<ChatNotificationSettingType> {
    return this.switch(context, chatId, false);
  }

  private async switch(context: GraphQLContext, chatId: string, subscribed: boolean): Promise<ChatNotificationSettingType> {
    const { actor, role } = await chatAccess(context, chatId);
    if (role === 'Admin') refuse(ErrorCode.MAIL_SUBSCRIBE_FAILED, 'Only the two sides of an order get its notifications.');
    const { state } = await executeUserCommand(
      context,
      actor,
      { type: 'SwitchChatNotifications', chatId, subscribed },
      { name: subscribed ? 'SubscribeToChatNotifications' : 'UnsubscribeFromChatNotifications', readModels: [READ_MODELS.chatNotifications] },
    );
    return { chatId, subscribed: isSubscribedToChat(state, chatId) };
  }

  private async setting(context: GraphQLContext, chatId: string, userId: string): Promise<ChatNotificationSettingType> {
    return { chatId, subscribed: await chatNotificationSubscribed(context.services.db, chatId, userId) };
  }
}
