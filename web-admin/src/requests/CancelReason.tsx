import { reasonText } from './history-wording';
import { useWords } from './use-words';

/** Why an order was cancelled: the reason from the product's list, and the words given with it, if any. */
export function CancelReason({ reason, text }: { readonly reason: string | null | undefined; readonly text: string | null | undefined }) {
  return <>{reasonText(reason, text, useWords()) ?? '—'}</>;
}
