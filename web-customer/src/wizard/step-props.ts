import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { GateFacts } from './use-gate';

/** Reads the stored bytes of a draft file by its name (undefined when it is gone). */
export type ReadDraftFile = (name: string) => Promise<Uint8Array | undefined>;

/** What the wizard hands every step: the draft, a way to change it (saved at once), and the files' bytes. */
export interface StepProps {
  readonly draft: OrderDraft;
  /** Applies a change to the draft; the wizard stamps updatedOn and saves it. */
  readonly update: (change: (draft: OrderDraft) => OrderDraft) => void;
  readonly readFile: ReadDraftFile;
  /** The signed-in person, or null for an anonymous visitor. */
  readonly signedIn: boolean;
  /** Tells the Next button what reading the step's files found (a board's problems, a placement list's rows). */
  readonly report?: (facts: GateFacts) => void;
}
