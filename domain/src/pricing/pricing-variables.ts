import { z } from 'zod';
import { FINISHES } from '../board/board-specification';

/** The inputs every formula may read (the spec's test inputs), all numbers. */
export const PRICING_INPUTS = [
  'pcbQuantity',
  'pcbPerPanel',
  'partSourcingCost',
  'pcbProvided',
  'pcbSize',
  'pcbLayers',
  'boardThickness',
  'finish',
  'smtPartCount',
  'thtPartCount',
  'thtPinCount',
] as const;
export type PricingInputName = (typeof PRICING_INPUTS)[number];
export type PricingVariables = Readonly<Record<PricingInputName, number>>;

/** What a price range holds; `cost` must be computed, the rest are optional. */
export const PRICE_RANGE_FIELDS = ['cost', 'tolerance', 'tax', 'assemblyCost', 'componentCost', 'pcbCost', 'shippingCost', 'completionTime', 'shippingTime'] as const;
export type PriceRangeField = (typeof PRICE_RANGE_FIELDS)[number];
export const REQUIRED_PRICE_RANGE_FIELDS: readonly PriceRangeField[] = ['cost'];
export type OrderPriceRange = { readonly cost: number } & Partial<Readonly<Record<Exclude<PriceRangeField, 'cost'>, number>>>;

/** The finish as a number: its place in the product's finish list (1 = HASL SnPb ... 11 = None); 0 when unknown. */
export function finishNumber(finish: string | undefined): number {
  if (!finish) return 0;
  const plain = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const index = FINISHES.findIndex((known) => plain(known) === plain(finish));
  return index + 1;
}

/** Test inputs as a producer enters them: the finish by name, pcbProvided as yes or no. */
export const pricingTestInputSchema = z.object({
  pcbQuantity: z.number().int().min(1).default(1),
  pcbPerPanel: z.number().int().min(1).default(1),
  partSourcingCost: z.number().min(0).default(0),
  pcbProvided: z.boolean().default(false),
  pcbSize: z.number().min(0).default(0),
  pcbLayers: z.number().int().min(0).max(100).default(2),
  boardThickness: z.number().min(0).max(20).default(1.6),
  finish: z.string().trim().max(100).optional(),
  smtPartCount: z.number().int().min(0).default(0),
  thtPartCount: z.number().int().min(0).default(0),
  thtPinCount: z.number().int().min(0).default(0),
});
export type PricingTestInput = z.input<typeof pricingTestInputSchema>;

/** The variables of validated test inputs: pcbProvided is 1 or 0, the finish its number. */
export function pricingVariablesOf(input: z.output<typeof pricingTestInputSchema>): PricingVariables {
  return { ...input, pcbProvided: input.pcbProvided ? 1 : 0, finish: finishNumber(input.finish) };
}

const amount = z.number().finite().min(0);
/** A price range as a pricing server answers it: the fields as numbers of 0 or more, `cost` required. */
export const orderPriceRangeSchema = z.object({
  cost: amount,
  tolerance: amount.optional(),
  tax: amount.optional(),
  assemblyCost: amount.optional(),
  componentCost: amount.optional(),
  pcbCost: amount.optional(),
  shippingCost: amount.optional(),
  completionTime: amount.optional(),
  shippingTime: amount.optional(),
});
