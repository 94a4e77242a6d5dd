import { companyUpdateInputSchema, emailSchema, phoneSchema } from '@pcbm/domain/accounts/account-inputs';
import { COMPANY_SIZES, INDUSTRIES, LOCALES } from '@pcbm/domain/accounts/account-vocabulary';
import { addressInputSchema } from '@pcbm/domain/ordering/order-input';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { addressForm, type AddressForm } from './AddressFields';
import { zodResolver } from '@hookform/resolvers/zod';
import { optional } from './form-support';
import type { SettingsCompany } from './settings-queries';

const rules = companyUpdateInputSchema.shape;
export const FOUNDING_YEAR_MIN = 1800;
export const FOUNDING_YEAR_MAX = 2100;

/** A field that may stay empty; when filled, the given rule applies. */
const emptyOr = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!value) return;
      const checked = rule.safeParse(value);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'invalid' });
    });

/** The company form, checked by the rules the server applies to `updateCompany`. */
export const companyFormSchema = z.object({
  name: rules.name.unwrap(),
  legalName: rules.legalName.unwrap(),
  industry: z.enum(INDUSTRIES, 'This field is required.'),
  companySize: z.union([z.enum(COMPANY_SIZES), z.literal('')]),
  foundingYear: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= FOUNDING_YEAR_MIN && Number(value) <= FOUNDING_YEAR_MAX), `Please enter a year between ${FOUNDING_YEAR_MIN} and ${FOUNDING_YEAR_MAX}.`),
  headquarterLocation: rules.headquarterLocation.unwrap(),
  about: z.object({ en: rules.aboutTextByLocale.unwrap().element.shape.text, de: rules.aboutTextByLocale.unwrap().element.shape.text }),
  termsUrl: rules.termsUrl.unwrap(),
  imprintUrl: rules.imprintUrl.unwrap(),
  privacyUrl: rules.privacyUrl.unwrap(),
  contactMail: emptyOr(emailSchema),
  contactPhone: emptyOr(phoneSchema),
  billingAddress: addressInputSchema,
  sameAddress: z.boolean(),
  shippingAddress: addressInputSchema,
});
export type CompanyForm = Omit<z.input<typeof companyFormSchema>, 'industry' | 'companySize' | 'billingAddress' | 'shippingAddress'> & {
  industry: (typeof INDUSTRIES)[number] | '';
  companySize: (typeof COMPANY_SIZES)[number] | '';
  billingAddress: AddressForm;
  shippingAddress: AddressForm;
};
export type CompanyValues = z.output<typeof companyFormSchema>;

/** Checks the form; with the same address for shipping, the billing address stands for both. */
export function sameAddressResolver<F extends FieldValues & { sameAddress: boolean; billingAddress: AddressForm; shippingAddress: AddressForm }, O>(
  schema: z.ZodType<O, F>,
): Resolver<F, unknown, O> {
  const resolve = zodResolver(schema);
  return (values, context, options) =>
    resolve(values.sameAddress ? { ...values, shippingAddress: { ...values.billingAddress, id: values.shippingAddress.id } } : values, context, options);
}

const sameLines = (a: AddressForm, b: AddressForm) =>
  (['recipient', 'country', 'addressLine1', 'addressLine2', 'zipcode', 'city', 'companyTaxNumber'] as const).every((line) => a[line] === b[line]);

/** The form's copy of a company's settings. */
export function companyFormOf(company: SettingsCompany): CompanyForm {
  const billing = addressForm(company.billingAddress);
  const shipping = addressForm(company.shippingAddress);
  const about = (locale: string) => company.aboutTextByLocale.find((entry) => entry.locale === locale)?.text ?? '';
  return {
    name: company.name,
    legalName: company.legalName,
    industry: company.industry ?? '',
    companySize: company.companySize ?? '',
    foundingYear: company.foundingYear ? String(company.foundingYear) : '',
    headquarterLocation: company.headquarterLocation ?? '',
    about: { en: about('en'), de: about('de') },
    termsUrl: company.termsUrl ?? '',
    imprintUrl: company.imprintUrl ?? '',
    privacyUrl: company.privacyUrl ?? '',
    contactMail: company.contactMail ?? '',
    contactPhone: company.contactPhone ?? '',
    billingAddress: billing,
    sameAddress: company.shippingAddress === null || sameLines(billing, shipping),
    shippingAddress: shipping,
  };
}

/**
 * What `updateCompany` is sent. Only fields sent change, so an empty optional field the server does not
 * take empty (size, founding year, contact mail and phone) is left out.
 */
export function companyUpdateOf(values: CompanyValues) {
  const { about, sameAddress, companySize, foundingYear, contactMail, contactPhone, billingAddress, shippingAddress, ...fields } = values;
  const { id: _billingId, ...billingLines } = billingAddress;
  return {
    ...fields,
    ...(companySize ? { companySize } : {}),
    ...(foundingYear ? { foundingYear: Number(foundingYear) } : {}),
    ...(optional(contactMail) ? { contactMail } : {}),
    ...(optional(contactPhone) ? { contactPhone } : {}),
    aboutTextByLocale: LOCALES.map((locale) => ({ locale, text: about[locale] })),
    billingAddress,
    shippingAddress: sameAddress ? { ...billingLines, ...(shippingAddress.id ? { id: shippingAddress.id } : {}) } : shippingAddress,
  };
}
