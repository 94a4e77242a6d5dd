import { manufacturerCapabilitiesSchema } from '@pcbm/domain/accounts/manufacturer-inputs';
import { ORDER_TYPES, type Certificate, type IpcClass, type OrderType, type Service } from '@pcbm/domain/ordering/vocabulary';
import type { FormValues } from '../data/resource-source';
import { problemsIn, tooLongLimit, type Problem } from '../fields/problem';
import type { AddressInput, ManufacturerInput } from './manufacturer-operations';

/** At most this many factories and spoken languages (the domain's limits). */
export const MAX_FACTORIES = 20;
export const MAX_LANGUAGES = 30;

export const DIMENSIONS = ['long', 'short', 'height'] as const;
export const BOUNDS = ['min', 'max'] as const;
type Dimension = (typeof DIMENSIONS)[number];
type Bound = (typeof BOUNDS)[number];

type Sizes = Record<Bound, Record<Dimension, number | null | undefined>>;
interface Quantities {
  readonly min?: number | null;
  readonly max?: number | null;
}
interface AddressValues {
  readonly id?: string | null;
  readonly recipient?: string | null;
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly zipcode?: string | null;
  readonly city?: string | null;
  readonly country?: string | null;
  readonly companyTaxNumber?: string | null;
}

/** The form as react-admin holds it: the producer's fields, numbers as numbers (null while empty). */
export interface ManufacturerFormValues {
  readonly companyId?: string | null;
  readonly allowMatching?: boolean | null;
  readonly orderTypes?: readonly OrderType[] | null;
  readonly boardSize?: Partial<Sizes> | null;
  readonly ecSize?: Partial<Sizes> | null;
  readonly minimalPitch?: number | null;
  readonly doubleSidedSMT?: boolean | null;
  readonly ipcClass?: IpcClass | '' | null;
  readonly certificates?: readonly Certificate[] | null;
  readonly supportedServices?: readonly Service[] | null;
  readonly spokenLanguages?: readonly string[] | null;
  readonly pcbQuantity?: Quantities | null;
  readonly componentQuantity?: Quantities | null;
  readonly headquarterAddress?: AddressValues | null;
  readonly factoryAddresses?: readonly (AddressValues | null)[] | null;
}

const EMPTY_ADDRESS = { recipient: '', addressLine1: '', addressLine2: '', zipcode: '', city: '', country: '', companyTaxNumber: '' };

/**
 * What a new producer starts with: common capabilities of a board and assembly shop, to be checked by the admin.
 * It is not offered in matching until the admin switches that on; certificates and services are claims, so none
 * are preset.
 */
export const NEW_MANUFACTURER: ManufacturerFormValues = {
  companyId: null,
  allowMatching: false,
  orderTypes: ['PROTOTYPE', 'PRE_SERIES', 'SERIES'],
  boardSize: { min: { long: 10, short: 10, height: 0.4 }, max: { long: 500, short: 400, height: 3.2 } },
  ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 50, short: 50, height: 25 } },
  minimalPitch: 0.4,
  doubleSidedSMT: true,
  ipcClass: 'CLASS2',
  certificates: [],
  supportedServices: [],
  spokenLanguages: ['en'],
  pcbQuantity: { min: 1, max: null },
  componentQuantity: { min: 1, max: null },
  headquarterAddress: EMPTY_ADDRESS,
  factoryAddresses: [EMPTY_ADDRESS],
};

const text = (value: string | null | undefined) => (value ?? '').trim();
const number = (value: number | null | undefined) => (value ?? null) as number;

function addressInputOf(address: AddressValues | null | undefined): AddressInput {
  const line2 = text(address?.addressLine2);
  const taxNumber = text(address?.companyTaxNumber);
  return {
    ...(address?.id ? { id: address.id } : {}),
    recipient: text(address?.recipient),
    addressLine1: text(address?.addressLine1),
    ...(line2 ? { addressLine2: line2 } : {}),
    zipcode: text(address?.zipcode),
    city: text(address?.city),
    country: text(address?.country).toUpperCase(),
    ...(taxNumber ? { companyTaxNumber: taxNumber } : {}),
  };
}

const sizesOf = (sizes: Partial<Sizes> | null | undefined) =>
  Object.fromEntries(BOUNDS.map((bound) => [bound, Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, number(sizes?.[bound]?.[dimension])]))])) as ManufacturerInput['boardSize'];

const quantitiesOf = (quantities: Quantities | null | undefined): ManufacturerInput['pcbQuantity'] => ({ min: number(quantities?.min), max: quantities?.max ?? null });

/** What `createManufacturer` and `updateManufacturer` are sent: the form's fields, texts trimmed, empty optional lines left out. */
export function manufacturerInputOf(values: ManufacturerFormValues): ManufacturerInput {
  return {
    allowMatching: Boolean(values.allowMatching),
    orderTypes: ORDER_TYPES.filter((type) => values.orderTypes?.includes(type)),
    boardSize: sizesOf(values.boardSize),
    ecSize: sizesOf(values.ecSize),
    minimalPitch: number(values.minimalPitch),
    doubleSidedSMT: Boolean(values.doubleSidedSMT),
    ipcClass: (values.ipcClass || null) as IpcClass,
    certificates: [...(values.certificates ?? [])],
    supportedServices: [...(values.supportedServices ?? [])],
    spokenLanguages: [...(values.spokenLanguages ?? [])],
    pcbQuantity: quantitiesOf(values.pcbQuantity),
    componentQuantity: quantitiesOf(values.componentQuantity),
    headquarterAddress: addressInputOf(values.headquarterAddress),
    factoryAddresses: (values.factoryAddresses ?? []).map(addressInputOf),
  };
}

/** A problem of the producer forms (admin.manufacturers.problems.*). */
const problem = problemsIn('admin.manufacturers.problems');

type Errors = { [key: string]: Errors | Errors[] | Problem };

/** Sets a problem at a path of the errors tree; arrays get an empty entry for every item without a problem. */
function setProblem(errors: Errors, path: readonly (string | number)[], value: Problem): void {
  let node: Errors | Errors[] = errors;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    const container = node as Record<string | number, unknown>;
    if (last) {
      if (container[key] === undefined) container[key] = value;
      return;
    }
    if (container[key] === undefined) container[key] = typeof path[index + 1] === 'number' ? [] : {};
    node = container[key] as Errors | Errors[];
    if (Array.isArray(node)) {
      const next = path[index + 1] as number;
      for (let item = 0; item <= next; item += 1) node[item] ??= {};
    }
  });
}

interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: unknown;
}

const LISTS = new Set(['orderTypes', 'certificates', 'supportedServices', 'spokenLanguages']);
const valueAt = (values: unknown, path: readonly PropertyKey[]) => path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | null | undefined)?.[key], values);

/** The words for one of the domain's problems, by what kind of rule it broke. */
function problemOf(issue: Issue, input: ManufacturerInput): Problem {
  const [field] = issue.path;
  if (field === 'orderTypes') return problem('orderTypes');
  if (field === 'ipcClass') return problem('ipcClass');
  if (field === 'factoryAddresses' && issue.path.length === 1) return problem('factories', { max: MAX_FACTORIES });
  if (field === 'spokenLanguages' && issue.path.length === 1) return problem('languages', { max: MAX_LANGUAGES });
  if (issue.code === 'invalid_type') return valueAt(input, issue.path) == null ? problem('required') : issue.expected === 'int' ? problem('wholeNumber') : problem('number');
  if (issue.code === 'too_small' && issue.origin === 'number') return Number(issue.minimum) >= 1 ? problem('atLeastOne') : problem('atLeastZero');
  if (issue.message === 'This field is required.' || (issue.code === 'too_small' && issue.origin === 'string')) return problem('required');
  if (issue.message === 'Please choose a country.') return problem('country');
  const max = tooLongLimit(issue.message);
  if (max !== null) return problem('tooLong', { max });
  return problem('invalidText');
}

/** A range whose minimum exceeds its maximum: the problem goes under each maximum that is too small. */
function rangeProblems(errors: Errors, input: ManufacturerInput, field: string): void {
  if (field === 'boardSize' || field === 'ecSize') {
    const range = input[field];
    for (const dimension of DIMENSIONS) if (range.min[dimension] > range.max[dimension]) setProblem(errors, [field, 'max', dimension], problem('minAboveMax'));
    return;
  }
  setProblem(errors, [field, 'max'], problem('minAboveMax'));
}

/**
 * Checks the form with the rules the server applies to a producer's capabilities (the domain's schema) and puts
 * each problem under its field; a company must be chosen when a producer is created.
 */
export function manufacturerProblems(values: FormValues, { needsCompany }: { readonly needsCompany: boolean }): Errors {
  const form = values as ManufacturerFormValues;
  const input = manufacturerInputOf(form);
  const errors: Errors = {};
  if (needsCompany && !form.companyId) setProblem(errors, ['companyId'], problem('company'));
  const result = manufacturerCapabilitiesSchema.safeParse(input);
  if (result.success) return errors;
  for (const issue of result.error.issues as readonly Issue[]) {
    const keys = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
    // A list chosen as a whole (languages, services, …) shows its problem once, under the list.
    const path = LISTS.has(String(keys[0])) ? keys.slice(0, 1) : keys;
    const isRangeRule = issue.code === 'custom' && path.length === 1 && ['boardSize', 'ecSize', 'pcbQuantity', 'componentQuantity'].includes(String(path[0]));
    if (isRangeRule) rangeProblems(errors, input, String(path[0]));
    else setProblem(errors, path, problemOf(issue, input));
  }
  return errors;
}
