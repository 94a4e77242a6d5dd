import type { Database } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '..';

describe.each(reachableDatabases())('the chats read model schema on $name', ({ open }) => {
  let db: Database;

  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  test('given messages keyed by their id with a second index by position, when the schema is ensured, then they are keyed by chat and position alone and kept', async () => {
    await db.query(`create table chat_messages (
      message_id text primary key, chat_id text not null, position bigint not null, kind text not null, sender_id text,
      sender_role text not null, body jsonb not null, created_on timestamptz not null)`);
    await db.query('create index chat_messages_chat on chat_messages (chat_id, position)');
    await db.query(`insert into chat_messages values ('m1', 'c1', 1, 'text', 'u1', 'Requester', '{"text":"Hello"}', now())`);

    await ensureReadModelSchema(db);
    await ensureReadModelSchema(db);

    const { rows: indexes } = await db.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'chat_messages'`,
    );
    expect(indexes.map(({ indexdef }) => indexdef.replace(/^.* USING btree /, ''))).toEqual(['(chat_id, "position")']);
    const { rows } = await db.query('select message_id, chat_id, position::int as position from chat_messages');
    expect(rows).toEqual([{ message_id: 'm1', chat_id: 'c1', position: 1 }]);
  });
});
