import { MAX_COPPER_LAYERS } from '../board/layer';
import { MAX_PRODUCERS_PER_REQUEST } from '../ordering/vocabulary';
import { newOrderDraft, WIZARD_STEPS, type DraftAddress, type OrderDraft, type RequestDetails } from './order-draft';

/** Why a change was not made: a stable code and the English text. */
export interface DraftRefusal {
  readonly code: string;
  readonly message: string;
}

/** Moves the wizard to a step (1 to 7; out-of-range numbers are held at the ends). */
export function setStep(draft: OrderDraft, step: number): OrderDraft {
  const bounded = Number.isFinite(step) ? Math.min(WIZARD_STEPS.length, Math.max(1, Math.trunc(step))) : 1;
  return { ...draft, step: bounded };
}

/** What building the stackup from the board and job files found. */
export interface BuiltStackup {
  readonly stackup: OrderDraft['stackup'];
  readonly board: OrderDraft['board'];
  readonly boardBounds?: OrderDraft['boardBounds'];
  /** Copper layers; unknown or zero means the default of 2. */
  readonly layerCount: number;
}

export const DEFAULT_LAYER_COUNT = 2;

/** The stackup as built from the current files; the changed flag is cleared. */
export function stackupBuilt(draft: OrderDraft, built: BuiltStackup): OrderDraft {
  const layers = Number.isFinite(built.layerCount) ? Math.trunc(built.layerCount) : 0;
  return {
    ...draft,
    stackup: built.stackup,
    board: built.board,
    boardBounds: built.boardBounds === undefined ? draft.boardBounds : built.boardBounds,
    layerCount: layers > 0 ? Math.min(MAX_COPPER_LAYERS, layers) : DEFAULT_LAYER_COUNT,
    stackupChanged: false,
  };
}

/** Starts over: step 1, no files, tables or details. The draft keeps its id; its stored files are to be deleted. */
export function clearedDraft(draft: OrderDraft, now: Date): OrderDraft {
  return newOrderDraft(draft.id, now);
}

/** Changes request details of the production step. */
export function withRequestDetails(draft: OrderDraft, details: Partial<RequestDetails>): OrderDraft {
  return { ...draft, requestDetails: { ...draft.requestDetails, ...details } };
}

/** Sets the addresses; with sameAddress the billing address is the shipping address. */
export function withAddresses(draft: OrderDraft, shipping: DraftAddress, billing: DraftAddress | undefined, sameAddress: boolean): OrderDraft {
  return { ...draft, shippingAddress: shipping, billingAddress: sameAddress ? { ...shipping } : (billing ?? draft.billingAddress), sameAddress };
}

/** Chooses the producers to ask (each once); more than three are refused. */
export function withManufacturers(draft: OrderDraft, ids: readonly string[]): { draft: OrderDraft } | { refused: DraftRefusal } {
  const chosen = [...new Set(ids.filter((id) => id.trim()))];
  if (chosen.length > MAX_PRODUCERS_PER_REQUEST) {
    return { refused: { code: 'tooManyManufacturers', message: `Please select at most ${MAX_PRODUCERS_PER_REQUEST} manufacturers.` } };
  }
  return { draft: { ...draft, selectedManufacturers: chosen } };
}
