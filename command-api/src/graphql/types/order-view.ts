import type { OrderState, QuoteState, SuperOrderState } from '@pcbm/domain';
import { fileIdOf, OrderType, QuoteType, SuperOrderType } from './order-types';

// The views are instances of their GraphQL classes: a field resolver's `@Root()` then takes the object as it is,
// where for a plain object type-graphql builds an instance and copies every field into it, once per resolved field.

function toQuote(quote: QuoteState): QuoteType {
  return Object.assign(new QuoteType(), {
    id: quote.id,
    fileId: quote.file.fileId,
    filename: quote.file.filename,
    accepted: quote.status === 'ACCEPTED',
    status: quote.status,
    reason: quote.reason,
    createdOn: new Date(quote.createdOn),
    answeredOn: quote.answeredOn ? new Date(quote.answeredOn) : null,
  } satisfies QuoteType);
}

/** One producer's order as the API shows it. */
export function toOrderView(superOrder: SuperOrderState, order: OrderState): OrderType {
  // Read models written before orders carried their own request fall back to the super order's.
  const request = order.request ?? superOrder.request;
  const files = order.files ?? superOrder.files;
  const quotes = order.quotes.map(toQuote);
  return Object.assign(new OrderType(), {
    id: order.id,
    superOrderId: superOrder.id,
    name: superOrder.name,
    placedById: superOrder.placedById,
    asCompanyId: superOrder.asCompanyId,
    manufacturerId: order.manufacturerId,
    status: order.status,
    responseDeadline: order.responseDeadline ? new Date(order.responseDeadline) : null,
    // Read models written before orders kept their status changes know only when the order was last changed.
    statusChanges: (order.statusChanges ?? [{ status: order.status, on: order.updatedOn }]).map((change) => ({ status: change.status, on: new Date(change.on) })),
    shippingAddress: request.shippingAddress,
    billingAddress: request.billingAddress,
    quantity: request.quantity,
    bulkPrices: request.bulkPrices,
    quantityIsOverproduction: request.quantityIsOverproduction,
    requiredOperations: request.requiredOperations,
    optionalOperations: request.optionalOperations,
    requiredCertificates: request.requiredCertificates,
    ipcClass: request.ipcClass ?? null,
    type: request.type,
    pcbProvidedByCustomer: request.pcbProvidedByCustomer,
    isPanel: request.isPanel,
    separateBoard: request.separateBoard,
    pcbVersion: request.pcbVersion,
    additionalNotes: request.additionalNotes ?? null,
    smtPartCount: request.smtPartCount ?? null,
    thtPartCount: request.thtPartCount ?? null,
    thtPinCount: request.thtPinCount ?? null,
    previewId: fileIdOf(files.preview),
    pcbId: fileIdOf(files.pcb),
    jobId: fileIdOf(files.job),
    originalJobId: fileIdOf(files.originalJob),
    placementId: fileIdOf(files.placement),
    originalPlacementId: fileIdOf(files.originalPlacement),
    bomId: fileIdOf(files.bom),
    originalBomId: fileIdOf(files.originalBom),
    additionalFileIds: files.additionalFiles.map((f) => f.fileId),
    quote: quotes.length > 0 ? quotes[quotes.length - 1] : null,
    quotes,
    cancelReason: order.cancelReason,
    cancelReasonText: order.cancelReasonText,
    fromWhitelabelId: superOrder.fromWhitelabelId,
    warnings: (order.warnings ?? []).map((w) => ({ code: w.code, message: w.message, file: w.file ?? null, subject: w.subject ?? null, more: w.more ?? null })),
    feedback: order.feedback ?? null,
    createdOn: new Date(order.createdOn),
    updatedOn: new Date(order.updatedOn),
    files,
  } satisfies OrderType);
}

/** The super order as the API shows it; `visibleOrders` narrows what a producer sees to its own order. */
export function toSuperOrderView(
  superOrder: SuperOrderState,
  visibleOrders: (order: OrderState) => boolean = () => true,
): SuperOrderType {
  return Object.assign(new SuperOrderType(), {
    id: superOrder.id,
    name: superOrder.name,
    placedById: superOrder.placedById,
    asCompanyId: superOrder.asCompanyId,
    fromWhitelabelId: superOrder.fromWhitelabelId,
    orders: superOrder.orders.filter(visibleOrders).map((order) => toOrderView(superOrder, order)),
    createdOn: new Date(superOrder.createdOn),
    updatedOn: new Date(superOrder.updatedOn),
  } satisfies SuperOrderType);
}
