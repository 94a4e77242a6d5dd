import { z } from 'zod';
import { lineText, longText, nameText } from '../text/free-text';
import {
  CERTIFICATES,
  IPC_CLASSES,
  MAX_PRODUCERS_PER_REQUEST,
  ORDER_TYPES,
  SERVICES,
} from './vocabulary';

const TEXT_MAX = 100;
const LONG_TEXT_MAX = 2500;

/** Largest quantity a request may ask for; more is a typing mistake, not an order. */
export const MAX_ORDER_QUANTITY = 10_000_000;
/** Highest bulk price the request may name, in the request's currency. */
export const MAX_BULK_PRICE = 1_000_000_000;
const MAX_BULK_PRICES = 50;

const textOf = { name: nameText, line: lineText, long: longText };
const required = (max = TEXT_MAX, kind: 'name' | 'line' = 'line') =>
  textOf[kind](max).min(1, 'This field is required.');
const optionalText = (max = TEXT_MAX, kind: 'line' | 'long' = 'line') =>
  textOf[kind](max)
    .transform((value) => (value ? value : undefined))
    .optional();

/** An address as entered; empty optional lines and an empty tax number are dropped. */
export const addressInputSchema = z.object({
  id: z.string().optional(),
  recipient: required(TEXT_MAX, 'name'),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please choose a country.')
    .transform((code) => code.toUpperCase()),
  addressLine1: required(),
  addressLine2: optionalText(),
  zipcode: required(),
  city: required(),
  companyTaxNumber: optionalText(),
});
export type AddressInput = z.output<typeof addressInputSchema>;

/**
 * Bulk prices: finite numbers up to MAX_BULK_PRICE, sorted ascending; as the specification says, only
 * values of 0 or more are kept (a negative price is dropped, an absurd one refused).
 */
const bulkPricesSchema = z
  .array(z.coerce.number('A bulk price must be a number.').max(MAX_BULK_PRICE, `A bulk price must be at most ${MAX_BULK_PRICE}.`))
  .max(MAX_BULK_PRICES, `At most ${MAX_BULK_PRICES} bulk prices.`)
  .transform((prices) => prices.filter((price) => price >= 0).sort((a, b) => a - b));

/** The fields of a request that a customer sets and may later change, without defaults. */
const requestFields = {
  pcbVersion: required(),
  pcbProvidedByCustomer: z.boolean(),
  isPanel: z.boolean(),
  separateBoard: z.boolean(),
  quantity: z
    .number()
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_ORDER_QUANTITY, `Quantity must be at most ${MAX_ORDER_QUANTITY}.`),
  quantityIsOverproduction: z.boolean(),
  bulkPrices: bulkPricesSchema,
  optionalOperations: z.array(z.enum(SERVICES)),
  requiredOperations: z.array(z.enum(SERVICES)),
  requiredCertificates: z.array(z.enum(CERTIFICATES)),
  ipcClass: z.enum(IPC_CLASSES),
  type: z.enum(ORDER_TYPES),
  additionalNotes: optionalText(LONG_TEXT_MAX, 'long'),
  shippingAddress: addressInputSchema,
  billingAddress: addressInputSchema,
  smtPartCount: z.number().int().min(0).max(MAX_ORDER_QUANTITY),
  thtPartCount: z.number().int().min(0).max(MAX_ORDER_QUANTITY),
  thtPinCount: z.number().int().min(0).max(MAX_ORDER_QUANTITY),
};

/** The customer's request as sent with createOrder (SuperOrderInput). */
export const superOrderInputSchema = z.object({
  name: required(TEXT_MAX, 'name'),
  manufacturers: z
    .array(z.string().min(1))
    .min(1, 'Please select at least one manufacturer.')
    .max(MAX_PRODUCERS_PER_REQUEST, `Please select at most ${MAX_PRODUCERS_PER_REQUEST} manufacturers.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A manufacturer was selected twice.'),
  pcbVersion: requestFields.pcbVersion.default('V1'),
  pcbProvidedByCustomer: requestFields.pcbProvidedByCustomer.default(false),
  isPanel: requestFields.isPanel.default(false),
  separateBoard: requestFields.separateBoard.default(true),
  quantity: requestFields.quantity.default(1),
  quantityIsOverproduction: requestFields.quantityIsOverproduction.default(true),
  bulkPrices: requestFields.bulkPrices.default([]),
  optionalOperations: requestFields.optionalOperations.default([]),
  requiredOperations: requestFields.requiredOperations.default([]),
  requiredCertificates: requestFields.requiredCertificates.default([]),
  ipcClass: requestFields.ipcClass.optional(),
  type: requestFields.type.default('PROTOTYPE'),
  additionalNotes: requestFields.additionalNotes,
  shippingAddress: addressInputSchema,
  billingAddress: addressInputSchema,
  asCompany: z.string().optional(),
  fromWhitelabel: z.string().optional(),
  smtPartCount: requestFields.smtPartCount.optional(),
  thtPartCount: requestFields.thtPartCount.optional(),
  thtPinCount: requestFields.thtPinCount.optional(),
});
export type SuperOrderInput = z.input<typeof superOrderInputSchema>;
export type ValidSuperOrderInput = z.output<typeof superOrderInputSchema>;

/** What every producer's order of one request shares. */
export type OrderRequest = Omit<ValidSuperOrderInput, 'name' | 'manufacturers' | 'asCompany' | 'fromWhitelabel'>;

/** A change of an order's request (updateOrder): only the fields sent change. */
export const orderUpdateInputSchema = z.object({
  orderId: z.string().min(1, 'This field is required.'),
  ...Object.fromEntries(Object.entries(requestFields).map(([key, schema]) => [key, schema.optional()])),
} as { orderId: z.ZodString } & { [K in keyof typeof requestFields]: z.ZodOptional<(typeof requestFields)[K]> });
export type OrderUpdateInput = z.input<typeof orderUpdateInputSchema>;
export type OrderChanges = Omit<z.output<typeof orderUpdateInputSchema>, 'orderId'>;

/**
 * Re-adding an order to one new producer (reAddOrder): the super order, the producer, and the
 * request as for createOrder, taken over from the latest request where a field is not sent.
 */
export const reAddOrderInputSchema = z.object({
  superOrderId: z.string().min(1, 'This field is required.'),
  manufacturer: z.string().min(1, 'Please select a manufacturer.'),
  ...Object.fromEntries(Object.entries(requestFields).map(([key, schema]) => [key, schema.optional()])),
} as { superOrderId: z.ZodString; manufacturer: z.ZodString } & { [K in keyof typeof requestFields]: z.ZodOptional<(typeof requestFields)[K]> });
export type ReAddOrderInput = z.input<typeof reAddOrderInputSchema>;
export type ValidReAddOrderInput = z.output<typeof reAddOrderInputSchema>;
