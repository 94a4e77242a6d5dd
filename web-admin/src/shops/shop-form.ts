import { imageProblem } from '@pcbm/domain/files/image-rule';
import { SERVICES, type Service } from '@pcbm/domain/ordering/vocabulary';
import { displayingHintSchema, hostnameSchema, legalAttributesSchema, shopCreationInputSchema } from '@pcbm/domain/shops/shop-inputs';
import type { FormValues } from '../data/resource-source';
import { problemsIn, tooLongLimit, type Problem } from '../fields/problem';
import type { ShopInput, ShopUpdateInput } from './shop-operations';

/** At most this many display hints (the domain's limit). */
export const MAX_HINTS = 50;
export const LEGAL_LINKS = ['termsUrl', 'imprintUrl', 'privacyUrl'] as const;

/** A file chosen in react-admin's image input. */
interface ChosenFile {
  readonly rawFile: File;
}

interface HintValues {
  readonly settingName?: string | null;
  readonly settingValue?: string | null;
}

/** The shop form as react-admin holds it; `newLogo` is a logo chosen to upload. */
export interface ShopFormValues {
  readonly hostname?: string | null;
  readonly manufacturerId?: string | null;
  readonly authenticationClient?: string | null;
  readonly supportedServices?: readonly Service[] | null;
  readonly cssDisplayingHints?: readonly (HintValues | null)[] | null;
  readonly createDemoOrder?: boolean | null;
  readonly legalAttributes?: Partial<Record<(typeof LEGAL_LINKS)[number], string | null>> | null;
  readonly newLogo?: ChosenFile | null;
}

/** A new shop: no services or hints yet, and a demo order so that the producer sees how requests arrive. */
export const NEW_SHOP: ShopFormValues = { hostname: '', manufacturerId: null, authenticationClient: '', supportedServices: [], cssDisplayingHints: [], createDemoOrder: true, newLogo: null };

const text = (value: string | null | undefined) => (value ?? '').trim();
const hintsOf = (values: ShopFormValues) => (values.cssDisplayingHints ?? []).map((hint) => ({ settingName: text(hint?.settingName), settingValue: text(hint?.settingValue) }));
const servicesOf = (values: ShopFormValues) => SERVICES.filter((service) => values.supportedServices?.includes(service));

/** The logo to upload with the shop, or null to keep the current one. */
export const logoOf = (values: ShopFormValues): File | null => values.newLogo?.rawFile ?? null;

/** What `createShop` is sent: the hostname as browsers send it (lower case), the texts trimmed. */
export function shopInputOf(values: ShopFormValues): ShopInput {
  return {
    hostname: text(values.hostname).toLowerCase(),
    manufacturerId: String(values.manufacturerId ?? ''),
    authenticationClient: text(values.authenticationClient),
    supportedServices: servicesOf(values),
    cssDisplayingHints: hintsOf(values),
    createDemoOrder: values.createDemoOrder !== false,
  };
}

/** What `updateShop` is sent: every setting it may change; a legal link left empty is removed. */
export function shopUpdateInputOf(values: ShopFormValues): ShopUpdateInput {
  const links = Object.fromEntries(LEGAL_LINKS.map((link) => [link, text(values.legalAttributes?.[link])]).filter(([, url]) => url !== ''));
  return { authenticationClient: text(values.authenticationClient), supportedServices: servicesOf(values), cssDisplayingHints: hintsOf(values), legalAttributes: links };
}

/** A problem of the shop forms (admin.shops.problems.*). */
export const problem = problemsIn('admin.shops.problems');

type Errors = Record<string, unknown>;

/** The words for a text rule of the domain that a value broke, or null when it keeps them all. */
function textProblem(result: { success: boolean; error?: { issues: readonly { code: string; message: string; origin?: string }[] } }): Problem | null {
  if (result.success) return null;
  const [issue] = result.error!.issues;
  const max = tooLongLimit(issue.message);
  if (max !== null) return problem('tooLong', { max });
  if (issue.code === 'too_small') return problem('required');
  return problem('invalidText');
}

/** Problems of the settings a shop has both when created and when changed: sign-in client, display hints, new logo. */
function settingProblems(values: ShopFormValues): Errors {
  const errors: Errors = {};
  const client = textProblem(shopCreationInputSchema.shape.authenticationClient.safeParse(values.authenticationClient ?? ''));
  if (client) errors.authenticationClient = client;
  const hints = values.cssDisplayingHints ?? [];
  if (hints.length > MAX_HINTS) errors.cssDisplayingHints = problem('tooManyHints', { max: MAX_HINTS });
  else {
    const hintErrors = hints.map((hint) => {
      const name = textProblem(displayingHintSchema.shape.settingName.safeParse(hint?.settingName ?? ''));
      const value = textProblem(displayingHintSchema.shape.settingValue.safeParse(hint?.settingValue ?? ''));
      return { ...(name ? { settingName: name } : {}), ...(value ? { settingValue: value } : {}) };
    });
    if (hintErrors.some((hint) => Object.keys(hint).length > 0)) errors.cssDisplayingHints = hintErrors;
  }
  const logo = logoOf(values);
  const logoProblem = logo ? imageProblem(logo) : null;
  if (logoProblem) errors.newLogo = problem(logoProblem);
  return errors;
}

/** Checks a new shop with the rules the server applies; the hostname's own rule is checked here, whether it is free by `hostnameProblem`. */
export function newShopProblems(values: FormValues): Errors {
  const form = values as ShopFormValues;
  const errors = settingProblems(form);
  if (!hostnameSchema.safeParse(form.hostname ?? '').success) errors.hostname = problem(text(form.hostname) === '' ? 'required' : 'hostname');
  if (!form.manufacturerId) errors.manufacturerId = problem('producer');
  return errors;
}

/** Checks a change of a shop with the rules the server applies, links included. */
export function shopChangeProblems(values: FormValues): Errors {
  const form = values as ShopFormValues;
  const errors = settingProblems(form);
  const links: Record<string, Problem> = {};
  for (const link of LEGAL_LINKS) {
    if (!legalAttributesSchema.shape[link].safeParse(text(form.legalAttributes?.[link])).success) links[link] = problem('url');
  }
  if (Object.keys(links).length > 0) errors.legalAttributes = links;
  return errors;
}
