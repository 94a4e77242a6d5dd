import { z } from 'zod';
import { urlSchema } from '../accounts/account-inputs';
import { SERVICES } from '../ordering/vocabulary';
import { lineText } from '../text/free-text';

/** A hostname as browsers send it: lower-case labels of letters, digits and dashes. */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, 'Please enter a valid host name.');

export const displayingHintSchema = z.object({ settingName: lineText(100).min(1), settingValue: lineText(2500) });

export const legalAttributesSchema = z.object({ termsUrl: urlSchema, imprintUrl: urlSchema, privacyUrl: urlSchema }).partial();

/** A new white-label shop for one producer; by default it gets a demo order. */
export const shopCreationInputSchema = z.object({
  hostname: hostnameSchema,
  manufacturerId: z.string().min(1),
  authenticationClient: lineText(100).min(1),
  cssDisplayingHints: z.array(displayingHintSchema).max(50).default([]),
  supportedServices: z.array(z.enum(SERVICES)).default([]),
  createDemoOrder: z.boolean().default(true),
});
export type ShopCreationInput = z.output<typeof shopCreationInputSchema>;

export const shopUpdateInputSchema = z
  .object({
    authenticationClient: lineText(100).min(1),
    cssDisplayingHints: z.array(displayingHintSchema).max(50),
    supportedServices: z.array(z.enum(SERVICES)),
    legalAttributes: legalAttributesSchema,
  })
  .partial();
export type ShopUpdateInput = z.output<typeof shopUpdateInputSchema>;
