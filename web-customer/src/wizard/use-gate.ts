import { hintsLeavingStep, problemsLeavingStep, type StepProblem } from '@pcbm/domain/draft/draft-steps';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';

/** The step rules of the domain for the wizard's Next button. */
export function useGate(draft: OrderDraft | null, whiteLabel: { manufacturerId: string } | null) {
  return {
    problemsLeaving: (step: number): StepProblem[] => (draft ? problemsLeavingStep(draft, step, { whiteLabelManufacturerId: whiteLabel?.manufacturerId }) : []),
    /** The same for a given draft, such as the newest one inside an update. */
    problemsOf: (of: OrderDraft, step: number): StepProblem[] => problemsLeavingStep(of, step, { whiteLabelManufacturerId: whiteLabel?.manufacturerId }),
    hintsLeaving: (step: number): StepProblem[] => (draft ? hintsLeavingStep(draft, step) : []),
  };
}
