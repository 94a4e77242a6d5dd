import { ErrorCode, userProfileInputSchema, ORDERING_CHOICES, type UserProfileChanges, type UserRecord, type UserState } from '@pcbm/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { findUser } from '@pcbm/projections/queries';
import { executeUserCommand } from '../../application/account-commands';
import { companyRecordsOf, userRecordOfRow } from '../../application/account-queries';
import { profileImages } from '../../application/profile-images';
import { UploadScalar } from '../types/upload-scalar';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { UserInput } from '../inputs/account-inputs';
import { CurrentUserType, OrderingChoiceEnum, UserProfileType, UserResultUnion, type UserPublicType } from '../types/user-types';
import { toUserProfile, toUserPublic } from '../types/user-view';
import { validated } from '../validation';

/** A person's profile as the accounts read model holds it. */
export async function profileOf(context: GraphQLContext, userId: string): Promise<UserProfileType> {
  const user = await findUser(context.services.db, userId);
  if (!user) return refuse(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
  return toUserProfile(userRecordOfRow(user), await companyRecordsOf(context.services.db, userId));
}

/** The person as their own stream has just decided them; their companies are not changed by their own commands. */
export async function decidedProfileOf(context: GraphQLContext, state: UserState): Promise<{ person: UserRecord; profile: UserProfileType }> {
  const person = state.person ?? refuse(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
  return { person, profile: toUserProfile(person, await companyRecordsOf(context.services.db, person.id)) };
}

@Resolver()
export class UserResolver {
  @Query(() => CurrentUserType, { description: 'The signed-in person, whether this is their first sign-in, and their producer profile if any.' })
  async me(@Ctx() context: GraphQLContext): Promise<CurrentUserType> {
    const actor = requireActor(context);
    const user = await findUser(context.services.db, actor.userId);
    return {
      user: await profileOf(context, actor.userId),
      isFirstLogin: !user?.ordering_choice && actor.companyIds.length === 0,
      isPartOfManufacturer: actor.manufacturerIds.length > 0,
      manufacturerId: actor.manufacturerIds[0] ?? null,
      isAdmin: actor.isAdmin,
    };
  }

  @Query(() => UserResultUnion, { description: 'A person: everything for themselves, members of their company and admins; public attributes for others.' })
  async user(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string): Promise<UserPublicType | UserProfileType> {
    const actor = requireActor(context);
    const user = await findUser(context.services.db, id);
    if (!user) return refuse(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
    const companies = await companyRecordsOf(context.services.db, id);
    const colleague = companies.some((company) => actor.companyIds.includes(company.id));
    const person = userRecordOfRow(user);
    return actor.userId === id || actor.isAdmin || colleague ? toUserProfile(person, companies) : toUserPublic(person, companies);
  }

  @Mutation(() => UserProfileType, { description: "Changes the signed-in person's profile; only the fields sent change." })
  async updateUser(
    @Ctx() context: GraphQLContext,
    @Arg('user', () => UserInput) input: UserInput,
    @Arg('profilePicture', () => UploadScalar, { nullable: true }) profilePicture: File | null,
    @Arg('headingImage', () => UploadScalar, { nullable: true }) headingImage: File | null,
  ): Promise<UserProfileType> {
    const actor = requireActor(context);
    const fields = validated(userProfileInputSchema, input);
    const { paths, files } = await profileImages(context.services.uploadWorkers, actor.userId, { logo: profilePicture, headingImage });
    const changes: UserProfileChanges = { ...fields, ...paths };
    const { state } = await executeUserCommand(context, actor, { type: 'UpdateProfile', changes }, { name: 'UpdateUser', files });
    return (await decidedProfileOf(context, state)).profile;
  }

  @Mutation(() => CurrentUserType, { description: 'The first sign-in: the person orders as an individual (companies are created or joined separately).' })
  async completeFirstLogin(
    @Ctx() context: GraphQLContext,
    @Arg('orderAs', () => OrderingChoiceEnum) orderAs: (typeof ORDERING_CHOICES)[number],
  ): Promise<CurrentUserType> {
    const actor = requireActor(context);
    const { state } = await executeUserCommand(context, actor, { type: 'CompleteFirstLogin', orderAs }, { name: 'CompleteFirstLogin' });
    const { person, profile } = await decidedProfileOf(context, state);
    return {
      user: profile,
      isFirstLogin: !person.orderingChoice && actor.companyIds.length === 0,
      isPartOfManufacturer: actor.manufacturerIds.length > 0,
      manufacturerId: actor.manufacturerIds[0] ?? null,
      isAdmin: actor.isAdmin,
    };
  }
}
