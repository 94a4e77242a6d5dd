/** Order statuses of the API. */
export const ORDER_STATUSES = [
  'CANCELED_BY_CUSTOMER',
  'CANCELED_BY_PRODUCER',
  'DONE',
  'IN_PRODUCTION',
  'QUOTE_OFFERED',
  'SHIPPED',
  'WAITING_FOR_PRODUCTION',
  'WAITING_FOR_QUOTE',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses of an order that no longer takes part: received, cancelled by the customer, or rejected by the producer. */
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['DONE', 'CANCELED_BY_CUSTOMER', 'CANCELED_BY_PRODUCER'];

/** Reasons for cancelling or rejecting, also the customer's criteria for choosing a producer. */
export const CANCEL_REASONS = [
  'COMPLETION_TIME',
  'COSTS',
  'CUSTOMER_SUPPORT',
  'ENVIRONMENTAL_RESPONSIBILITY',
  'LOCATION_AND_PROXIMITY',
  'NONE',
  'OTHER',
  'PRODUCT_QUALITY',
  'RESPONSE_TIME',
  'SCALABILITY',
  'SOCIAL_RESPONSIBILITY',
  'TECHNICAL_EXPERTISE',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** A quote's status. The spec's offer statuses plus WITHDRAWN and SUPERSEDED for a producer's own changes. */
export const QUOTE_STATUSES = ['OFFERED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'SUPERSEDED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_ANSWERS = ['ACCEPTED', 'REJECTED'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

export const ORDER_TYPES = ['PRE_SERIES', 'PROTOTYPE', 'SERIES'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const IPC_CLASSES = ['CLASS1', 'CLASS2', 'CLASS3'] as const;
export type IpcClass = (typeof IPC_CLASSES)[number];

export const CERTIFICATES = [
  'AS9100D',
  'EN50155',
  'IATF16949',
  'ISO9001',
  'ISO13485',
  'ISO14001',
  'ISO50001',
  'UL796',
] as const;
export type Certificate = (typeof CERTIFICATES)[number];

export const SERVICES = [
  'AOI2D',
  'AOI3D',
  'AXI2D',
  'AXI3D',
  'Assembly',
  'BoundaryScanTesting',
  'BurnInTesting',
  'CableAssembly',
  'CleanroomProduction',
  'Coating',
  'ElectromagneticCompatibilityTesting',
  'FlyingProbeTesting',
  'FunctionalTesting',
  'InCircuitTesting',
  'ManualInspection',
  'Packaging',
  'PadPrinting',
  'Potting',
  'Programming',
  'Traceability',
  'LeadFreeSolder',
  'NitrogenAtmosphereSoldering',
] as const;
export type Service = (typeof SERVICES)[number];

/** How long a producer has to answer a request. */
export const RESPONSE_WINDOW_DAYS = 7;
/** Producers per request. */
export const MAX_PRODUCERS_PER_REQUEST = 3;
