import { guardedMachine } from '../machines/guarded-machine';
import type { QuoteStatus } from './vocabulary';

/** What can happen to one quote. */
export type QuoteStatusEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'WITHDRAW' }
  | { type: 'SUPERSEDE' };

/** A quote is answered once; an accepted quote never changes again. */
const quoteStatus = guardedMachine<QuoteStatus, QuoteStatusEvent['type']>({
  id: 'quoteStatus',
  initial: 'OFFERED',
  states: {
    OFFERED: { on: { ACCEPT: 'ACCEPTED', DECLINE: 'DECLINED', WITHDRAW: 'WITHDRAWN', SUPERSEDE: 'SUPERSEDED' } },
    ACCEPTED: { type: 'final' },
    DECLINED: { type: 'final' },
    WITHDRAWN: { type: 'final' },
    SUPERSEDED: { type: 'final' },
  },
});

export const quoteStatusMachine = quoteStatus.machine;

/** Whether a quote in `status` may take `event`. */
export function quoteStatusAllows(status: QuoteStatus, event: QuoteStatusEvent['type']): boolean {
  return quoteStatus.allows(status, event);
}

/** The quote's status after `event`; unchanged when the machine does not take it. */
export function nextQuoteStatus(status: QuoteStatus, event: QuoteStatusEvent['type']): QuoteStatus {
  return quoteStatus.next(status, event);
}
