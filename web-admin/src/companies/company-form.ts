import { companyUpdateInputSchema } from '@pcbm/domain/accounts/account-inputs';
import { TEXT_PROBLEMS } from '@pcbm/domain/text/text-rules';
import { companyFormOf, companyFormSchema, companyUpdateOf, FOUNDING_YEAR_MAX, FOUNDING_YEAR_MIN, sameAddressResolver, type CompanyForm } from '@pcbm/web-kit/settings/company-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { FormValues } from '../data/resource-source';
import type { AdminCompany } from './company-operations';

/**
 * The company form of the members' settings (the rules the server applies to `updateCompany`), with the company's
 * links, which admins change here too.
 */
export const companyEditSchema = companyFormSchema.extend({ socialMedia: companyUpdateInputSchema.shape.socialMedia.unwrap() });

type SocialMediaForm = { kind: z.output<typeof companyEditSchema>['socialMedia'][number]['kind'] | ''; username: string };
export type CompanyEditForm = CompanyForm & { readonly id: string; socialMedia: SocialMediaForm[] };
type CompanyEditValues = z.output<typeof companyEditSchema>;

/** The form's copy of a company. */
export function companyEditFormOf(company: AdminCompany): CompanyEditForm {
  return {
    ...companyFormOf(company),
    id: company.id,
    socialMedia: company.socialMedia.map(({ kind, username }) => ({ kind, username })),
  };
}

/** react-admin turns empty inputs into null; the company's rules take empty text as ''. */
function withEmptyText(value: unknown): unknown {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(withEmptyText);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withEmptyText(inner)]));
  }
  return value;
}

const resolveCompany = sameAddressResolver(companyEditSchema as unknown as z.ZodType<CompanyEditValues, CompanyEditForm>);

/** The checked form as `updateCompany` takes it (only the fields sent change; empty optional ones are left out). */
export function companyUpdateInputOf(values: FormValues) {
  const form = withEmptyText(values) as CompanyEditForm;
  const checked = companyEditSchema.parse(form.sameAddress ? { ...form, shippingAddress: { ...form.billingAddress, id: form.shippingAddress.id } } : form);
  const { socialMedia, ...company } = checked;
  return { ...companyUpdateOf(company), socialMedia };
}

/** The domain's messages (English, as the server says them) by the console's key, with their arguments. */
const MESSAGE_KEYS: readonly [RegExp, string][] = [
  [/^This field is required\.?$/, 'ra.validation.required'],
  [/^This field must be less than (?<max>\d+) characters$/, 'ra.validation.maxLength'],
  [/^Please enter a valid email address/, 'ra.validation.email'],
  [/^Please enter a phone number/, 'admin.companies.errors.phone'],
  [/^Please enter a valid URL/, 'admin.companies.errors.url'],
  [/^Please choose a country\.?$/, 'admin.companies.errors.country'],
  [/^Please enter a year between/, 'admin.companies.errors.year'],
];
const CHARACTER_PROBLEMS = new Set<string>(Object.values(TEXT_PROBLEMS));

/** A message in react-admin's format for a translation key with arguments (ValidationError reads it). */
const translatable = (message: string, args: Record<string, unknown> = {}) => `@@react-admin@@${JSON.stringify({ message, args })}`;

function consoleMessageOf(message: string | undefined): string {
  if (message && CHARACTER_PROBLEMS.has(message)) return translatable('admin.companies.errors.characters');
  for (const [pattern, key] of MESSAGE_KEYS) {
    const match = message ? pattern.exec(message) : null;
    if (match) return translatable(key, { ...match.groups, min: FOUNDING_YEAR_MIN, max: match.groups?.max ?? FOUNDING_YEAR_MAX, host: 'https://example.com' });
  }
  return translatable('admin.companies.errors.invalid');
}

/** The errors with each message a console key: every object with a `message` is a field's error (its `ref` is left alone). */
function translatedErrors(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(translatedErrors);
  if (typeof errors !== 'object' || errors === null) return errors;
  const error = errors as Record<string, unknown>;
  if ('type' in error && 'message' in error) return { ...error, message: consoleMessageOf(typeof error.message === 'string' ? error.message : undefined) };
  return Object.fromEntries(Object.entries(error).map(([key, inner]) => [key, key === 'ref' ? inner : translatedErrors(inner)]));
}

/** Checks the company form by the domain's rules, in the console's words. */
export const companyResolver: Resolver<FieldValues> = async (values, context, options) => {
  const result = await resolveCompany(withEmptyText(values) as CompanyEditForm, context, options as never);
  return { values: result.values, errors: translatedErrors(result.errors) } as Awaited<ReturnType<Resolver<FieldValues>>>;
};
