import { randomUUID } from 'node:crypto';
import { chatStreamId } from '@pcbm/domain';
import { DEMO_USERS } from '@pcbm/platform';
import type { System } from '@pcbm/server';

/**
 * Appends `count` texts from customer1 ("Message 1", "Message 2", ...) to the chat of `orderId` in one append, straight
 * to the event store: more at once than the API would take, as a burst of messages reaches the read models.
 */
export async function appendCustomerTexts(system: System, orderId: string, count: number): Promise<void> {
  const senderId = DEMO_USERS.find((user) => user.username === 'customer1')!.id;
  const at = new Date().toISOString();
  const metadata = { correlationId: randomUUID(), causationId: randomUUID(), actor: { kind: 'USER' as const, userId: senderId } };
  const messages = Array.from({ length: count }, (_, n) => ({
    type: 'TextMessageSent',
    schemaVersion: 1,
    data: { chatId: orderId, messageId: randomUUID(), senderId, senderRole: 'Requester', text: `Message ${n + 1}`, occurredAt: at },
    metadata,
  }));
  await system.services.store.append(chatStreamId(orderId), messages, 'any');
}
