import { accountEmailSchema, emailChangeSchema, ErrorCode, isSameEmail, passwordChangeSchema, registrationInputSchema } from '@pcbm/domain';
import { logSafeError } from '@pcbm/platform';
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import { findUser, isEmailOfAnotherUser, memberCountsOfCompaniesOf } from '@pcbm/projections/queries';
import { executeUserCommand } from '../../application/account-commands';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { LocaleEnum, UserProfileType } from '../types/user-types';
import { validated } from '../validation';
import { decidedProfileOf, profileOf } from './user-resolver';

const EMAIL_TAKEN = 'An account with this email address exists already.';

/** The new address and the current password of an email change: a bad address is USER_EMAIL_INVALID, with the problem by field. */
function emailChangeOf(newEmail: string, currentPassword: string) {
  const address = accountEmailSchema.safeParse(newEmail);
  if (!address.success) {
    refuse(ErrorCode.USER_EMAIL_INVALID, 'Please enter a valid email address.', { problems: address.error.issues.map((issue) => ({ field: 'newEmail', message: issue.message })) });
  }
  return validated(emailChangeSchema, { newEmail, currentPassword });
}

@InputType('UserRegistrationInput', { description: 'A new account; the email address is also the username.' })
class UserRegistrationInput {
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { description: 'At least 10 characters.' }) password!: string;
  @Field(() => LocaleEnum, { nullable: true }) locale?: string;
  @Field(() => Boolean, { description: 'The terms and conditions are accepted (required).' }) acceptTerms!: boolean;
}

@Resolver()
export class AccountResolver {
  @Mutation(() => ID, {
    description:
      "Registers a new account with the embedded issuer (anyone; a few per network address and hour); the person then signs in. Where Keycloak is the issuer, people register on its pages instead.",
  })
  async createUser(@Ctx() context: GraphQLContext, @Arg('user', () => UserRegistrationInput) user: UserRegistrationInput): Promise<string> {
    const register = context.services.accounts.register ?? refuse(ErrorCode.UNIMPLEMENTED, 'Registration happens on the sign-in service’s own page.');
    const input = validated(registrationInputSchema, { ...user, locale: user.locale ?? 'en' });
    const id = await register({ email: input.email, firstName: input.firstName, lastName: input.lastName, locale: input.locale }, input.password);
    return id ?? refuse(ErrorCode.EMAIL_ALREADY_EXISTS, 'An account with this email address exists already.');
  }

  @Mutation(() => Boolean, { description: "Changes the signed-in person's password after checking the current one (embedded issuer)." })
  async changePassword(
    @Ctx() context: GraphQLContext,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
  ): Promise<boolean> {
    const actor = requireActor(context);
    const setPassword = context.services.accounts.setPassword ?? refuse(ErrorCode.UNIMPLEMENTED, 'Passwords are changed on the sign-in service’s account page.');
    const input = validated(passwordChangeSchema, { currentPassword, newPassword });
    if (!(await context.services.verifyPassword(context.user!.username, input.currentPassword))) {
      refuse(ErrorCode.WRONG_PASSWORD, 'Your password is incorrect. Please try again.');
    }
    await setPassword(actor.userId, input.newPassword);
    return true;
  }

  @Mutation(() => UserProfileType, {
    description:
      "Changes the signed-in person's email address after checking their current password; the username stays. The sign-in account takes the new address too: with the embedded issuer, and with Keycloak when the product may administer its accounts.",
  })
  async changeEmail(
    @Ctx() context: GraphQLContext,
    @Arg('newEmail', () => String) newEmail: string,
    @Arg('currentPassword', () => String) currentPassword: string,
  ): Promise<UserProfileType> {
    const actor = requireActor(context);
    const setEmail = context.services.accounts.setEmail ?? refuse(ErrorCode.UNIMPLEMENTED, 'Email addresses are changed on the sign-in service’s account page.');
    const input = emailChangeOf(newEmail, currentPassword);
    if (!(await context.services.verifyPassword(context.user!.username, input.currentPassword))) {
      refuse(ErrorCode.WRONG_PASSWORD, 'Your password is incorrect. Please try again.');
    }
    const { db } = context.services;
    const person = (await findUser(db, actor.userId)) ?? refuse(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
    // The address the person has already, in any case, changes nothing.
    if (isSameEmail(person.email, input.newEmail)) return profileOf(context, actor.userId);
    if (await isEmailOfAnotherUser(db, input.newEmail, actor.userId)) refuse(ErrorCode.EMAIL_ALREADY_EXISTS, EMAIL_TAKEN);
    // The sign-in account first: it refuses an address another account has, including one that never signed in here.
    if (!(await setEmail(actor.userId, input.newEmail))) refuse(ErrorCode.EMAIL_ALREADY_EXISTS, EMAIL_TAKEN);
    try {
      const { state } = await executeUserCommand(context, actor, { type: 'ChangeEmail', email: input.newEmail }, { name: 'ChangeEmail' });
      return (await decidedProfileOf(context, state)).profile;
    } catch (error) {
      // Not recorded: the sign-in account goes back to the address the person's account still has.
      const restored = await setEmail(actor.userId, person.email).catch((restore: unknown) => logSafeError(restore));
      if (restored !== true) console.error(`The sign-in account of ${actor.userId} kept an email address that was not recorded${restored ? `: ${restored}` : ''}`);
      throw error;
    }
  }

  @Mutation(() => Boolean, {
    description: "Deletes the signed-in person's account after checking their password; their personal data is erased everywhere.",
  })
  async deleteUser(@Ctx() context: GraphQLContext, @Arg('password', () => String) password: string): Promise<boolean> {
    const actor = requireActor(context);
    if (!(await context.services.verifyPassword(context.user!.username, password))) {
      refuse(ErrorCode.WRONG_PASSWORD, 'Your password is incorrect. Please try again.');
    }
    const rows = await memberCountsOfCompaniesOf(context.services.db, actor.userId);
    if (rows.some((row) => row.members <= 1)) {
      refuse(ErrorCode.LAST_MEMBER_DELETION_ERROR, 'The last member of a company cannot be deleted.');
    }
    await context.services.erasure.eraseUser(actor.userId, { correlationId: context.requestId, command: 'DeleteUser', actor });
    return true;
  }
}
