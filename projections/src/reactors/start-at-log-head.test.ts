import { CURRENT_EVENT_VERSIONS, chatStreamId, type DomainEvent } from '@pcbm/domain';
import { ensureEventStoreSchema, LOG_START, readCheckpoint, SqlEventStore, type Database } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { CHAT_NOTIFICATIONS } from './chat-notifications';
import { ensureNotificationSchema } from './notification-schema';

const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const text = (chatId: string, messageId: string): DomainEvent => ({
  type: 'TextMessageSent',
  data: { chatId, messageId, senderId: 'u1', senderRole: 'Requester', text: 'hello', occurredAt: '2026-11-23T08:00:00.000Z' },
});
const stamp = (events: DomainEvent[]) => events.map((e) => ({ type: e.type, schemaVersion: CURRENT_EVENT_VERSIONS[e.type], data: e.data, metadata }));

describe.each(reachableDatabases())('chat notifications added to a product with a history, on $name', ({ open }) => {
  let db: Database;
  let store: SqlEventStore;
  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    store = new SqlEventStore(db);
  });
  afterAll(() => db.close());

  test('given past chat messages, when the notifications start for the first time, then they begin after them and keep their place afterwards', async () => {
    await store.append(chatStreamId('o1'), stamp([text('o1', 'm1'), text('o1', 'm2')]), 0);
    await ensureNotificationSchema(db);
    const start = await readCheckpoint(db, CHAT_NOTIFICATIONS);
    expect(start).not.toEqual(LOG_START);
    expect(await store.readAll(start, 10)).toEqual([]);

    await store.append(chatStreamId('o1'), stamp([text('o1', 'm3')]), 2);
    await ensureNotificationSchema(db);
    expect(await readCheckpoint(db, CHAT_NOTIFICATIONS)).toEqual(start);
    expect((await store.readAll(start, 10)).map((event) => (event.data as { messageId: string }).messageId)).toEqual(['m3']);
  });
});
