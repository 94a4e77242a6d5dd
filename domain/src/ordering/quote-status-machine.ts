import { setup, transition } from 'xstate';
import type { QuoteStatus } from './vocabulary';

/** What can happen to one quote. */
export type QuoteStatusEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'WITHDRAW' }
  | { type: 'SUPERSEDE' };

/** A quote is answered once; an accepted quote never changes again. */
export const quoteStatusMachine = setup({ types: { events: {} as QuoteStatusEvent } }).createMachine({
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

const snapshotOf = (status: QuoteStatus) => quoteStatusMachine.resolveState({ value: status, context: undefined });

/** Whether a quote in `status` may take `event`. */
export function quoteStatusAllows(status: QuoteStatus, event: QuoteStatusEvent['type']): boolean {
  return snapshotOf(status).can({ type: event } as QuoteStatusEvent);
}

/** The quote's status after `event`; unchanged when the machine does not take it. */
export function nextQuoteStatus(status: QuoteStatus, event: QuoteStatusEvent['type']): QuoteStatus {
  const [next] = transition(quoteStatusMachine, snapshotOf(status), { type: event } as QuoteStatusEvent);
  return next.value as QuoteStatus;
}
