import { ErrorCode, type Actor } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { listSuperOrders } from '../../application/order-queries';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ManufacturerType } from '../types/account-types';
import { SuperOrderConnectionType } from '../types/connection-types';
import { OrderStatusEnum } from '../types/enums';
import { toSuperOrderView } from '../types/order-view';
import { toConnection } from './order-queries';

@InputType('AdminRequestFilter')
export class AdminRequestFilter {
  @Field(() => OrderStatusEnum, { nullable: true }) status?: keyof typeof OrderStatusEnum;
  @Field(() => ID, { nullable: true }) manufacturerId?: string;
}

function requireAdmin(context: GraphQLContext): Actor {
  const actor = requireActor(context);
  if (!actor.isAdmin) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only administrators may do this.');
  return actor;
}

@Resolver()
export class AdminResolver {
  @Query(() => SuperOrderConnectionType, { description: 'Every request, newest first (admins only).' })
  async adminGetAllRequests(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => AdminRequestFilter, { nullable: true }) filter: AdminRequestFilter | null,
  ): Promise<SuperOrderConnectionType> {
    requireAdmin(context);
    const page = await listSuperOrders(
      context.services.db,
      { kind: 'admin', status: filter?.status, manufacturerId: filter?.manufacturerId },
      { first, last, before, after },
    );
    return toConnection(page, (node) => toSuperOrderView(node));
  }

  @Mutation(() => Boolean, {
    description: "Erases a person's personal data everywhere (admins only): events keep their place in every history but show the data as erased.",
  })
  async adminEraseUser(@Ctx() context: GraphQLContext, @Arg('userId', () => ID) userId: string): Promise<boolean> {
    const admin = requireAdmin(context);
    await context.services.erasure.eraseUser(userId, { correlationId: context.requestId, command: 'EraseUser', actor: admin });
    return true;
  }

  @Query(() => [ManufacturerType], { description: 'Every manufacturer with its company name (admins only).' })
  async adminGetAllManufacturersWithCompanyName(@Ctx() context: GraphQLContext): Promise<ManufacturerType[]> {
    requireAdmin(context);
    const { rows } = await context.services.db.query<{ id: string; company_id: string; name: string; allow_matching: boolean }>(
      `select m.id, m.company_id, c.name, m.allow_matching from manufacturers m join companies c on c.id = m.company_id
       order by c.name, m.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      company: { id: row.company_id, name: row.name },
      allowMatching: row.allow_matching,
    }));
  }
}
