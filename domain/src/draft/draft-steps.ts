import { addressInputSchema } from '../ordering/order-input';
import { MAX_PRODUCERS_PER_REQUEST } from '../ordering/vocabulary';
import { newOrderDraft, WIZARD_STEPS, type DraftAddress, type OrderDraft } from './order-draft';

export interface StepProblem {
  readonly code: string;
  readonly message: string;
  /** The field of the step it is about, e.g. `shippingAddress.city`. */
  readonly field?: string;
}

export interface GateContext {
  /** A white-label shop fixes its producer: it counts as chosen. */
  readonly whiteLabelManufacturerId?: string | null;
}

export const TEXT_MAX = 100;
export const LONG_TEXT_MAX = 2500;

export function setStep(draft: OrderDraft, step: number): OrderDraft {
  return { ...draft, step: Math.min(WIZARD_STEPS.length, Math.max(1, Math.trunc(step))) };
}

/** Starts over: step 1, no files, tables or details (a new draft id, so stored files are not reused). */
export function clearedDraft(id: string, now: Date): OrderDraft {
  return newOrderDraft(id, now);
}

/** Empty optional lines dropped, an empty id omitted, as the API takes an address. */
export function addressInputOf(address: DraftAddress) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    ...(address.id ? { id: address.id } : {}),
    recipient: address.recipient.trim(),
    country: address.country.trim(),
    addressLine1: address.addressLine1.trim(),
    addressLine2: optional(address.addressLine2),
    zipcode: address.zipcode.trim(),
    city: address.city.trim(),
    companyTaxNumber: optional(address.companyTaxNumber),
  };
}

function addressProblems(address: DraftAddress, field: 'shippingAddress' | 'billingAddress'): StepProblem[] {
  const result = addressInputSchema.safeParse(addressInputOf(address));
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ code: `${field}Invalid`, message: issue.message, field: `${field}.${issue.path.join('.')}` }));
}

/** What stops the customer from leaving a step with Next (empty: Next is allowed). */
export function problemsLeavingStep(draft: OrderDraft, step: number, context: GateContext = {}): StepProblem[] {
  const name = WIZARD_STEPS[step - 1];
  const has = (use: string) => draft.files.some((file) => file.use === use);
  switch (name) {
    case 'upload':
      return [
        ...(has('pcbFile') ? [] : [{ code: 'gerberMissing', message: 'Gerber files are needed for the next step.' }]),
        ...(has('bomFile') ? [] : [{ code: 'bomMissing', message: 'A parts list (BOM) is needed for the next step.' }]),
      ];
    case 'stackup':
      return draft.stackup.length === 0 ? [{ code: 'stackupEmpty', message: 'The stackup has no layers: add Gerber files.' }] : [];
    case 'components':
      return !draft.bom || draft.bom.components.length === 0 ? [{ code: 'bomEmpty', message: 'The parts list is empty.' }] : [];
    case 'placement':
      return [];
    case 'production': {
      const details = draft.requestDetails;
      const problems: StepProblem[] = [];
      const text = (value: string, field: string, max: number, required: boolean) => {
        if (required && !value.trim()) problems.push({ code: 'required', message: 'This field is required.', field });
        else if (value.length > max) problems.push({ code: 'tooLong', message: `At most ${max} characters.`, field });
      };
      text(details.projectName, 'projectName', TEXT_MAX, true);
      text(details.pcbVersion, 'pcbVersion', TEXT_MAX, true);
      text(details.notes, 'notes', LONG_TEXT_MAX, false);
      if (!Number.isInteger(details.quantity) || details.quantity < 1) problems.push({ code: 'quantityTooSmall', message: 'Quantity must be at least 1.', field: 'quantity' });
      problems.push(...addressProblems(draft.shippingAddress, 'shippingAddress'));
      if (!draft.sameAddress) problems.push(...addressProblems(draft.billingAddress, 'billingAddress'));
      return problems;
    }
    case 'manufacturers': {
      if (context.whiteLabelManufacturerId) return [];
      const count = draft.selectedManufacturers.length;
      if (count === 0) return [{ code: 'noManufacturer', message: 'Please select at least one manufacturer.' }];
      if (count > MAX_PRODUCERS_PER_REQUEST) return [{ code: 'tooManyManufacturers', message: `Please select at most ${MAX_PRODUCERS_PER_REQUEST} manufacturers.` }];
      return [];
    }
    default:
      return [];
  }
}

/** Hints on leaving a step: they inform, Next still works. */
export function hintsLeavingStep(draft: OrderDraft, step: number): StepProblem[] {
  if (WIZARD_STEPS[step - 1] !== 'upload') return [];
  const has = (use: string) => draft.files.some((file) => file.use === use);
  return [
    ...(has('cplFile') ? [] : [{ code: 'cplMissing', message: 'No placement list (CPL) was added; producers may ask for it.' }]),
    ...(has('jobFile') ? [] : [{ code: 'jobMissing', message: 'No Gerber job file was added; the board specification is read from the files.' }]),
  ];
}
