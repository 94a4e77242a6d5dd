import { ErrorCode, passwordChangeSchema, registrationInputSchema } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, InputType, Mutation, Resolver } from 'type-graphql';
import { memberCountsOfCompaniesOf } from '@pcbm/projections/queries';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { LocaleEnum } from '../types/user-types';
import { validated } from '../validation';

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
