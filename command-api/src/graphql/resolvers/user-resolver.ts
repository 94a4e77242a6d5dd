import { ErrorCode, userProfileInputSchema, userStreamId, ORDERING_CHOICES, type DomainEvent } from '@pcbm/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { companiesOf, findUser } from '../../application/account-queries';
import { appendDecision } from '../../application/append-decision';
import { imagePath, storeImage } from '../../application/images';
import { UploadScalar } from '../types/upload-scalar';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { UserInput } from '../inputs/account-inputs';
import { CurrentUserType, OrderingChoiceEnum, UserProfileType, UserResultUnion, type UserPublicType } from '../types/user-types';
import { toUserProfile, toUserPublic } from '../types/user-view';
import { validated } from '../validation';

const keepState = () => null;

async function profileOf(context: GraphQLContext, userId: string): Promise<UserProfileType> {
  const user = await findUser(context.services.db, userId);
  if (!user) return refuse(ErrorCode.USER_NOT_FOUND, 'The user was not found.');
  return toUserProfile(user, await companiesOf(context.services.db, userId));
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
    const companies = await companiesOf(context.services.db, id);
    const colleague = companies.some((company) => actor.companyIds.includes(company.id));
    return actor.userId === id || actor.isAdmin || colleague ? toUserProfile(user, companies) : toUserPublic(user, companies);
  }

  @Mutation(() => UserProfileType, { description: "Changes the signed-in person's profile; only the fields sent change." })
  async updateUser(
    @Ctx() context: GraphQLContext,
    @Arg('user', () => UserInput) input: UserInput,
    @Arg('profilePicture', () => UploadScalar, { nullable: true }) profilePicture: File | null,
    @Arg('headingImage', () => UploadScalar, { nullable: true }) headingImage: File | null,
  ): Promise<UserProfileType> {
    const actor = requireActor(context);
    const changes: Record<string, unknown> = { ...validated(userProfileInputSchema, input) };
    if (profilePicture) changes.logoPath = imagePath(await storeImage(context.services, actor.userId, profilePicture, ErrorCode.PROFILE_IMAGE_UPDATE_FAILED));
    if (headingImage) changes.headingPath = imagePath(await storeImage(context.services, actor.userId, headingImage, ErrorCode.HEADING_IMAGE_UPDATE_FAILED));
    if (Object.keys(changes).length > 0) {
      await appendDecision<null>(
        context.services,
        userStreamId(actor.userId),
        keepState,
        (): DomainEvent[] => [{ type: 'UserProfileUpdated', data: { userId: actor.userId, changes, occurredAt: new Date().toISOString() } }],
        { correlationId: context.requestId, command: 'UpdateUser', actor },
      );
    }
    return profileOf(context, actor.userId);
  }

  @Mutation(() => CurrentUserType, { description: 'The first sign-in: the person orders as an individual (companies are created or joined separately).' })
  async completeFirstLogin(
    @Ctx() context: GraphQLContext,
    @Arg('orderAs', () => OrderingChoiceEnum) orderAs: (typeof ORDERING_CHOICES)[number],
  ): Promise<CurrentUserType> {
    const actor = requireActor(context);
    await appendDecision<null>(
      context.services,
      userStreamId(actor.userId),
      keepState,
      (): DomainEvent[] => [{ type: 'UserOrderingChoiceMade', data: { userId: actor.userId, orderAs, occurredAt: new Date().toISOString() } }],
      { correlationId: context.requestId, command: 'CompleteFirstLogin', actor },
    );
    return this.me(context);
  }
}
