import { zodResolver } from '@hookform/resolvers/zod';
import { manufacturerCapabilitiesSchema, quantityRangeSchema, sizeRangeSchema } from '@pcbm/domain/accounts/manufacturer-inputs';
import type { Certificate, IpcClass, OrderType, Service } from '@pcbm/domain/ordering/vocabulary';
import { addressForm, type AddressForm } from '@pcbm/web-kit/settings/AddressFields';
import { fieldErrorText } from '@pcbm/web-kit/settings/form-support';
import type { TFunction } from 'i18next';
import type { FieldError, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { ManufacturerProfile } from './profile-operations';

/** At most this many factories (the domain's limit). */
export const MAX_FACTORIES = 20;
/** At most this many spoken languages (the domain's limit). */
export const MAX_LANGUAGES = 30;

export const DIMENSIONS = ['long', 'short', 'height'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const BOUNDS = ['min', 'max'] as const;
export type Bound = (typeof BOUNDS)[number];

type SizeForm = Record<Bound, Record<Dimension, string>>;
interface QuantityForm {
  min: string;
  max: string;
}

/** The profile as the page holds it while the producer edits: numbers as typed, addresses line by line. */
export interface ProfileForm {
  allowMatching: boolean;
  orderTypes: OrderType[];
  boardSize: SizeForm;
  ecSize: SizeForm;
  minimalPitch: string;
  doubleSidedSMT: boolean;
  ipcClass: IpcClass | '';
  certificates: Certificate[];
  supportedServices: Service[];
  spokenLanguages: string[];
  pcbQuantity: QuantityForm;
  componentQuantity: QuantityForm;
  headquarterAddress: AddressForm;
  factoryAddresses: AddressForm[];
}

/**
 * Keys of the problems this page words itself (under `manufacturerProfile:problems`). Problems of the
 * address lines keep the domain's wording, which the settings strings translate.
 */
export const PROBLEMS = ['required', 'number', 'wholeNumber', 'atLeastZero', 'atLeastOne', 'minAboveMax', 'orderTypes', 'ipcClass', 'factories', 'languages'] as const;
export type Problem = (typeof PROBLEMS)[number];
const isProblem = (message: string | undefined): message is Problem => (PROBLEMS as readonly string[]).includes(message ?? '');
const MIN_ABOVE_MAX = /^The minimum must not exceed the maximum\.?$/;

/** A typed number: a decimal comma counts as a point. */
const readNumber = (text: string) => Number(text.replace(',', '.'));
const numberText = z
  .string()
  .trim()
  .min(1, 'required' satisfies Problem)
  .refine((text) => text === '' || (/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text) && Number.isFinite(readNumber(text))), 'number' satisfies Problem)
  .transform(readNumber);
/** An upper bound that may stay empty: no upper bound. */
const optionalNumberText = z.union([z.string().trim().length(0).transform((): number | null | undefined => null), numberText]);

const sizeText = () => z.object({ long: numberText, short: numberText, height: numberText });
/** A size range as typed, then checked by the domain's rule (each minimum not above its maximum). */
const sizeRangeForm = z.object({ min: sizeText(), max: sizeText() }).pipe(sizeRangeSchema);
/** A quantity range as typed, then checked by the domain's rule. */
const quantityRangeForm = z.object({ min: numberText, max: optionalNumberText.optional() }).pipe(quantityRangeSchema);

const rules = manufacturerCapabilitiesSchema.shape;

/** The form checked field by field with the rules `updateManufacturer` applies on the server. */
export const profileFormSchema = manufacturerCapabilitiesSchema.extend({
  boardSize: sizeRangeForm,
  ecSize: sizeRangeForm,
  minimalPitch: numberText.pipe(rules.minimalPitch),
  pcbQuantity: quantityRangeForm,
  componentQuantity: quantityRangeForm,
});
export type ProfileValues = z.output<typeof profileFormSchema>;

/** Words for the domain's own number rules, which carry no message of their own. */
const problemOfIssue = (issue: { code: string; expected?: string; origin?: string; minimum?: unknown }): Problem | undefined => {
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'wholeNumber';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'number';
  if (issue.code === 'too_small' && issue.origin === 'number') return Number(issue.minimum) >= 1 ? 'atLeastOne' : 'atLeastZero';
  if (issue.code === 'invalid_value' || (issue.code === 'invalid_type' && issue.expected === 'enum')) return 'ipcClass';
  return undefined;
};

/** The form's resolver: the domain's schema, with the page's own words for its number rules. */
export const profileResolver: Resolver<ProfileForm, unknown, ProfileValues> = zodResolver(profileFormSchema as unknown as z.ZodType<ProfileValues, ProfileForm>, {
  error: (issue) => problemOfIssue(issue as Parameters<typeof problemOfIssue>[0]),
});

/** The text under a field, in the page's language. */
export function problemText(error: { readonly type?: string; readonly message?: string } | undefined, t: TFunction): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return error.message;
  if (isProblem(error.message)) return t(`manufacturerProfile:problems.${error.message}`);
  if (error.message && MIN_ABOVE_MAX.test(error.message)) return t('manufacturerProfile:problems.minAboveMax');
  return fieldErrorText(error as FieldError, t);
}

const numberForm = (value: number | null | undefined) => (value == null ? '' : String(value));
const sizeForm = (range: ManufacturerProfile['boardSize']): SizeForm => ({
  min: { long: numberForm(range?.min.long), short: numberForm(range?.min.short), height: numberForm(range?.min.height) },
  max: { long: numberForm(range?.max.long), short: numberForm(range?.max.short), height: numberForm(range?.max.height) },
});
const quantityForm = (range: ManufacturerProfile['pcbQuantity']): QuantityForm => ({ min: numberForm(range?.min), max: numberForm(range?.max) });

/** The form's copy of the stored profile; a producer without a factory yet starts with one empty factory. */
export function profileFormOf(profile: ManufacturerProfile): ProfileForm {
  const factories = profile.factoryAddresses.map(addressForm);
  return {
    allowMatching: profile.allowMatching,
    orderTypes: [...profile.orderTypes],
    boardSize: sizeForm(profile.boardSize),
    ecSize: sizeForm(profile.ecSize),
    minimalPitch: numberForm(profile.minimalPitch),
    doubleSidedSMT: profile.doubleSidedSMT,
    ipcClass: profile.ipcClass ?? '',
    certificates: [...profile.certificates],
    supportedServices: [...profile.supportedServices],
    spokenLanguages: [...profile.spokenLanguages],
    pcbQuantity: quantityForm(profile.pcbQuantity),
    componentQuantity: quantityForm(profile.componentQuantity),
    headquarterAddress: addressForm(profile.headquarterAddress),
    factoryAddresses: factories.length > 0 ? factories : [addressForm(null)],
  };
}

/** A field problem as the server reports it with INVALID_INPUT (`extensions.details.problems`). */
export interface ServerProblem {
  readonly field: string;
  readonly message: string;
}

/** The field problems of a refusal, if it names any. */
export function serverProblemsOf(error: { graphQLErrors: readonly { extensions?: Record<string, unknown> }[] }): ServerProblem[] {
  const details = error.graphQLErrors[0]?.extensions?.details as { problems?: unknown } | undefined;
  if (!Array.isArray(details?.problems)) return [];
  return details.problems.filter((p): p is ServerProblem => typeof p?.field === 'string' && typeof p?.message === 'string');
}
