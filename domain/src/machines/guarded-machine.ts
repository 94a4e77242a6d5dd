import { createMachine, transition } from 'xstate';

/** One state: the events it takes and the state each leads to. A state that takes none is final. */
export interface GuardedState<S extends string, E extends string> {
  readonly on?: Partial<Record<E, S>>;
  readonly type?: 'final';
}

/** A lifecycle as plain data: its states, the one it starts in, and per state the events it takes. */
export interface GuardedMachineConfig<S extends string, E extends string> {
  readonly id: string;
  readonly initial: S;
  readonly states: { readonly [K in S]: GuardedState<S, E> };
}

/** Builds the xstate machine of `config` and answers the two questions the deciders ask of a lifecycle. */
export function guardedMachine<S extends string, E extends string>(config: GuardedMachineConfig<S, E>) {
  const machine = createMachine(config);
  const snapshotOf = (state: S) => machine.resolveState({ value: state, context: undefined });
  return {
    machine,
    /** Whether something in `state` may take `event`. */
    allows(state: S, event: E): boolean {
      return snapshotOf(state).can({ type: event });
    },
    /** The state after `event`; unchanged when `state` does not take it. */
    next(state: S, event: E): S {
      const [after] = transition(machine, snapshotOf(state), { type: event });
      return after.value as S;
    },
  };
}
