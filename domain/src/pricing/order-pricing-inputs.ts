import { z } from 'zod';
import type { BoardSpecification } from '../board/board-specification';
import { DomainError, ErrorCode } from '../errors';
import { addressInputSchema } from '../ordering/order-input';
import { ORDER_TYPES } from '../ordering/vocabulary';
import { finishNumber, type PricingVariables } from './pricing-variables';

export const MAX_PRICED_BOM_ROWS = 5000;

/** A parts-list row as pricing reads it (the order's component rows; other fields are ignored). */
export const pricingComponentSchema = z.object({
  designators: z.array(z.string().max(100)).max(10_000),
  quantity: z.number().int().min(0),
  mpn: z.string().max(200).nullish(),
  alternativeMpns: z.array(z.string().max(200)).max(10).nullish(),
  doNotPlace: z.boolean().nullish(),
  provided: z.boolean().nullish(),
  mount: z.enum(['SMT', 'THT'], { error: "The mount must be 'SMT' or 'THT'." }).nullish(),
  pinCount: z.number().int().min(0).max(10_000).nullish(),
});
export type PricingComponent = z.input<typeof pricingComponentSchema>;
export const pricingBomSchema = z.array(pricingComponentSchema).max(MAX_PRICED_BOM_ROWS, `At most ${MAX_PRICED_BOM_ROWS} parts-list rows can be priced.`);

/** The order fields pricing needs (productionData); addresses and type may still be missing in the wizard. */
export const pricingProductionDataSchema = z.object({
  manufacturers: z.array(z.string().min(1)).max(3).default([]),
  fromWhitelabel: z.string().optional(),
  quantity: z.number().int().min(1).default(1),
  pcbPerPanel: z.number().int().min(1).default(1),
  isPanel: z.boolean().default(false),
  pcbProvidedByCustomer: z.boolean().default(false),
  type: z.enum(ORDER_TYPES).optional(),
  shippingAddress: addressInputSchema.optional(),
  billingAddress: addressInputSchema.optional(),
  smtPartCount: z.number().int().min(0).optional(),
  thtPartCount: z.number().int().min(0).optional(),
  thtPinCount: z.number().int().min(0).optional(),
});
export type PricingProductionData = z.output<typeof pricingProductionDataSchema>;

const placed = (component: PricingComponent) => !component.doNotPlace;
const sourced = (component: PricingComponent) => placed(component) && !component.provided;
const label = (component: PricingComponent) => component.designators.join(', ') || '(no designator)';

/** Pricing needs a producer, both addresses and the order type (spec: order without addresses and pricing input). */
export function assertPricingRequestComplete(production: PricingProductionData, producerKnown: boolean): void {
  const missing: string[] = [];
  if (!producerKnown) missing.push('manufacturer not set');
  if (!production.shippingAddress && !production.billingAddress) missing.push('addresses not set');
  else if (!production.shippingAddress) missing.push('shipping address not set');
  else if (!production.billingAddress) missing.push('billing address not set');
  if (!production.type) missing.push('order type not set');
  if (missing.length > 0) throw new DomainError(ErrorCode.INVALID_INPUT, `A price cannot be calculated yet: ${missing.join('; ')}.`, { problems: missing });
}

/** Price calculation fails when parts have alternatives or lack a part number (rows not placed or provided by the customer aside). */
export function assertBomPriceable(bom: readonly PricingComponent[]): void {
  const problems: string[] = [];
  const withAlternatives = bom.filter((c) => sourced(c) && (c.alternativeMpns ?? []).some((mpn) => mpn.trim() !== ''));
  const withoutMpn = bom.filter((c) => sourced(c) && !c.mpn?.trim());
  if (withAlternatives.length > 0) problems.push(`alternative components for ${withAlternatives.map(label).join('; ')}`);
  if (withoutMpn.length > 0) problems.push(`missing MPN for ${withoutMpn.map(label).join('; ')}`);
  if (problems.length > 0) {
    throw new DomainError(ErrorCode.INVALID_INPUT, `The price cannot be calculated: ${problems.join('; ')}. Choose one part per row with its MPN.`, { problems });
  }
}

/** The part numbers whose prices make up partSourcingCost. */
export const sourcedMpns = (bom: readonly PricingComponent[]) => [...new Set(bom.filter(sourced).map((c) => c.mpn!.trim()))];

function layerCount(job: BoardSpecification): number {
  if (job.generalSpecs.layerNumber) return job.generalSpecs.layerNumber;
  const copper = job.materialStackup.filter((row) => row.type.toLowerCase() === 'copper').length;
  return copper > 0 ? copper : 2;
}

function partCounts(bom: readonly PricingComponent[], production: PricingProductionData) {
  const rows = bom.filter(placed);
  if (!rows.some((c) => c.mount)) {
    return { smtPartCount: production.smtPartCount ?? 0, thtPartCount: production.thtPartCount ?? 0, thtPinCount: production.thtPinCount ?? 0 };
  }
  const sum = (list: readonly PricingComponent[], of: (c: PricingComponent) => number) => list.reduce((total, c) => total + of(c), 0);
  const tht = rows.filter((c) => c.mount === 'THT');
  const pinsKnown = tht.some((c) => c.pinCount != null);
  return {
    smtPartCount: sum(rows.filter((c) => c.mount === 'SMT'), (c) => c.quantity),
    thtPartCount: sum(tht, (c) => c.quantity),
    thtPinCount: pinsKnown ? sum(tht, (c) => c.quantity * (c.pinCount ?? 0)) : (production.thtPinCount ?? 0),
  };
}

/**
 * The formula inputs of an order: board size in cm² from the job (x × y mm / 100), layers, thickness
 * in mm and the finish number from the job; part counts per board from the rows' mount, else from
 * productionData; partSourcingCost = Σ unit price × quantity per board × pcbQuantity over parts with a known price.
 */
export function orderPricingVariables(job: BoardSpecification, bom: readonly PricingComponent[], production: PricingProductionData, unitPrices: ReadonlyMap<string, number>): PricingVariables {
  const size = job.generalSpecs.size;
  const partSourcingCost = bom
    .filter(sourced)
    .reduce((total, c) => total + (unitPrices.get(c.mpn!.trim()) ?? 0) * c.quantity * production.quantity, 0);
  return {
    pcbQuantity: production.quantity,
    pcbPerPanel: production.isPanel ? production.pcbPerPanel : 1,
    partSourcingCost,
    pcbProvided: production.pcbProvidedByCustomer ? 1 : 0,
    pcbSize: size ? Math.round(size.x * size.y) / 100 : 0,
    pcbLayers: layerCount(job),
    boardThickness: job.generalSpecs.boardThickness,
    finish: finishNumber(job.generalSpecs.finish),
    ...partCounts(bom, production),
  };
}
