import { DomainError } from '../errors';
import type { DomainEvent } from '../events/domain-event';
import { foldEvents, type Decider, type DecisionTime } from '../events/decider';

/**
 * Given/when/then for any decider: the events that happened, the command, and either the events it causes or the
 * catalogue code it is refused with. Every aggregate's tests read the same way.
 *
 *   given(shopDecider, created).when(update, context).then([updated]);
 *   given(shopDecider).when(update, context).thenRefuses(ErrorCode.INVALID_INPUT);
 */
export function given<C, E extends DomainEvent, S, X extends DecisionTime>(decider: Decider<C, E, S, X>, ...history: E[]) {
  const state = foldEvents(decider, history);
  return {
    /** The state the history leads to, for tests of evolve. */
    state,
    when(command: C, context: X) {
      const run = () => decider.decide(state, command, context);
      return {
        then(expected: E[]): void {
          expect(run()).toEqual(expected);
        },
        /** The decision, for tests that check parts of it. */
        events(): E[] {
          return run();
        },
        thenRefuses(code: string, details?: Record<string, unknown>): void {
          let refusal: unknown = null;
          try {
            run();
          } catch (error) {
            refusal = error;
          }
          expect(refusal).toBeInstanceOf(DomainError);
          expect((refusal as DomainError).code).toBe(code);
          if (details) expect((refusal as DomainError).details).toEqual(details);
        },
      };
    },
  };
}
