import { streamIdIn } from '../events/stream-categories';
/** Who writes in an order's chat: the producer's side handles the order, the customer's side requested it. */
export type ChatRole = 'Handler' | 'Requester' | 'System';

/** What a system message announces. */
export type SystemMessage =
  | { kind: 'orderStatus'; orderStatus: string }
  | { kind: 'quote'; quoteStatus: 'OFFERED' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN'; quoteFileId: string | null }
  | { kind: 'companyMember'; companyId: string; userId: string; added: boolean }
  /** A parameter of the request changed; `changedTo` is left out where it would be personal (addresses, notes). */
  | { kind: 'parameterChange'; parameter: string; changedTo: string | null }
  /** Parts-list rows were added, removed or changed. */
  | { kind: 'electronicComponents'; operation: 'ADDED' | 'REMOVED' | 'CHANGED'; numberComponents: number }
  /** A file of the order was replaced or added. */
  | { kind: 'orderFile'; fileKind: string; orderVersionedFileId: string; filename: string };

/** Events of an order's chat stream (`chat-<orderId>`). */
export type ChatEvent =
  | { type: 'TextMessageSent'; data: { chatId: string; messageId: string; senderId: string; senderRole: ChatRole; text: string; occurredAt: string } }
  | { type: 'FileMessageSent'; data: { chatId: string; messageId: string; senderId: string; senderRole: ChatRole; fileId: string; filename: string; fileDescription: string | null; occurredAt: string } }
  | { type: 'UserAssignedToChat'; data: { chatId: string; userId: string; role: ChatRole; occurredAt: string } }
  | { type: 'UserUnassignedFromChat'; data: { chatId: string; userId: string; occurredAt: string } }
  | { type: 'SystemMessageAdded'; data: { chatId: string; messageId: string; message: SystemMessage; causedBy: string; occurredAt: string } };

export const CHAT_EVENT_VERSIONS: Record<ChatEvent['type'], number> = {
  TextMessageSent: 1,
  FileMessageSent: 1,
  UserAssignedToChat: 1,
  UserUnassignedFromChat: 1,
  SystemMessageAdded: 1,
};

export const chatStreamId = (orderId: string) => streamIdIn('chat', orderId);

/** Longest text of one message; longer text is offered as a text file instead. */
export const MAX_MESSAGE_LENGTH = 2500;
