import { z } from 'zod';
import { addressInputSchema } from '../ordering/order-input';
import { lineText, longText, nameText } from '../text/free-text';
import { COMPANY_SIZES, INDUSTRIES, LOCALES, SOCIAL_MEDIA_KINDS } from './account-vocabulary';

const text = (max = 100) => lineText(max);
const required = (max = 100) => text(max).min(1, 'This field is required.');
const requiredName = (max = 100) => nameText(max).min(1, 'This field is required.');

/** Phone: optional plus, 1 to 3 digit country part, then 6 to 14 digits; 8 to 15 digits in all. */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => /^\+?\d{1,3}[\s/-]?(\d[\s/-]?){6,14}$/.test(value), 'Please enter a phone number with between 6 and 15 digits.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'Please enter a phone number with between 6 and 15 digits.');

export const emailSchema = z.string().trim().email('Please enter a valid email address.');

/** An http(s) URL, or nothing. */
export const urlSchema = lineText(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), 'Please enter a valid URL. (e.g. https://example.com)');

export const socialMediaLinkSchema = z.object({ kind: z.enum(SOCIAL_MEDIA_KINDS), username: required() });

/** What a person may change on their own profile; a language change sends only `locale`. */
export const userProfileInputSchema = z
  .object({
    firstName: requiredName(),
    lastName: requiredName(),
    phoneNumber: phoneSchema,
    jobTitle: text(),
    biography: longText(2500),
    pronouns: text(),
    location: text(),
    languages: z.array(text()).max(20),
    showEmail: z.boolean(),
    socialMedia: z.array(socialMediaLinkSchema).max(10),
    billingAddress: addressInputSchema,
    shippingAddress: addressInputSchema,
    locale: z.enum(LOCALES),
  })
  .partial();
export type UserProfileInput = z.output<typeof userProfileInputSchema>;

/** A new company: legal name, industry and one address that becomes both billing and shipping address. */
export const companyCreationInputSchema = z.object({
  name: requiredName(),
  legalName: requiredName(),
  industry: z.enum(INDUSTRIES),
  address: addressInputSchema,
  vatNumber: text().optional(),
});
export type CompanyCreationInput = z.output<typeof companyCreationInputSchema>;

/** What members may change on their company. */
export const companyUpdateInputSchema = z
  .object({
    name: requiredName(),
    legalName: requiredName(),
    industry: z.enum(INDUSTRIES),
    billingAddress: addressInputSchema,
    shippingAddress: addressInputSchema,
    aboutTextByLocale: z.array(z.object({ locale: z.enum(LOCALES), text: longText(2500) })).max(2),
    socialMedia: z.array(socialMediaLinkSchema).max(10),
    companySize: z.enum(COMPANY_SIZES),
    foundingYear: z.number().int().min(1800).max(2100),
    headquarterLocation: text(),
    contactPhone: phoneSchema,
    contactMail: emailSchema,
    termsUrl: urlSchema,
    imprintUrl: urlSchema,
    privacyUrl: urlSchema,
  })
  .partial();
export type CompanyUpdateInput = z.output<typeof companyUpdateInputSchema>;
