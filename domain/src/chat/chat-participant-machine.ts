import { guardedMachine } from '../machines/guarded-machine';

export type ChatParticipation = 'notAssigned' | 'assigned';
export type ChatParticipantEvent = { type: 'ASSIGN' } | { type: 'UNASSIGN' };

/** One person's place in an order's chat: assigned people take part (and are notified), others not. */
const chatParticipant = guardedMachine<ChatParticipation, ChatParticipantEvent['type']>({
  id: 'chatParticipant',
  initial: 'notAssigned',
  states: {
    notAssigned: { on: { ASSIGN: 'assigned' } },
    assigned: { on: { UNASSIGN: 'notAssigned' } },
  },
});

export const chatParticipantMachine = chatParticipant.machine;

/** Whether a person in `participation` may take `event`. */
export function chatParticipantAllows(participation: ChatParticipation, event: ChatParticipantEvent['type']): boolean {
  return chatParticipant.allows(participation, event);
}

/** The participation after `event`; unchanged when the machine does not take it. */
export function nextChatParticipation(participation: ChatParticipation, event: ChatParticipantEvent['type']): ChatParticipation {
  return chatParticipant.next(participation, event);
}
