import { DomainError, ErrorCode } from '../errors';
import { requireText } from '../text/free-text';
import { MAX_MESSAGE_LENGTH, type ChatEvent, type ChatRole } from './chat-events';
import { chatParticipantAllows, nextChatParticipation, type ChatParticipation } from './chat-participant-machine';

/** An order's chat as its decisions need it: who is assigned, on which side. */
export interface ChatState {
  readonly chatId: string;
  readonly participants: Readonly<Record<string, { readonly role: ChatRole; readonly participation: ChatParticipation }>>;
}

/** The side a person writes from; admins read chats but do not write in them. */
export type ChatSide = 'Requester' | 'Handler';

export type ChatCommand =
  | { type: 'SendTextMessage'; chatId: string; messageId: string; text: string }
  | { type: 'SendFileMessage'; chatId: string; messageId: string; fileId: string; filename: string; description: string | null }
  | { type: 'AssignUserToChat'; chatId: string }
  | { type: 'UnassignUserFromChat'; chatId: string };

export interface ChatCommandContext {
  readonly userId: string;
  /** The person's side of the order, or null for someone who only reads (an admin). */
  readonly side: ChatSide | null;
  readonly now: string;
}

/** Longest description of a file message. */
export const MAX_FILE_DESCRIPTION_LENGTH = 2500;

const refuse = (code: ErrorCode, message: string, details?: Record<string, unknown>): never => {
  throw new DomainError(code, message, details);
};

function requireSide(ctx: ChatCommandContext): ChatSide {
  return ctx.side ?? refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the two sides of an order write in its chat.');
}

const participationOf = (state: ChatState | null, userId: string): ChatParticipation => state?.participants[userId]?.participation ?? 'notAssigned';

/** Decides a chat command: messages from the order's two sides, and people joining or leaving their side. */
export function decideChat(state: ChatState | null, command: ChatCommand, ctx: ChatCommandContext): ChatEvent[] {
  const { chatId } = command;
  switch (command.type) {
    case 'SendTextMessage': {
      const senderRole = requireSide(ctx);
      const text = requireText('text', command.text, 'long').trim();
      if (!text) refuse(ErrorCode.INVALID_INPUT, 'The message is empty.');
      if (text.length > MAX_MESSAGE_LENGTH) {
        refuse(ErrorCode.INVALID_INPUT, `The text is longer than ${MAX_MESSAGE_LENGTH} characters; please send it as a text file.`, { sendAsFile: true });
      }
      return [{ type: 'TextMessageSent', data: { chatId, messageId: command.messageId, senderId: ctx.userId, senderRole, text, occurredAt: ctx.now } }];
    }
    case 'SendFileMessage': {
      const senderRole = requireSide(ctx);
      const description = command.description ? requireText('description', command.description, 'line').trim() || null : null;
      if ((description ?? '').length > MAX_FILE_DESCRIPTION_LENGTH) refuse(ErrorCode.INVALID_INPUT, `The description must be less than ${MAX_FILE_DESCRIPTION_LENGTH} characters`);
      const { messageId, fileId, filename } = command;
      return [{ type: 'FileMessageSent', data: { chatId, messageId, senderId: ctx.userId, senderRole, fileId, filename, fileDescription: description, occurredAt: ctx.now } }];
    }
    case 'AssignUserToChat': {
      const role = requireSide(ctx);
      if (!chatParticipantAllows(participationOf(state, ctx.userId), 'ASSIGN')) return [];
      return [{ type: 'UserAssignedToChat', data: { chatId, userId: ctx.userId, role, occurredAt: ctx.now } }];
    }
    case 'UnassignUserFromChat':
      if (!chatParticipantAllows(participationOf(state, ctx.userId), 'UNASSIGN')) return [];
      return [{ type: 'UserUnassignedFromChat', data: { chatId, userId: ctx.userId, occurredAt: ctx.now } }];
  }
}

/** Applies one chat event to the chat's state. */
export function evolveChat(state: ChatState | null, event: ChatEvent): ChatState | null {
  const current: ChatState = state ?? { chatId: event.data.chatId, participants: {} };
  switch (event.type) {
    case 'UserAssignedToChat': {
      const { userId, role } = event.data;
      return { ...current, participants: { ...current.participants, [userId]: { role, participation: nextChatParticipation(participationOf(state, userId), 'ASSIGN') } } };
    }
    case 'UserUnassignedFromChat': {
      const { userId } = event.data;
      const before = current.participants[userId];
      if (!before) return current;
      return { ...current, participants: { ...current.participants, [userId]: { ...before, participation: nextChatParticipation(before.participation, 'UNASSIGN') } } };
    }
    default:
      return current;
  }
}
