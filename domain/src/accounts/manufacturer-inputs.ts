import { z } from 'zod';
import { addressInputSchema } from '../ordering/order-input';
import { lineText } from '../text/free-text';
import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES, SERVICES } from '../ordering/vocabulary';

const dimensions = z.object({ long: z.number().min(0), short: z.number().min(0), height: z.number().min(0) });

/** A size range in mm: every dimension of `min` at most that of `max`. */
export const sizeRangeSchema = z
  .object({ min: dimensions, max: dimensions })
  .refine(({ min, max }) => min.long <= max.long && min.short <= max.short && min.height <= max.height, 'The minimum must not exceed the maximum.');

/** A quantity range; no maximum means no upper bound. */
export const quantityRangeSchema = z
  .object({ min: z.number().int().min(1), max: z.number().int().min(1).nullable().optional() })
  .refine(({ min, max }) => max == null || min <= max, 'The minimum must not exceed the maximum.');

/** What a producer can build, as matching and the producer's public page use it. */
export const manufacturerCapabilitiesSchema = z.object({
  allowMatching: z.boolean(),
  orderTypes: z.array(z.enum(ORDER_TYPES)).min(1),
  boardSize: sizeRangeSchema,
  ecSize: sizeRangeSchema,
  minimalPitch: z.number().min(0),
  doubleSidedSMT: z.boolean(),
  ipcClass: z.enum(IPC_CLASSES),
  certificates: z.array(z.enum(CERTIFICATES)),
  supportedServices: z.array(z.enum(SERVICES)),
  spokenLanguages: z.array(lineText(35).min(2)).max(30),
  pcbQuantity: quantityRangeSchema,
  componentQuantity: quantityRangeSchema,
  headquarterAddress: addressInputSchema,
  factoryAddresses: z.array(addressInputSchema).min(1).max(20),
});
export type ManufacturerCapabilities = z.output<typeof manufacturerCapabilitiesSchema>;
