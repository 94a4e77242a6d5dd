import { DomainError, ErrorCode } from '@pcbm/domain';
import { Arg, Ctx, Field, ID, InputType, Int, ObjectType, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { OrderUpdate } from '../../application/order-watch';
import type { GraphQLContext } from '../context';
import { chatAccess } from './chat-resolver';

@ObjectType('OrderUpdate', { description: 'Something changed on an order an open page shows: ask the user whether to reload.' })
class OrderUpdateType {
  @Field(() => ID) orderId!: string;
  @Field(() => String) status!: string;
  @Field(() => Date) updatedOn!: Date;
  @Field(() => Boolean, { description: 'The status changed.' }) statusChanged!: boolean;
  @Field(() => Boolean, { description: 'The order (request, files, quotes or status) changed.' }) orderChanged!: boolean;
  @Field(() => Int, { description: 'Chat messages added since the last update.' }) newMessages!: number;
}

@InputType('ShownOrder', { description: 'The version of the order the page loaded, so that a change made before the subscription began is told too.' })
class ShownOrderInput {
  @Field(() => String) status!: string;
  @Field(() => Date) updatedOn!: Date;
  @Field(() => Int, { nullable: true, description: "How many messages of the order's chat the page loaded; more in the chat now are told at once as new messages." })
  messages?: number | null;
}

@Resolver()
export class OrderUpdates {
  @Subscription(() => OrderUpdateType, {
    description: "Live updates of one order and its chat for the order's two sides (GraphQL over server-sent events: POST or GET with Accept: text/event-stream).",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { orderId: string; shown?: ShownOrderInput | null }, GraphQLContext>) => {
      await chatAccess(context, args.orderId);
      if ((args.shown?.messages ?? 0) < 0) throw new DomainError(ErrorCode.INVALID_ARGUMENT, 'The number of chat messages shown must be 0 or more.');
      const shown = args.shown ? { status: args.shown.status, updatedOn: args.shown.updatedOn, messages: args.shown.messages ?? undefined } : undefined;
      return context.services.orderWatch.watch(args.orderId, context.signal, shown);
    },
  })
  orderUpdates(
    @Root() update: OrderUpdate,
    @Arg('orderId', () => ID) _orderId: string,
    @Arg('shown', () => ShownOrderInput, { nullable: true }) _shown: ShownOrderInput | null,
    @Ctx() _context: GraphQLContext,
  ): OrderUpdateType {
    return update;
  }
}
