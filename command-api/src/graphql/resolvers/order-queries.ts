import { ErrorCode, isProducerOf } from '@pcbm/domain';
import { findSuperOrderByAnyId } from '@pcbm/projections/queries';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { listSuperOrders, type SuperOrderPage } from '../../application/order-queries';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { SuperOrderConnectionType } from '../types/connection-types';
import { MarketplaceScopeEnum } from '../types/enums';
import { SuperOrderType } from '../types/order-types';
import { toSuperOrderView } from '../types/order-view';
import { visibleSuperOrder } from './super-order-visibility';

/** Maps a page of read-model documents to the connection type, narrowing each with `view`. */
export function toConnection(page: SuperOrderPage, view: (node: SuperOrderPage['edges'][number]['node']) => SuperOrderType): SuperOrderConnectionType {
  return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: view(edge.node) })) };
}

/** A customer's list shows the shop it is opened in; a few shops at once are allowed, a list of thousands is not. */
const MAX_SHOPS_IN_FILTER = 20;

/** The distinct shops of a customer's shop filter, or null for none; refuses more than the list takes. */
function shopFilter(whitelabelFilter: readonly string[] | null): string[] | null {
  if (!whitelabelFilter) return null;
  const shops = [...new Set(whitelabelFilter)];
  if (shops.length > MAX_SHOPS_IN_FILTER) refuse(ErrorCode.INVALID_ARGUMENT, `Filter by at most ${MAX_SHOPS_IN_FILTER} shops at once.`);
  return shops;
}

@Resolver()
export class OrderQueries {
  @Query(() => SuperOrderType, { description: 'A super order by its id or the id of one of its orders.' })
  async fetchOrder(@Ctx() context: GraphQLContext, @Arg('orderId', () => ID) orderId: string): Promise<SuperOrderType> {
    return visibleSuperOrder(requireActor(context), await findSuperOrderByAnyId(context.services.db, orderId));
  }

  @Query(() => SuperOrderConnectionType, { description: "The customer's requests (and its company's), newest first." })
  async orders(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('whitelabelFilter', () => [ID], { nullable: true }) whitelabelFilter: string[] | null,
  ): Promise<SuperOrderConnectionType> {
    const actor = requireActor(context);
    const page = await listSuperOrders(
      context.services.db,
      { kind: 'customer', userId: actor.userId, companyIds: actor.companyIds, whitelabelIds: shopFilter(whitelabelFilter) },
      { first, last, before, after },
    );
    return toConnection(page, (node) => toSuperOrderView(node));
  }

  @Query(() => SuperOrderConnectionType, { description: "Requests sent to the producer's company, newest first." })
  async manufacturerOrders(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => MarketplaceScopeEnum, { nullable: true }) filter: keyof typeof MarketplaceScopeEnum | null,
  ): Promise<SuperOrderConnectionType> {
    const actor = requireActor(context);
    const page = await listSuperOrders(
      context.services.db,
      { kind: 'producer', manufacturerIds: actor.manufacturerIds, scope: filter ?? 'ALL' },
      { first, last, before, after },
    );
    return toConnection(page, (node) => toSuperOrderView(node, (order) => isProducerOf(actor, order)));
  }

  @Query(() => SuperOrderType, { description: "A request sent to the producer's company, showing only the producer's own order." })
  async manufacturerOrder(@Ctx() context: GraphQLContext, @Arg('orderId', () => ID) orderId: string): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const superOrder = await findSuperOrderByAnyId(context.services.db, orderId);
    if (!superOrder) return refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
    if (!superOrder.orders.some((order) => isProducerOf(actor, order))) {
      return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'This order was not sent to your company.');
    }
    return toSuperOrderView(superOrder, (order) => isProducerOf(actor, order));
  }
}
