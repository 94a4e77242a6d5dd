import { setup, transition } from 'xstate';

export type ChatParticipation = 'notAssigned' | 'assigned';
export type ChatParticipantEvent = { type: 'ASSIGN' } | { type: 'UNASSIGN' };

/** One person's place in an order's chat: assigned people take part (and are notified), others not. */
export const chatParticipantMachine = setup({ types: { events: {} as ChatParticipantEvent } }).createMachine({
  id: 'chatParticipant',
  initial: 'notAssigned',
  states: {
    notAssigned: { on: { ASSIGN: 'assigned' } },
    assigned: { on: { UNASSIGN: 'notAssigned' } },
  },
});

const snapshotOf = (participation: ChatParticipation) => chatParticipantMachine.resolveState({ value: participation, context: undefined });

/** Whether a person in `participation` may take `event`. */
export function chatParticipantAllows(participation: ChatParticipation, event: ChatParticipantEvent['type']): boolean {
  return snapshotOf(participation).can({ type: event });
}

/** The participation after `event`; unchanged when the machine does not take it. */
export function nextChatParticipation(participation: ChatParticipation, event: ChatParticipantEvent['type']): ChatParticipation {
  const [next] = transition(chatParticipantMachine, snapshotOf(participation), { type: event });
  return next.value as ChatParticipation;
}
