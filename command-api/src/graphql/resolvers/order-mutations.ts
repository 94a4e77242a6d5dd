import { randomUUID } from 'node:crypto';
import { ErrorCode, superOrderInputSchema, type SuperOrderCommand } from '@pcbm/domain';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { existingManufacturerIds, manufacturerOfShop } from '@pcbm/projections/queries';
import { asUploaded, requireValidDesignData } from '../../application/order-design-files';
import { superOrderOfOrder } from '../../application/reservations';
import { jsonFile, readDesignUploads, readQuoteUpload, referenceTo, type UploadPart } from '../../application/uploads';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { validated } from '../validation';
import { ComponentInput, OrderFeedbackInput, SuperOrderInput } from '../inputs/super-order-input';
import { CancelReasonEnum, OrderStatusEnum, QuoteAnswerEnum } from '../types/enums';
import { SuperOrderType } from '../types/order-types';
import { UploadScalar } from '../types/upload-scalar';
import { visibleSuperOrder } from './super-order-visibility';

type Upload = File | null | undefined;

/**
 * The selected producers exist; an order from a white-label shop goes to the shop's producer only,
 * because the shop fixes the producer.
 */
export async function requireManufacturers(context: GraphQLContext, manufacturerIds: readonly string[], fromWhitelabel: string | null): Promise<void> {
  const existing = await existingManufacturerIds(context.services.db, manufacturerIds);
  if (existing.length !== manufacturerIds.length) refuse(ErrorCode.NOT_ALL_MANUFACTURERS_FOUND, 'Not every selected manufacturer exists.');
  if (!fromWhitelabel) return;
  const shopManufacturer = await manufacturerOfShop(context.services.db, fromWhitelabel);
  if (!shopManufacturer) refuse(ErrorCode.SELECTION_ERROR, 'The white-label shop was not found.');
  if (manufacturerIds.some((id) => id !== shopManufacturer)) refuse(ErrorCode.SELECTION_ERROR, "A white-label shop's requests go to its own producer only.");
}

/** The super order an order belongs to, from the order's reservation in the log. */
export async function superOrderIdOf(context: GraphQLContext, orderId: string): Promise<string> {
  return (await superOrderOfOrder(context.services.store, orderId)) ?? refuse(ErrorCode.ORDER_NOT_FOUND, 'The order was not found.');
}

/**
 * Decides `command` on the request the order belongs to, as the signed-in person, and answers what that person may
 * see of the request afterwards.
 */
async function decideOnOrder(context: GraphQLContext, orderId: string, command: SuperOrderCommand): Promise<SuperOrderType> {
  const actor = requireActor(context);
  const state = await context.services.superOrders.execute({ superOrderId: await superOrderIdOf(context, orderId), actor, correlationId: context.requestId, command });
  return visibleSuperOrder(actor, state);
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
    const input = validated(superOrderInputSchema, order);
    await requireManufacturers(context, input.manufacturers, input.fromWhitelabel ?? null);

    const superOrderId = randomUUID();
    const { stored, find } = await readDesignUploads({ preview, pcb, job, originalJob, placement, originalPlacement, originalBom, additionalFiles }, superOrderId);
    const { warnings } = await requireValidDesignData(context.services.uploadWorkers, {
      pcb: asUploaded(find('pcb')),
      job: asUploaded(find('gerberjob')),
      originalJob: asUploaded(find('original_gerberjob')),
      placement: asUploaded(find('placement')),
      originalPlacement: asUploaded(find('original_placement')),
      originalBom: asUploaded(find('original_bom')),
      bom,
    });
    const bomFile = bom ? jsonFile('bom', 'BOM.json', bom, superOrderId) : null;
    const byKind = (kind: UploadPart['kind']) => {
      const file = find(kind);
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
        warnings,
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
    const file = await readQuoteUpload(context.services.uploadWorkers, quote, orderId);
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
    return decideOnOrder(context, orderId, { type: 'WithdrawQuote', orderId, quoteId });
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
    return decideOnOrder(context, orderId, { type: 'AnswerQuote', orderId, quoteId, answer: status, reason, reasonText });
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
    return decideOnOrder(context, orderId, { type: 'UpdateOrderStatus', orderId, status, reason, reasonText });
  }

  @Mutation(() => SuperOrderType, { description: "The customer rates a received order (1 to 5 each) with an optional comment; giving it again revises it." })
  async updateOrderFeedback(
    @Ctx() context: GraphQLContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('feedback', () => OrderFeedbackInput) feedback: OrderFeedbackInput,
  ): Promise<SuperOrderType> {
    return decideOnOrder(context, orderId, { type: 'GiveOrderFeedback', orderId, feedback: { ...feedback, comment: feedback.comment ?? null } });
  }
}
