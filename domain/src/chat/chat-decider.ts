import { eventTypesOf, type Decider } from '../events/decider';
import { decideChat, evolveChat, type ChatCommand, type ChatCommandContext, type ChatState } from './chat-decide';
import { CHAT_EVENT_VERSIONS, type ChatEvent } from './chat-events';

/** An order's chat: who takes part on which side, and the messages; stream `chat-<orderId>`. */
export const chatDecider: Decider<ChatCommand, ChatEvent, ChatState | null, ChatCommandContext> = {
  category: 'chat',
  eventTypes: eventTypesOf(CHAT_EVENT_VERSIONS),
  initialState: null,
  decide: decideChat,
  evolve: evolveChat,
  stateWithoutPersonalData: true,
  stateShape: 1,
};
