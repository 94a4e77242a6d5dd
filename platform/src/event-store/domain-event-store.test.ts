import { randomUUID } from 'node:crypto';
import { CURRENT_EVENT_VERSIONS } from '@pcbm/domain';
import type { Database } from '../sql/database';
import type { SqlClient } from '../sql/sql-client';
import { reachableDatabases } from '../testing/databases';
import type { NewEvent } from './event-store';
import { createProductEventStore, ensureProductEventStoreSchema } from './product-event-store';

/** The client as it is, noting each statement and the most statements it was sent at once. */
function watched(client: SqlClient) {
  const statements: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const watching: SqlClient = {
    async query(text, params, options) {
      statements.push(text);
      mostAtOnce = Math.max(mostAtOnce, ++running);
      try {
        return await client.query(text, params, options);
      } finally {
        running--;
      }
    },
    transaction: (fn) => client.transaction(fn),
  };
  return { client: watching as SqlClient, statements, mostAtOnce: () => mostAtOnce };
}

describe.each(reachableDatabases())('the product event store on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureProductEventStoreSchema(db);
  });
  afterAll(() => db.close());

  test('given many messages of a person new to the store appended in one transaction, then their key is looked up once, one statement at a time, and every message reads back', async () => {
    const store = createProductEventStore(db);
    const chatId = randomUUID();
    const senderId = randomUUID();
    const messages: NewEvent[] = Array.from({ length: 40 }, (_, i) => ({
      type: 'TextMessageSent',
      schemaVersion: CURRENT_EVENT_VERSIONS.TextMessageSent,
      data: { chatId, messageId: `m-${i}`, senderId, senderRole: 'Handler', text: `Message ${i}`, occurredAt: '2026-12-01T10:00:00.000Z' },
      metadata: { correlationId: 'c', causationId: 'c', actor: { kind: 'USER', userId: senderId } },
    }));
    const seen = await db.transaction(async (tx) => {
      const watching = watched(tx);
      await store.appendInTransaction(watching.client, `chat-${chatId}`, messages, 0);
      return watching;
    });
    expect(seen.statements.filter((text) => text.includes('personal_data_keys'))).toHaveLength(1);
    expect(seen.mostAtOnce()).toBe(1);
    const read = await store.readStream(`chat-${chatId}`);
    expect(read.map((event) => (event.data as { text: string }).text)).toEqual(messages.map((_, i) => `Message ${i}`));
    const { rows } = await db.query<{ data: { text: unknown } }>('select data from events where stream_id = $1 order by stream_position limit 1', [`chat-${chatId}`]);
    expect(JSON.stringify(rows[0].data.text)).not.toContain('Message 0');
  });
});
