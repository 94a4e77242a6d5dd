import { hintsLeavingStep, problemsLeavingStep, type GateContext, type StepProblem } from '@pcbm/domain/draft/draft-steps';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { useCallback, useState } from 'react';

/** What a step learns by reading its files and tells the gate: the board's problems, the placement list's rows. */
export type GateFacts = Pick<GateContext, 'boardProblemCount' | 'placementRowCount'>;

/** The step rules of the domain for the wizard's Next button, with what the steps reported of their files. */
export function useGate(draft: OrderDraft | null, whiteLabel: { manufacturerId: string } | null) {
  const [facts, setFacts] = useState<GateFacts>({});
  const report = useCallback((learned: GateFacts) => setFacts((current) => ({ ...current, ...learned })), []);
  const context: GateContext = { ...facts, whiteLabelManufacturerId: whiteLabel?.manufacturerId };
  return {
    problemsLeaving: (step: number): StepProblem[] => (draft ? problemsLeavingStep(draft, step, context) : []),
    /** The same for a given draft, such as the newest one inside an update. */
    problemsOf: (of: OrderDraft, step: number): StepProblem[] => problemsLeavingStep(of, step, context),
    hintsLeaving: (step: number): StepProblem[] => (draft ? hintsLeavingStep(draft, step) : []),
    report,
  };
}
