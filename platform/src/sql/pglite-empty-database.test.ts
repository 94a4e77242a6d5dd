import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PgliteDatabase } from './pglite-database';

/** A tarball whose database holds a table no new database has, to tell where a database started from. */
async function markedTarball(): Promise<Blob> {
  const pg = new PGlite();
  await pg.exec(`create table started_from (note text); insert into started_from values ('the tarball')`);
  const tarball = await pg.dumpDataDir('none');
  await pg.close();
  return tarball;
}

describe('new embedded databases started from a tarball', () => {
  let folder: string;
  let before: Blob | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pglite-start-'));
    before = PgliteDatabase.startNewDatabasesFrom(await markedTarball());
  });
  afterAll(async () => {
    PgliteDatabase.startNewDatabasesFrom(before);
    await rm(folder, { recursive: true, force: true });
  });

  test('given a tarball, when a database is created in memory, then it starts as its copy', async () => {
    const db = await PgliteDatabase.open();
    expect((await db.query('select note from started_from')).rows).toEqual([{ note: 'the tarball' }]);
    await db.close();
  });

  test('given a tarball, when a database is created in a new folder, then it starts as its copy and keeps what is written after it in the folder', async () => {
    const created = await PgliteDatabase.open(join(folder, 'new'));
    await created.query(`insert into started_from values ($1)`, ['written later']);
    await created.close();
    const previous = PgliteDatabase.startNewDatabasesFrom(undefined);
    const reopened = await PgliteDatabase.open(join(folder, 'new'));
    expect((await reopened.query('select note from started_from order by note')).rows).toEqual([{ note: 'the tarball' }, { note: 'written later' }]);
    await reopened.close();
    PgliteDatabase.startNewDatabasesFrom(previous);
  });

  test('given a folder that holds a database, when it is opened while a tarball is set, then it opens as it is', async () => {
    const previous = PgliteDatabase.startNewDatabasesFrom(undefined);
    const existing = await PgliteDatabase.open(join(folder, 'existing'));
    await existing.query('create table kept (n int)');
    await existing.query('insert into kept values (1)');
    await existing.close();
    PgliteDatabase.startNewDatabasesFrom(previous);
    const opened = await PgliteDatabase.open(join(folder, 'existing'));
    expect((await opened.query('select n from kept')).rows).toEqual([{ n: 1 }]);
    expect((await opened.query(`select to_regclass('started_from') is null as absent`)).rows).toEqual([{ absent: true }]);
    await opened.close();
  });

  test('given the tarball of an empty database, when a database starts from it, then it is empty and works', async () => {
    const previous = PgliteDatabase.startNewDatabasesFrom(await PgliteDatabase.emptyDatabaseTarball());
    const db = await PgliteDatabase.open();
    expect((await db.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).rows).toEqual([{ n: 0 }]);
    await db.query('create table parts (id text primary key)');
    await db.query('insert into parts values ($1)', ['p1']);
    expect((await db.query('select id from parts')).rows).toEqual([{ id: 'p1' }]);
    await db.close();
    PgliteDatabase.startNewDatabasesFrom(previous);
  });
});
