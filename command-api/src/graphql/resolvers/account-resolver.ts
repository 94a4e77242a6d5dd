import { ErrorCode } from '@pcbm/domain';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';

@Resolver()
export class AccountResolver {
  @Mutation(() => Boolean, {
    description: "Deletes the signed-in person's account after checking their password; their personal data is erased everywhere.",
  })
  async deleteUser(@Ctx() context: GraphQLContext, @Arg('password', () => String) password: string): Promise<boolean> {
    const actor = requireActor(context);
    if (!(await context.services.verifyPassword(context.user!.username, password))) {
      refuse(ErrorCode.WRONG_PASSWORD, 'Your password is incorrect. Please try again.');
    }
    const { rows } = await context.services.db.query<{ company_id: string; members: number }>(
      `select company_id, count(*)::int as members from company_members
       where company_id in (select company_id from company_members where user_id = $1) group by company_id`,
      [actor.userId],
    );
    if (rows.some((row) => row.members <= 1)) {
      refuse(ErrorCode.LAST_MEMBER_DELETION_ERROR, 'The last member of a company cannot be deleted.');
    }
    await context.services.erasure.eraseUser(actor.userId, { correlationId: context.requestId, command: 'DeleteUser', actor });
    return true;
  }
}
