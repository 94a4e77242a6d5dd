import type { z } from 'zod';
import { addressInputSchema, superOrderInputSchema } from '../ordering/order-input';
import { MAX_PRODUCERS_PER_REQUEST, ORDER_TYPES } from '../ordering/vocabulary';
import { addressInputOf } from './address-input';
import { WIZARD_STEPS, type DraftAddress, type OrderDraft } from './order-draft';

export { addressInputOf } from './address-input';

/** Something that keeps the customer on a step (or, as a hint, only informs). */
export interface StepProblem {
  readonly code: string;
  readonly message: string;
  /** The field of the step it is about, e.g. `shippingAddress.city`. */
  readonly field?: string;
}

export interface GateContext {
  /** A white-label shop fixes its producer: it counts as chosen. */
  readonly whiteLabelManufacturerId?: string | null;
  /** Rows read from the placement file, when the placement step has read it. */
  readonly placementRowCount?: number;
  /** The board's problems, when the stackup step has read the board files (their layers as chosen). */
  readonly boardProblemCount?: number;
}

export const TEXT_MAX = 100;
export const LONG_TEXT_MAX = 2500;

const order = superOrderInputSchema.shape;
const hasFileOf = (draft: OrderDraft, use: string) => draft.files.some((file) => file.use === use);

/** Checks one field with the server's schema; a required field left empty is named as missing. */
function fieldProblems(field: string, label: string, schema: z.ZodType, value: string | number, required: boolean): StepProblem[] {
  if (required && typeof value === 'string' && !value.trim()) return [{ code: `${field}Missing`, message: `${label} is required.`, field }];
  const result = schema.safeParse(value);
  if (result.success) return [];
  const issue = result.error.issues[0];
  return [{ code: issue.code === 'too_big' ? `${field}TooLong` : `${field}Invalid`, message: issue.message, field }];
}

/** An address's problems by the server's address schema, each naming its field (`shippingAddress.city`). */
export function addressProblems(address: DraftAddress, field: 'shippingAddress' | 'billingAddress'): StepProblem[] {
  const result = addressInputSchema.safeParse(addressInputOf(address));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ code: `${field}Invalid`, message: issue.message, field: [field, ...issue.path.map(String)].join('.') }));
}

function uploadProblems(draft: OrderDraft): StepProblem[] {
  return [
    ...(hasFileOf(draft, 'pcbFile') ? [] : [{ code: 'gerberMissing', message: 'Gerber files are needed for the next step.' }]),
    ...(hasFileOf(draft, 'bomFile') ? [] : [{ code: 'bomMissing', message: 'A parts list (BOM) is needed for the next step.' }]),
  ];
}

function productionProblems(draft: OrderDraft): StepProblem[] {
  const details = draft.requestDetails;
  const quantity =
    Number.isInteger(details.quantity) && details.quantity >= 1
      ? fieldProblems('quantity', 'The quantity', order.quantity, details.quantity, true)
      : [{ code: 'quantityTooSmall', message: 'Quantity must be at least 1.', field: 'quantity' }];
  return [
    ...fieldProblems('projectName', 'The project name', order.name, details.projectName, true),
    ...fieldProblems('pcbVersion', 'The version', order.pcbVersion, details.pcbVersion, true),
    ...((ORDER_TYPES as readonly string[]).includes(details.type) ? [] : [{ code: 'typeMissing', message: 'The order type is required.', field: 'type' }]),
    ...quantity,
    ...fieldProblems('notes', 'The notes', order.additionalNotes, details.notes, false),
    ...addressProblems(draft.shippingAddress, 'shippingAddress'),
    ...(draft.sameAddress ? [] : addressProblems(draft.billingAddress, 'billingAddress')),
  ];
}

function manufacturerProblems(draft: OrderDraft, context: GateContext): StepProblem[] {
  if (context.whiteLabelManufacturerId) return [];
  const count = new Set(draft.selectedManufacturers).size;
  if (count === 0) return [{ code: 'noManufacturer', message: 'Please select at least one manufacturer.' }];
  if (count > MAX_PRODUCERS_PER_REQUEST) return [{ code: 'tooManyManufacturers', message: `Please select at most ${MAX_PRODUCERS_PER_REQUEST} manufacturers.` }];
  return [];
}

/** What stops the customer from leaving a step with Next (empty: Next is allowed). */
export function problemsLeavingStep(draft: OrderDraft, step: number, context: GateContext = {}): StepProblem[] {
  switch (WIZARD_STEPS[step - 1]) {
    case 'upload':
      return uploadProblems(draft);
    case 'stackup':
      if (draft.stackup.length === 0) return [{ code: 'stackupEmpty', message: 'The stackup has no layers: add Gerber files.' }];
      // The server refuses a board with problems; the customer learns it here, not after five more steps.
      return (context.boardProblemCount ?? 0) > 0
        ? [{ code: 'boardProblems', message: 'The board has problems producers cannot build from (listed above): correct the files or their layers in the upload step.' }]
        : [];
    case 'components':
      return !draft.bom || draft.bom.components.length === 0 ? [{ code: 'bomEmpty', message: 'The parts list is empty.' }] : [];
    case 'placement':
      return hasFileOf(draft, 'cplFile') && context.placementRowCount === 0 ? [{ code: 'cplEmpty', message: 'The placement list is empty.' }] : [];
    case 'production':
      return productionProblems(draft);
    case 'manufacturers':
      return manufacturerProblems(draft, context);
    default:
      return [];
  }
}

/** Hints on leaving a step: they inform, Next still works. The upload's hints wait for the first file. */
export function hintsLeavingStep(draft: OrderDraft, step: number): StepProblem[] {
  switch (WIZARD_STEPS[step - 1]) {
    case 'upload':
      if (draft.files.length === 0) return [];
      return [
        ...(hasFileOf(draft, 'cplFile') ? [] : [{ code: 'cplMissing', message: 'No placement list (CPL) was added; producers may ask for it.' }]),
        ...(hasFileOf(draft, 'jobFile') ? [] : [{ code: 'jobMissing', message: 'No Gerber job file was added; the board specification is read from the files.' }]),
      ];
    default:
      return [];
  }
}
