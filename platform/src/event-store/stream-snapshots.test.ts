import { randomUUID } from 'node:crypto';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { ensureEventStoreSchema } from './schema';
import { StreamSnapshots } from './stream-snapshots';

describe.each(reachableDatabases())('the stored states of streams on $name', ({ open }) => {
  let db: Database;
  let snapshots: StreamSnapshots;

  beforeAll(async () => {
    db = await open();
    await ensureEventStoreSchema(db);
    snapshots = new StreamSnapshots(db);
  });
  afterAll(() => db.close());

  const state = (label: string) => ({ chatId: 'o-1', participants: { [label]: { role: 'Handler', participation: 'assigned' } } });

  test('given a stored state, then it comes back as stored, and nothing comes back for another stream', async () => {
    const streamId = `chat-${randomUUID()}`;
    await snapshots.save(streamId, 'chat/1', { version: 500, globalPosition: '9007199254740993', state: state('u-1') });
    expect(await snapshots.find(streamId, 'chat/1')).toEqual({ version: 500, globalPosition: '9007199254740993', state: state('u-1') });
    expect(await snapshots.find(`chat-${randomUUID()}`, 'chat/1')).toBeUndefined();
  });

  test('given a state stored at a later version, when an earlier one is stored, then the later one stays', async () => {
    const streamId = `chat-${randomUUID()}`;
    await snapshots.save(streamId, 'chat/1', { version: 1000, globalPosition: '20', state: state('later') });
    await snapshots.save(streamId, 'chat/1', { version: 500, globalPosition: '10', state: state('earlier') });
    expect(await snapshots.find(streamId, 'chat/1')).toEqual({ version: 1000, globalPosition: '20', state: state('later') });
    await snapshots.save(streamId, 'chat/1', { version: 1500, globalPosition: '30', state: state('newest') });
    expect(await snapshots.find(streamId, 'chat/1')).toMatchObject({ version: 1500, state: state('newest') });
  });

  test('given states of two shapes of one stream, then each shape finds its own and neither replaces the other', async () => {
    const streamId = `chat-${randomUUID()}`;
    await snapshots.save(streamId, 'chat/2', { version: 500, globalPosition: '10', state: state('new code') });
    await snapshots.save(streamId, 'chat/1', { version: 1000, globalPosition: '20', state: state('old code') });
    expect(await snapshots.find(streamId, 'chat/2')).toMatchObject({ version: 500, state: state('new code') });
    expect(await snapshots.find(streamId, 'chat/1')).toMatchObject({ version: 1000, state: state('old code') });
    expect(await snapshots.find(streamId, 'chat/3')).toBeUndefined();
  });
});
