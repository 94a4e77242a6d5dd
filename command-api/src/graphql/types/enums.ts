import {
  CANCEL_REASONS,
  CERTIFICATES,
  FILE_KINDS,
  IPC_CLASSES,
  MERGEABLE_FILES,
  ORDER_STATUSES,
  ORDER_TYPES,
  QUOTE_ANSWERS,
  QUOTE_STATUSES,
  SERVICES,
} from '@pcbm/domain';
import { registerEnumType } from 'type-graphql';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const OrderStatusEnum = enumOf(ORDER_STATUSES);
export const CancelReasonEnum = enumOf(CANCEL_REASONS);
export const QuoteStatusEnum = enumOf(QUOTE_STATUSES);
export const QuoteAnswerEnum = enumOf(QUOTE_ANSWERS);
export const OrderTypeEnum = enumOf(ORDER_TYPES);
export const IpcClassEnum = enumOf(IPC_CLASSES);
export const CertificateEnum = enumOf(CERTIFICATES);
export const ServiceEnum = enumOf(SERVICES);
export const FileKindEnum = enumOf(FILE_KINDS);
/** Which orders a producer lists: all, those from the marketplace, or those from its white-label shop. */
export const MarketplaceScopeEnum = enumOf(['ALL', 'MARKETPLACE', 'WHITELABEL'] as const);

/** The files of a request a re-add merges, and whether the first-uploaded one is kept or replaced. */
export const MergeableFileEnum = enumOf(MERGEABLE_FILES);
export const FileChoiceEnum = enumOf(['KEEP', 'REPLACE'] as const);

registerEnumType(OrderStatusEnum, { name: 'OrderStatus' });
registerEnumType(CancelReasonEnum, { name: 'CancelReason' });
registerEnumType(QuoteStatusEnum, { name: 'QuoteStatus' });
registerEnumType(QuoteAnswerEnum, { name: 'AcceptDeclineStatus' });
registerEnumType(OrderTypeEnum, { name: 'OrderType' });
registerEnumType(IpcClassEnum, { name: 'IpcClass' });
registerEnumType(CertificateEnum, { name: 'Certificate' });
registerEnumType(ServiceEnum, { name: 'Service' });
registerEnumType(FileKindEnum, { name: 'FileKind' });
registerEnumType(MarketplaceScopeEnum, { name: 'MarketplaceScope' });
registerEnumType(MergeableFileEnum, { name: 'MergeableFile' });
registerEnumType(FileChoiceEnum, { name: 'FileChoice' });
