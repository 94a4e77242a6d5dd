import type { FileReference, OrderFiles } from '@pcbm/domain';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AddressType } from './address-type';
import { CancelReasonEnum, CertificateEnum, IpcClassEnum, OrderStatusEnum, OrderTypeEnum, QuoteStatusEnum, ServiceEnum } from './enums';

@ObjectType('Quote')
export class QuoteType {
  @Field(() => ID) id!: string;
  @Field(() => ID) fileId!: string;
  @Field(() => String) filename!: string;
  @Field(() => Boolean) accepted!: boolean;
  @Field(() => QuoteStatusEnum) status!: string;
  @Field(() => CancelReasonEnum, { nullable: true, description: 'The reason given with the answer.' }) reason!: string | null;
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date, { nullable: true }) answeredOn!: Date | null;
}

@ObjectType('DesignDataWarning', { description: 'Something the design-data check found that does not stop the request.' })
export class DesignDataWarningType {
  @Field(() => String) code!: string;
  @Field(() => String) message!: string;
  @Field(() => String, { nullable: true }) file!: string | null;
  @Field(() => String, { nullable: true, description: 'The part it is about: a designator, or the designators of one parts-list row.' }) subject!: string | null;
  @Field(() => Int, { nullable: true, description: 'For a warning standing for others of its code left unnamed: how many.' }) more!: number | null;
}

@ObjectType('OrderFeedback', { description: "The customer's ratings (1 to 5) of a received order." })
export class OrderFeedbackType {
  @Field(() => Int) completionTime!: number;
  @Field(() => Int) customerSupport!: number;
  @Field(() => Int) productionQuality!: number;
  @Field(() => Int) platform!: number;
  @Field(() => String, { nullable: true }) comment!: string | null;
}

@ObjectType('OrderStatusChange', { description: 'When an order reached a status.' })
export class OrderStatusChangeType {
  @Field(() => OrderStatusEnum) status!: string;
  @Field(() => Date) on!: Date;
}

@ObjectType('BomSummary', { description: "What an order's BOM (parts list) holds: its rows and the parts placed on one board." })
export class BomSummaryType {
  @Field(() => Int, { description: 'Rows of the BOM.' }) rowCount!: number;
  @Field(() => Int, { description: 'Parts placed on one board: the quantities of the rows not marked do-not-place.' }) partsPerBoard!: number;
  @Field(() => Int, { nullable: true, description: 'Of the parts placed on one board, those mounted as SMT; null when no row names its mount.' })
  smtPartCount!: number | null;
  @Field(() => Int, { nullable: true, description: 'Of the parts placed on one board, those mounted as THT; null when no row names its mount.' })
  thtPartCount!: number | null;
}

/** A BOM row as the order's BOM file holds it (the rows createOrder and updateOrder took), as far as counting needs. */
interface CountedRow {
  readonly quantity?: unknown;
  readonly doNotPlace?: unknown;
  readonly mount?: unknown;
}

/** The summary of a BOM's rows; rows that are not objects are not counted, a row without a quantity counts none. */
export function bomSummaryOf(rows: readonly unknown[]): BomSummaryType {
  const counted = rows.filter((row): row is CountedRow => typeof row === 'object' && row !== null);
  const quantity = (row: CountedRow) => (typeof row.quantity === 'number' && Number.isFinite(row.quantity) ? row.quantity : 0);
  const placed = counted.filter((row) => row.doNotPlace !== true);
  const mountKnown = placed.some((row) => row.mount === 'SMT' || row.mount === 'THT');
  const sum = (list: readonly CountedRow[]) => list.reduce((total, row) => total + quantity(row), 0);
  return Object.assign(new BomSummaryType(), {
    rowCount: counted.length,
    partsPerBoard: sum(placed),
    smtPartCount: mountKnown ? sum(placed.filter((row) => row.mount === 'SMT')) : null,
    thtPartCount: mountKnown ? sum(placed.filter((row) => row.mount === 'THT')) : null,
  } satisfies BomSummaryType);
}

@ObjectType('Order')
export class OrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID) superOrderId!: string;
  @Field(() => String) name!: string;
  @Field(() => ID) placedById!: string;
  @Field(() => ID, { nullable: true }) asCompanyId!: string | null;
  @Field(() => ID) manufacturerId!: string;
  @Field(() => OrderStatusEnum) status!: string;
  @Field(() => Date, { nullable: true, description: "End of the producer's 7-day response window while a quote is awaited." })
  responseDeadline!: Date | null;
  @Field(() => [OrderStatusChangeType], { description: 'Each status the order reached, oldest first; a status reached again (after a withdrawn quote) is listed again.' })
  statusChanges!: OrderStatusChangeType[];
  @Field(() => AddressType) shippingAddress!: AddressType;
  @Field(() => AddressType) billingAddress!: AddressType;
  @Field(() => Int) quantity!: number;
  @Field(() => [Number]) bulkPrices!: number[];
  @Field(() => Boolean) quantityIsOverproduction!: boolean;
  @Field(() => [ServiceEnum]) requiredOperations!: string[];
  @Field(() => [ServiceEnum]) optionalOperations!: string[];
  @Field(() => [CertificateEnum]) requiredCertificates!: string[];
  @Field(() => IpcClassEnum, { nullable: true }) ipcClass!: string | null;
  @Field(() => OrderTypeEnum) type!: string;
  @Field(() => Boolean) pcbProvidedByCustomer!: boolean;
  @Field(() => Boolean) isPanel!: boolean;
  @Field(() => Boolean) separateBoard!: boolean;
  @Field(() => String) pcbVersion!: string;
  @Field(() => String, { nullable: true }) additionalNotes!: string | null;
  @Field(() => Int, { nullable: true }) smtPartCount!: number | null;
  @Field(() => Int, { nullable: true }) thtPartCount!: number | null;
  @Field(() => Int, { nullable: true }) thtPinCount!: number | null;
  @Field(() => ID, { nullable: true }) previewId!: string | null;
  @Field(() => ID, { nullable: true }) pcbId!: string | null;
  @Field(() => ID, { nullable: true }) jobId!: string | null;
  @Field(() => ID, { nullable: true }) originalJobId!: string | null;
  @Field(() => ID, { nullable: true }) placementId!: string | null;
  @Field(() => ID, { nullable: true }) originalPlacementId!: string | null;
  @Field(() => ID, { nullable: true }) bomId!: string | null;
  @Field(() => ID, { nullable: true }) originalBomId!: string | null;
  @Field(() => [ID]) additionalFileIds!: string[];
  @Field(() => QuoteType, { nullable: true, description: 'The latest quote.' }) quote!: QuoteType | null;
  @Field(() => [QuoteType], { description: 'Every quote of this order, oldest first.' }) quotes!: QuoteType[];
  @Field(() => CancelReasonEnum, { nullable: true }) cancelReason!: string | null;
  @Field(() => String, { nullable: true }) cancelReasonText!: string | null;
  @Field(() => ID, { nullable: true }) fromWhitelabelId!: string | null;
  @Field(() => [DesignDataWarningType], { description: 'Warnings of the design-data check; the request was sent with them.' }) warnings!: DesignDataWarningType[];
  @Field(() => OrderFeedbackType, { nullable: true }) feedback!: OrderFeedbackType | null;
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date) updatedOn!: Date;

  /** The file references behind the id fields, for the file field resolvers. */
  files!: OrderFiles;
}

@ObjectType('SuperOrder')
export class SuperOrderType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => ID) placedById!: string;
  @Field(() => ID, { nullable: true }) asCompanyId!: string | null;
  @Field(() => ID, { nullable: true }) fromWhitelabelId!: string | null;
  @Field(() => [OrderType]) orders!: OrderType[];
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date) updatedOn!: Date;
}

export const fileIdOf = (reference: FileReference | undefined) => reference?.fileId ?? null;
