import { z } from 'zod';
import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES, SERVICES } from '../ordering/vocabulary';

/** Parts per parts list the server looks up for one search or detection. */
export const MAX_LOOKUP_PARTS = 1000;

const dimensions = z.object({ long: z.number().min(0).max(10_000), short: z.number().min(0).max(10_000), height: z.number().min(0).max(1_000) });

/** A parts-list row as the search carries it, so the server can look its part up. */
export const searchComponentSchema = z.object({
  mpn: z.string().trim().max(100).default(''),
  designators: z.array(z.string().trim().min(1).max(50)).max(1000).default([]),
  generic: z.boolean().default(false),
  mount: z.enum(['SMT', 'THT']).nullable().optional(),
});

/** fetchCapabilitySearch's searchInput; the IPC class is always CLASS1 for matching. */
export const capabilitySearchInputSchema = z.object({
  orderType: z.enum(ORDER_TYPES),
  boardSize: dimensions,
  pcbQuantity: z.number().int().min(1).max(10_000_000),
  /** Components per board; counted from `components` when not given. */
  componentQuantity: z.number().int().min(0).max(1_000_000).nullable().optional(),
  certificates: z.array(z.enum(CERTIFICATES)).default([]),
  services: z.object({ required: z.array(z.enum(SERVICES)).default([]), optional: z.array(z.enum(SERVICES)).default([]) }).default({ required: [], optional: [] }),
  doubleSidedSMT: z.boolean().default(false),
  ecSize: z.object({ min: dimensions, max: dimensions }).nullable().optional(),
  minimalPitch: z.number().min(0).max(100).nullable().optional(),
  ipcClass: z.enum(IPC_CLASSES).nullable().optional().transform(() => 'CLASS1' as const),
  components: z.array(searchComponentSchema).max(MAX_LOOKUP_PARTS).default([]),
});
export type CapabilitySearchInput = z.output<typeof capabilitySearchInputSchema>;

/** fetchNexarParts' list of parts. */
export const partQueriesSchema = z
  .array(z.object({ mpn: z.string().trim().min(1).max(100), manufacturer: z.string().trim().max(100).nullable().optional() }))
  .max(MAX_LOOKUP_PARTS, `At most ${MAX_LOOKUP_PARTS} parts per lookup.`);

/** fetchBomDetection's table: header cells and rows of cells. */
export const bomDetectionInputSchema = z.object({
  headers: z.array(z.string().max(200)).min(1).max(100),
  rows: z.array(z.array(z.string().max(500)).max(100)).max(MAX_LOOKUP_PARTS),
});

/** A position given with the shipping address: x longitude, y latitude in degrees. */
export const geoPointSchema = z.object({ x: z.number().min(-180).max(180), y: z.number().min(-90).max(90) });
