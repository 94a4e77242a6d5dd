import { z } from 'zod';
import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES, SERVICES } from '../ordering/vocabulary';
import { LENGTH_UNITS } from '../units/length-units';

/** The wizard's steps in their fixed order; the draft's step is the number (1 to 7). */
export const WIZARD_STEPS = ['upload', 'stackup', 'components', 'placement', 'production', 'manufacturers', 'summary'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const FILE_USES = ['pcbFile', 'jobFile', 'bomFile', 'cplFile', 'additionalFile', 'previewFile'] as const;

/** What a file draws (`Layer`): kind, side, a copper layer's number, the copper layers a blind or buried drill joins. */
const layerSchema = z.object({
  kind: z.string(),
  side: z.string(),
  number: z.number().int().optional(),
  span: z.object({ from: z.number().int(), to: z.number().int() }).optional(),
});

/** A file of the draft; its bytes are stored apart (by draft id and name). */
export const draftFileSchema = z.object({
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  use: z.enum(FILE_USES),
  /** The use was chosen by hand; classification leaves it alone. */
  assigned: z.boolean().default(false),
  layer: layerSchema.optional(),
});
export type DraftFile = z.output<typeof draftFileSchema>;

const stackupRowSchema = z.object({
  type: z.string(),
  label: z.string().optional(),
  name: z.string().optional(),
  thickness: z.union([z.number(), z.literal('Standard')]).optional(),
  color: z.string().optional(),
  material: z.string().optional(),
  note: z.string().optional(),
  layer: layerSchema.optional(),
  fileName: z.string().optional(),
  active: z.boolean(),
});

const rowMarkersSchema = z.object({ headerRow: z.number().int(), firstRow: z.number().int(), lastRow: z.number().int() });

/** One part of a parts-list row: the main part first, then up to two alternatives. */
const componentInfoSchema = z.object({
  mpn: z.string(),
  manufacturer: z.string(),
  /** Whether the parts database had it; absent until looked up. */
  found: z.boolean().optional(),
});

/** A parts-list row as the components step shows and edits it. */
export const draftComponentSchema = z.object({
  id: z.string(),
  designators: z.array(z.string()),
  quantity: z.number().int().min(0),
  componentInfo: z.array(componentInfoSchema).min(1).max(3),
  description: z.string(),
  package: z.string(),
  electricValue: z.string(),
  tolerance: z.string(),
  maxVoltage: z.string(),
  genericDeviceType: z.string(),
  mount: z.enum(['SMT', 'THT']).optional(),
  generic: z.boolean(),
  doNotPlace: z.boolean(),
  provided: z.boolean(),
  detectedComponentType: z.string(),
});
export type DraftComponent = z.output<typeof draftComponentSchema>;

export const draftBomSchema = z.object({
  /** Row markers and column kinds by column index as the customer set them; null reads them from the table. */
  markers: rowMarkersSchema.extend({ columns: z.record(z.string(), z.string()) }).nullable(),
  components: z.array(draftComponentSchema),
  /** True once the customer edited rows by hand: re-reading the file would lose the edits. */
  edited: z.boolean(),
});
export type DraftBom = z.output<typeof draftBomSchema>;

export const draftPlacementSchema = z.object({
  markers: rowMarkersSchema.extend({ columns: z.record(z.string(), z.string()) }).nullable(),
  unit: z.enum(LENGTH_UNITS).nullable(),
  decimalSeparator: z.enum(['comma', 'point']).nullable(),
});
export type DraftPlacement = z.output<typeof draftPlacementSchema>;

/** An address as the production step edits it (all text, checked on Next by the order input schema). */
export const draftAddressSchema = z.object({
  id: z.string().default(''),
  recipient: z.string().default(''),
  country: z.string().default(''),
  addressLine1: z.string().default(''),
  addressLine2: z.string().default(''),
  zipcode: z.string().default(''),
  city: z.string().default(''),
  companyTaxNumber: z.string().default(''),
});
export type DraftAddress = z.output<typeof draftAddressSchema>;

/** The request details of the production step, with the specification's defaults. */
export const requestDetailsSchema = z.object({
  projectName: z.string().default(''),
  pcbVersion: z.string().default('V1'),
  type: z.enum(ORDER_TYPES).default('PROTOTYPE'),
  quantity: z.number().int().default(1),
  quantityIsOverproduction: z.boolean().default(true),
  requiredOperations: z.array(z.enum(SERVICES)).default([]),
  optionalOperations: z.array(z.enum(SERVICES)).default([]),
  certificates: z.array(z.enum(CERTIFICATES)).default([]),
  ipcClass: z.enum(IPC_CLASSES).optional(),
  isPanel: z.boolean().default(false),
  separateBoard: z.boolean().default(true),
  pcbProvidedByCustomer: z.boolean().default(false),
  requestedBulkPrices: z.array(z.number()).default([]),
  notes: z.string().default(''),
  /** The company the request is sent for; absent orders as an individual. */
  asCompany: z.string().optional(),
});
export type RequestDetails = z.output<typeof requestDetailsSchema>;

const priceRangeSchema = z.object({
  cost: z.number(),
  tolerance: z.number().nullish(),
  tax: z.number().nullish(),
  assemblyCost: z.number().nullish(),
  componentCost: z.number().nullish(),
  pcbCost: z.number().nullish(),
  shippingCost: z.number().nullish(),
  completionTime: z.number().nullish(),
  shippingTime: z.number().nullish(),
});

/** The order draft (super order) kept in the browser; file contents are stored apart. */
export const orderDraftSchema = z.object({
  id: z.string().min(1),
  step: z.number().int().min(1).max(WIZARD_STEPS.length).default(1),
  createdOn: z.string(),
  updatedOn: z.string(),
  files: z.array(draftFileSchema).max(50).default([]),
  /** Board or job files changed since the stackup was last built. */
  stackupChanged: z.boolean().default(false),
  stackup: z.array(stackupRowSchema).default([]),
  stackupNotes: z.string().default(''),
  autoPreview: z.boolean().default(true),
  board: z.object({ width: z.number(), height: z.number() }).nullable().default(null),
  /** The board outline's extent in the files' coordinates (mm), for the placement view. */
  boardBounds: z.object({ minX: z.number(), minY: z.number(), maxX: z.number(), maxY: z.number() }).nullable().default(null),
  layerCount: z.number().int().min(1).max(8).default(2),
  bom: draftBomSchema.nullable().default(null),
  placement: draftPlacementSchema.nullable().default(null),
  requestDetails: requestDetailsSchema.default(requestDetailsSchema.parse({})),
  shippingAddress: draftAddressSchema.default(draftAddressSchema.parse({})),
  billingAddress: draftAddressSchema.default(draftAddressSchema.parse({})),
  sameAddress: z.boolean().default(true),
  selectedManufacturers: z.array(z.string()).max(3).default([]),
  /** Instant price ranges by manufacturer id, or why there is none. */
  pricing: z.record(z.string(), z.object({ priceRange: priceRangeSchema.nullable(), error: z.string().nullish() })).default({}),
});
export type OrderDraft = z.output<typeof orderDraftSchema>;

/** A new, empty draft. */
export function newOrderDraft(id: string, now: Date): OrderDraft {
  const at = now.toISOString();
  return orderDraftSchema.parse({ id, createdOn: at, updatedOn: at });
}
