import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, superOrderInputSchema } from '@pcbm/domain';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { findSuperOrderByAnyId } from '../../application/order-queries';
import { jsonFile, readQuoteUpload, readUploads, referenceTo, type UploadPart } from '../../application/uploads';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ComponentInput, SuperOrderInput } from '../inputs/super-order-input';
import { CancelReasonEnum, OrderStatusEnum, QuoteAnswerEnum } from '../types/enums';
import { SuperOrderType } from '../types/order-types';
import { isUpload, UploadScalar } from '../types/upload-scalar';
import { visibleSuperOrder } from './super-order-visibility';

type Upload = File | null | undefined;

async function superOrderIdOf(context: GraphQLContext, orderId: string): Promise<string> {
  const superOrder = await findSuperOrderByAnyId(context.services.db, orderId);
  if (!superOrder || !superOrder.orders.some((order) => order.id === orderId)) {
    return refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
  }
  return superOrder.id;
}

@Resolver()
export class OrderMutations {
  @Mutation(() => SuperOrderType, { description: 'Sends a request with its design files to 1 to 3 producers.' })
  async createOrder(
    @Ctx() context: GraphQLContext,
    @Arg('order', () => SuperOrderInput) order: SuperOrderInput,
    @Arg('preview', () => UploadScalar, { nullable: true }) preview: Upload,
    @Arg('pcb', () => UploadScalar, { nullable: true }) pcb: Upload,
    @Arg('job', () => UploadScalar, { nullable: true }) job: Upload,
    @Arg('placement', () => UploadScalar, { nullable: true }) placement: Upload,
    @Arg('bom', () => [ComponentInput], { nullable: true }) bom: ComponentInput[] | null,
    @Arg('additionalFiles', () => [UploadScalar], { nullable: true }) additionalFiles: File[] | null,
    @Arg('originalBom', () => UploadScalar, { nullable: true }) originalBom: Upload,
    @Arg('originalJob', () => UploadScalar, { nullable: true }) originalJob: Upload,
    @Arg('originalPlacement', () => UploadScalar, { nullable: true }) originalPlacement: Upload,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const parsed = superOrderInputSchema.safeParse(order);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
      throw new DomainError(ErrorCode.INVALID_INPUT, problems.map((p) => `${p.field}: ${p.message}`).join('; '), { problems });
    }
    const input = parsed.data;
    const { rows } = await context.services.db.query<{ id: string }>('select id from manufacturers where id = any($1)', [input.manufacturers]);
    if (rows.length !== input.manufacturers.length) refuse(ErrorCode.NOT_ALL_MANUFACTURERS_FOUND, 'Not every selected manufacturer exists.');

    const superOrderId = randomUUID();
    const named: [UploadPart['kind'], Upload][] = [
      ['preview', preview],
      ['pcb', pcb],
      ['gerberjob', job],
      ['original_gerberjob', originalJob],
      ['placement', placement],
      ['original_placement', originalPlacement],
      ['original_bom', originalBom],
    ];
    const parts: UploadPart[] = [
      ...named.filter((entry): entry is [UploadPart['kind'], File] => isUpload(entry[1])).map(([kind, file]) => ({ kind, file })),
      ...(additionalFiles ?? []).map((file) => ({ kind: 'additional' as const, file })),
    ];
    const stored = await readUploads(parts, superOrderId);
    const bomFile = bom ? jsonFile('bom', 'BOM.json', bom, superOrderId) : null;
    const byKind = (kind: UploadPart['kind']) => {
      const file = stored.find((f) => f.kind === kind);
      return file ? referenceTo(file) : undefined;
    };
    const state = await context.services.superOrders.execute({
      superOrderId,
      actor,
      correlationId: context.requestId,
      files: bomFile ? [...stored, bomFile] : stored,
      command: {
        type: 'CreateSuperOrder',
        superOrderId,
        orderIds: input.manufacturers.map(() => randomUUID()),
        input,
        files: {
          preview: byKind('preview'),
          pcb: byKind('pcb'),
          job: byKind('gerberjob'),
          originalJob: byKind('original_gerberjob'),
          placement: byKind('placement'),
          originalPlacement: byKind('original_placement'),
          bom: bomFile ? referenceTo(bomFile) : undefined,
          originalBom: byKind('original_bom'),
          additionalFiles: stored.filter((f) => f.kind === 'additional').map(referenceTo),
        },
      },
    });
    return visibleSuperOrder(actor, state);
  }

  @Mutation(() => SuperOrderType, { description: "The producer offers a quote (PDF) for its order; it replaces an earlier offer." })
  async updateOrderQuote(
    @Ctx() context: GraphQLContext,
    @Arg('quote', () => UploadScalar) quote: File,
    @Arg('orderId', () => ID) orderId: string,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const superOrderId = await superOrderIdOf(context, orderId);
    const file = await readQuoteUpload(quote, orderId);
    const state = await context.services.superOrders.execute({
      superOrderId,
      actor,
      correlationId: context.requestId,
      files: [file],
      command: { type: 'OfferQuote', orderId, quoteId: randomUUID(), file: referenceTo(file) },
    });
    return visibleSuperOrder(actor, state);
  }

  @Mutation(() => SuperOrderType, { description: 'The producer withdraws its offered quote; the order waits for a quote again.' })
  async withdrawOrderQuote(
    @Ctx() context: GraphQLContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('quoteId', () => ID) quoteId: string,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const state = await context.services.superOrders.execute({
      superOrderId: await superOrderIdOf(context, orderId),
      actor,
      correlationId: context.requestId,
      command: { type: 'WithdrawQuote', orderId, quoteId },
    });
    return visibleSuperOrder(actor, state);
  }

  @Mutation(() => SuperOrderType, {
    description: 'The customer accepts a quote (cancelling the other producers\' orders) or rejects only this offer.',
  })
  async answerOrderQuote(
    @Ctx() context: GraphQLContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('status', () => QuoteAnswerEnum) status: 'ACCEPTED' | 'REJECTED',
    @Arg('quoteId', () => ID) quoteId: string,
    @Arg('reason', () => CancelReasonEnum) reason: keyof typeof CancelReasonEnum,
    @Arg('reasonText', () => String, { nullable: true }) reasonText: string | null,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const state = await context.services.superOrders.execute({
      superOrderId: await superOrderIdOf(context, orderId),
      actor,
      correlationId: context.requestId,
      command: { type: 'AnswerQuote', orderId, quoteId, answer: status, reason, reasonText },
    });
    return visibleSuperOrder(actor, state);
  }

  @Mutation(() => SuperOrderType, {
    description:
      'Producer: IN_PRODUCTION, SHIPPED, CANCELED_BY_PRODUCER (with reason). Customer: DONE (received), CANCELED_BY_CUSTOMER (with reason).',
  })
  async updateOrderStatus(
    @Ctx() context: GraphQLContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('status', () => OrderStatusEnum) status: keyof typeof OrderStatusEnum,
    @Arg('reason', () => CancelReasonEnum, { nullable: true }) reason: keyof typeof CancelReasonEnum | null,
    @Arg('reasonText', () => String, { nullable: true }) reasonText: string | null,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const state = await context.services.superOrders.execute({
      superOrderId: await superOrderIdOf(context, orderId),
      actor,
      correlationId: context.requestId,
      command: { type: 'UpdateOrderStatus', orderId, status, reason, reasonText },
    });
    return visibleSuperOrder(actor, state);
  }
}
