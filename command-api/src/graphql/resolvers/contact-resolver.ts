import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { contactFeedbackSchema, ErrorCode, feedbackDecider, signupReminderDecider, signupReminderSchema } from '@pcbm/domain';
import { forgetMailsOf } from '@pcbm/platform';
import { READ_MODELS } from '@pcbm/projections';
import { isSubscribedToSignupReminder, signupReminderOfKey } from '@pcbm/projections/queries';
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { decision } from '../../application/command-handler';
import type { GraphQLContext } from '../context';
import { refuse } from '../errors';
import { LocaleEnum } from '../types/user-types';
import { validated } from '../validation';

@InputType('ContactFeedbackInput')
class ContactFeedbackInput {
  @Field(() => String, { nullable: true }) title?: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) message?: string;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, { description: 'Asks for a reminder mail to finish signing up; the mail carries an unsubscribe link. An address already subscribed gets the same answer and no second mail.' })
  async subscribeToSignupReminder(
    @Ctx() context: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('locale', () => LocaleEnum) locale: string,
  ): Promise<boolean> {
    const subscription = validated(signupReminderSchema, { email, locale });
    // Requests for one address at the same instant would each find it unsubscribed: they take turns by a lease named
    // after the address's hash (held for the request, never stored), and one that finds it taken answers as the first.
    const lease = await context.services.db.tryAcquireLease(`signup-reminder:${hashOf(subscription.email)}`);
    if (!lease) return true;
    try {
      // The same answer for an address already subscribed, so that nobody learns who is: no second mail either.
      if (await isSubscribedToSignupReminder(context.services.db, subscription.email)) return true;
      const subscriptionId = randomUUID();
      const unsubscribeKey = randomBytes(24).toString('base64url');
      const subscribe = { type: 'Subscribe', subscriptionId, email: subscription.email, locale: subscription.locale, unsubscribeKey, keyHash: hashOf(unsubscribeKey) } as const;
      await context.services.commands.execute(decision(signupReminderDecider, subscriptionId, subscribe, {}), {
        origin: { correlationId: context.requestId, command: 'SubscribeToSignupReminder', actor: context.actor },
        readModels: [READ_MODELS.signupReminders],
      });
      return true;
    } finally {
      await lease.release();
    }
  }

  @Mutation(() => Boolean, { description: "Ends a sign-up reminder by the key from the mail's link; the address is erased." })
  async unsubscribeFromSignupReminder(@Ctx() context: GraphQLContext, @Arg('key', () => String) key: string): Promise<boolean> {
    const keyHash = hashOf(key);
    const subscriptionId = (await signupReminderOfKey(context.services.db, keyHash)) ?? refuse(ErrorCode.MAIL_SUBSCRIBE_FAILED, 'Unsubscribing failed. Please try again later.');
    await context.services.commands.execute(decision(signupReminderDecider, subscriptionId, { type: 'Unsubscribe', keyHash }, {}), {
      origin: { correlationId: context.requestId, command: 'UnsubscribeFromSignupReminder', actor: context.actor },
      readModels: [READ_MODELS.signupReminders],
    });
    await context.services.vault.erase(context.services.db, `subscriber:${subscriptionId}`);
    await forgetMailsOf(context.services.db, `subscriber:${subscriptionId}`);
    return true;
  }

  @Mutation(() => Boolean, { description: 'The contact form: name and email are required.' })
  async sendFeedback(@Ctx() context: GraphQLContext, @Arg('feedback', () => ContactFeedbackInput) input: ContactFeedbackInput): Promise<boolean> {
    const feedback = validated(contactFeedbackSchema, input);
    const feedbackId = randomUUID();
    await context.services.commands.execute(decision(feedbackDecider, feedbackId, { type: 'SendFeedback', feedbackId, feedback }, {}), {
      origin: { correlationId: context.requestId, command: 'SendFeedback', actor: context.actor },
      readModels: [],
    });
    return true;
  }
}
