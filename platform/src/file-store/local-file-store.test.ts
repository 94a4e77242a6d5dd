import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { LocalFileStore } from './local-file-store';
import { ensureFileStoreSchema } from './schema';

describe.each(reachableDatabases())('local file store on $name', ({ open }) => {
  let db: Database;
  let store: LocalFileStore;
  let directory: string;

  beforeAll(async () => {
    db = await open();
    await ensureFileStoreSchema(db);
    directory = await mkdtemp(join(tmpdir(), 'files-'));
    store = new LocalFileStore(db, directory);
  });
  afterAll(() => db.close());

  const bytes = (text: string) => new TextEncoder().encode(text);

  test('given two versions of a file, then the newest is current and the first stays in history', async () => {
    const first = { id: randomUUID(), resourceId: 's1', kind: 'bom' as const, filename: '../BOM.csv', mediaType: 'text/csv', bytes: bytes('a') };
    await store.writeContent(first);
    const v1 = await db.transaction((tx) => store.recordMetadata(tx, first));
    const second = { ...first, id: randomUUID(), bytes: bytes('bb'), versionedFileId: v1.versionedFileId };
    await store.writeContent(second);
    await db.transaction((tx) => store.recordMetadata(tx, second));

    expect(v1).toMatchObject({ filename: 'BOM.csv', version: 1, path: `/files/${first.id}/bom.csv`, size: 1 });
    const versions = await store.versions(v1.versionedFileId);
    expect(versions?.current).toMatchObject({ id: second.id, version: 2 });
    expect(versions?.history.map((f) => f.id)).toEqual([first.id]);
    expect(new TextDecoder().decode(await store.read(second.id))).toBe('bb');
  });

  test('a discarded file leaves nothing on disk, and ids that are not uuids are never paths', async () => {
    const id = randomUUID();
    await store.writeContent({ id, resourceId: 's', kind: 'pcb', filename: 'x.zip', mediaType: '', bytes: bytes('x') });
    await store.discard(id);
    // The folder may hold another test's file whose id begins alike.
    expect(await readdir(join(directory, id.slice(0, 2)))).not.toContain(id);
    expect(await store.get('../../etc/passwd')).toBeNull();
    await expect(store.read('../secret')).rejects.toThrow('invalid file id');
  });

  test('a removed file is gone with its metadata, and removing it again changes nothing', async () => {
    const file = { id: randomUUID(), resourceId: 's', kind: 'bom' as const, filename: 'BOM.csv', mediaType: 'text/csv', bytes: bytes('a') };
    await store.writeContent(file);
    await db.transaction((tx) => store.recordMetadata(tx, file));
    await store.remove(file.id);
    expect(await store.get(file.id)).toBeNull();
    await expect(store.read(file.id)).rejects.toThrow();
    await store.remove(file.id);
  });
});
