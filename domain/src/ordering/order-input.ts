import { z } from 'zod';
import {
  CERTIFICATES,
  IPC_CLASSES,
  MAX_PRODUCERS_PER_REQUEST,
  ORDER_TYPES,
  SERVICES,
} from './vocabulary';

const TEXT_MAX = 100;
const LONG_TEXT_MAX = 2500;

const required = (max = TEXT_MAX) =>
  z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .max(max, `This field must be less than ${max} characters`);
const optionalText = (max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `This field must be less than ${max} characters`)
    .transform((value) => (value ? value : undefined))
    .optional();

/** An address as entered; empty optional lines and an empty tax number are dropped. */
export const addressInputSchema = z.object({
  id: z.string().optional(),
  recipient: required(),
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

/** Bulk prices: numbers, 0 or more on create, sorted ascending. */
const bulkPricesSchema = z
  .array(z.coerce.number())
  .default([])
  .transform((prices) => prices.filter((price) => Number.isFinite(price) && price >= 0).sort((a, b) => a - b));

/** The customer's request as sent with createOrder (SuperOrderInput). */
export const superOrderInputSchema = z.object({
  name: required(),
  manufacturers: z
    .array(z.string().min(1))
    .min(1, 'Please select at least one manufacturer.')
    .max(MAX_PRODUCERS_PER_REQUEST, `Please select at most ${MAX_PRODUCERS_PER_REQUEST} manufacturers.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A manufacturer was selected twice.'),
  pcbVersion: required().default('V1'),
  pcbProvidedByCustomer: z.boolean().default(false),
  isPanel: z.boolean().default(false),
  separateBoard: z.boolean().default(true),
  quantity: z.number().int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').default(1),
  quantityIsOverproduction: z.boolean().default(true),
  bulkPrices: bulkPricesSchema,
  optionalOperations: z.array(z.enum(SERVICES)).default([]),
  requiredOperations: z.array(z.enum(SERVICES)).default([]),
  requiredCertificates: z.array(z.enum(CERTIFICATES)).default([]),
  ipcClass: z.enum(IPC_CLASSES).optional(),
  type: z.enum(ORDER_TYPES).default('PROTOTYPE'),
  additionalNotes: optionalText(LONG_TEXT_MAX),
  shippingAddress: addressInputSchema,
  billingAddress: addressInputSchema,
  asCompany: z.string().optional(),
  fromWhitelabel: z.string().optional(),
  smtPartCount: z.number().int().min(0).optional(),
  thtPartCount: z.number().int().min(0).optional(),
  thtPinCount: z.number().int().min(0).optional(),
});
export type SuperOrderInput = z.input<typeof superOrderInputSchema>;
export type ValidSuperOrderInput = z.output<typeof superOrderInputSchema>;

/** What every producer's order of one request shares. */
export type OrderRequest = Omit<ValidSuperOrderInput, 'name' | 'manufacturers' | 'asCompany' | 'fromWhitelabel'>;
