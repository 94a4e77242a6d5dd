import { DomainError } from '../errors';
import { decideChat, evolveChat, type ChatCommand, type ChatCommandContext, type ChatState } from './chat-decide';
import type { ChatEvent } from './chat-events';

const NOW = '2026-11-22T10:00:00.000Z';
const customer: ChatCommandContext = { userId: 'customer', side: 'Requester', now: NOW };
const producer: ChatCommandContext = { userId: 'producer', side: 'Handler', now: NOW };
const admin: ChatCommandContext = { userId: 'admin', side: null, now: NOW };

const fold = (events: ChatEvent[]): ChatState | null => events.reduce(evolveChat, null);
function given(...events: ChatEvent[]) {
  return {
    when(command: ChatCommand, ctx: ChatCommandContext) {
      const run = () => decideChat(fold(events), command, ctx);
      return {
        then: (expected: ChatEvent[]) => expect(run()).toEqual(expected),
        thenRefuses(code: string, details?: Record<string, unknown>) {
          expect(run).toThrow(DomainError);
          try {
            run();
          } catch (error) {
            expect((error as DomainError).code).toBe(code);
            if (details) expect((error as DomainError).details).toEqual(details);
          }
        },
      };
    },
  };
}
const assigned: ChatEvent = { type: 'UserAssignedToChat', data: { chatId: 'o', userId: 'customer', role: 'Requester', occurredAt: NOW } };

describe('an order chat', () => {
  test('when a side writes a text, then it is sent trimmed with the sender\'s role', () => {
    given().when({ type: 'SendTextMessage', chatId: 'o', messageId: 'm', text: '  Hello  ' }, producer).then([
      { type: 'TextMessageSent', data: { chatId: 'o', messageId: 'm', senderId: 'producer', senderRole: 'Handler', text: 'Hello', occurredAt: NOW } },
    ]);
  });

  test('when a text is too long for a message, then it is refused and offered as a text file', () => {
    given().when({ type: 'SendTextMessage', chatId: 'o', messageId: 'm', text: 'x'.repeat(2501) }, customer).thenRefuses('INVALID_INPUT', { sendAsFile: true });
    given().when({ type: 'SendTextMessage', chatId: 'o', messageId: 'm', text: '   ' }, customer).thenRefuses('INVALID_INPUT');
  });

  test('an admin reads but does not write or join', () => {
    given().when({ type: 'SendTextMessage', chatId: 'o', messageId: 'm', text: 'Hi' }, admin).thenRefuses('USER_NOT_AUTHORIZED');
    given().when({ type: 'AssignUserToChat', chatId: 'o' }, admin).thenRefuses('USER_NOT_AUTHORIZED');
  });

  test('joining is taken once; leaving only when assigned', () => {
    given().when({ type: 'AssignUserToChat', chatId: 'o' }, customer).then([assigned]);
    given(assigned).when({ type: 'AssignUserToChat', chatId: 'o' }, customer).then([]);
    given().when({ type: 'UnassignUserFromChat', chatId: 'o' }, customer).then([]);
    given(assigned).when({ type: 'UnassignUserFromChat', chatId: 'o' }, customer).then([{ type: 'UserUnassignedFromChat', data: { chatId: 'o', userId: 'customer', occurredAt: NOW } }]);
    expect(fold([assigned, { type: 'UserUnassignedFromChat', data: { chatId: 'o', userId: 'customer', occurredAt: NOW } }])!.participants.customer.participation).toBe('notAssigned');
  });

  test('a file message carries its description, at most 2500 characters', () => {
    given().when({ type: 'SendFileMessage', chatId: 'o', messageId: 'm', fileId: 'f', filename: 'a.txt', description: ' ' }, customer).then([
      { type: 'FileMessageSent', data: { chatId: 'o', messageId: 'm', senderId: 'customer', senderRole: 'Requester', fileId: 'f', filename: 'a.txt', fileDescription: null, occurredAt: NOW } },
    ]);
    given().when({ type: 'SendFileMessage', chatId: 'o', messageId: 'm', fileId: 'f', filename: 'a.txt', description: 'x'.repeat(2501) }, customer).thenRefuses('INVALID_INPUT');
  });
});
