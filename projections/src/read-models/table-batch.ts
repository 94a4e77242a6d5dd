import { sendStatement, type SqlClient } from '@pcbm/platform';

/** Column types of the read-model tables. A jsonb column is held as its JSON text, so SQL NULL (`null`) and JSON null (`'null'`) stay apart. */
export type ColumnType = 'text' | 'jsonb' | 'timestamptz' | 'boolean' | 'bigint';

type Columns<R> = { readonly [C in keyof R & string]: ColumnType };

/** A read-model table as a batch writes it, with its statements prepared once. */
export interface Table<R> {
  readonly name: string;
  readonly columns: Columns<R>;
  readonly key: readonly (keyof R & string)[];
  readonly load: string;
  readonly remove: string;
  readonly upsert: string;
  readonly insert: string;
  readonly insertReturning: string;
}

/**
 * Describes a table. `changing` names the columns a change of an existing row sets (an update, or a write that
 * replaces the row); the other columns keep what the row was inserted with.
 */
export function table<R extends object>(name: string, columns: Columns<R>, key: readonly (keyof R & string)[], changing: readonly (keyof R & string)[]): Table<R> {
  const names = Object.keys(columns) as (keyof R & string)[];
  const arrays = (of: readonly (keyof R & string)[]) => of.map((column, i) => `$${i + 1}::${columns[column]}[]`).join(', ');
  const selected = names.map((column) => (columns[column] === 'jsonb' ? `${column}::text as ${column}` : column)).join(', ');
  const byKey = `(${key.join(', ')}) in (select * from unnest(${arrays(key)}))`;
  // jsonb travels as text and is cast once unnested, which PostgreSQL parses faster than an array of jsonb.
  const sent = names.map((column, i) => `$${i + 1}::${columns[column] === 'jsonb' ? 'text' : columns[column]}[]`).join(', ');
  const values = names.map((column) => (columns[column] === 'jsonb' ? `${column}::jsonb` : column)).join(', ');
  const insert = `insert into ${name} (${names.join(', ')}) select ${values} from unnest(${sent}) as row (${names.join(', ')}) on conflict (${key.join(', ')})`;
  return {
    name,
    columns,
    key,
    load: `select ${selected} from ${name} where ${byKey}`,
    remove: `delete from ${name} where ${byKey}`,
    upsert: changing.length === 0 ? `${insert} do nothing` : `${insert} do update set ${changing.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    insert: `${insert} do nothing`,
    insertReturning: `${insert} do nothing returning ${key.join(', ')}`,
  };
}

type Change<R> = { readonly kind: 'insert' | 'put'; readonly row: R } | { readonly kind: 'update'; readonly change: (row: R) => R } | { readonly kind: 'remove' };

interface Touched<R> {
  readonly key: readonly unknown[];
  readonly changes: Change<R>[];
}

/** The row after the changes, from the stored row (or null); the stored row itself when nothing changed it. */
function fold<R>(stored: R | null, changes: readonly Change<R>[]): R | null {
  let row = stored;
  for (const change of changes) {
    if (change.kind === 'insert') row ??= change.row;
    else if (change.kind === 'put') row = change.row;
    else if (change.kind === 'update') row = row && change.change(row);
    else row = null;
  }
  return row;
}

/**
 * The changes a batch of events makes to one table, in log order, written with a few statements; the result is
 * what handling the events one at a time with single-row statements leaves.
 */
export class TableBatch<R extends object> {
  private readonly touched = new Map<string, Touched<R>>();

  constructor(private readonly table: Table<R>) {}

  /** Inserts the row unless one with its key is there (`on conflict do nothing`). */
  insert(row: R): void {
    this.record(row, { kind: 'insert', row });
  }

  /** Writes the row over whatever has its key (`on conflict do update` of every column but the key). */
  put(row: R): void {
    this.record(row, { kind: 'put', row });
  }

  /** Changes the row with the key, when there is one (`update ... where key`). */
  update(key: Partial<R>, change: (row: R) => R): void {
    this.record(key, { kind: 'update', change });
  }

  /** Deletes the row with the key. */
  remove(key: Partial<R>): void {
    this.record(key, { kind: 'remove' });
  }

  private record(row: Partial<R>, change: Change<R>): void {
    const key = this.table.key.map((column) => row[column]);
    const id = key.join('\u0000');
    const touched = this.touched.get(id);
    if (touched) touched.changes.push(change);
    else this.touched.set(id, { key, changes: [change] });
  }

  /**
   * Writes the batch's outcome. A row whose first change is an insert is inserted as if nothing were stored, and
   * read and changed again only where a stored row was in the way; a row whose first change is an update is read
   * first; a removed or replaced row does not depend on what was stored at all. Writes whose answer is not needed
   * are sent without waiting (`sendStatement`): in a runner's transaction of several batches, the next batch is
   * prepared meanwhile.
   */
  async write(tx: SqlClient): Promise<void> {
    if (this.touched.size === 0) return;
    const first = (touched: Touched<R>) => touched.changes[0].kind;
    const independent = (touched: Touched<R>) => first(touched) === 'put' || touched.changes.some((change) => change.kind === 'remove');
    const inserted: Touched<R>[] = [];
    const updated: Touched<R>[] = [];
    const removed: (readonly unknown[])[] = [];
    const written: R[] = [];
    for (const touched of this.touched.values()) {
      if (independent(touched)) {
        // A row removed and written again in the batch is inserted afresh, as one-at-a-time handling would.
        if (touched.changes.some((change) => change.kind === 'remove')) removed.push(touched.key);
        const row = fold(null, touched.changes);
        if (row) written.push(row);
      } else if (first(touched) === 'insert') inserted.push(touched);
      else updated.push(touched);
    }
    if (removed.length > 0) await sendStatement(tx, this.table.remove, this.keyArrays(removed));
    const stored = [...updated, ...(await this.insertUnlessStored(tx, inserted))];
    const before = await this.load(tx, stored);
    for (const { key, changes } of stored) {
      const row = before.get(key.join('\u0000')) ?? null;
      const after = fold(row, changes);
      if (after && after !== row) written.push(after);
    }
    if (written.length > 0) await sendStatement(tx, this.table.upsert, this.columnArrays(written));
  }

  /** Inserts the rows as they are when nothing was stored; returns those a stored row was in the way of and that change after the insert. */
  private async insertUnlessStored(tx: SqlClient, inserted: readonly Touched<R>[]): Promise<Touched<R>[]> {
    if (inserted.length === 0) return [];
    const rows = this.columnArrays(inserted.map(({ changes }) => fold(null, changes)!));
    const changedLater = inserted.filter(({ changes }) => changes.some((change) => change.kind !== 'insert'));
    if (changedLater.length === 0) {
      await sendStatement(tx, this.table.insert, rows);
      return [];
    }
    const { rows: done } = await tx.query<R>(this.table.insertReturning, rows);
    const insertedNow = new Set(done.map((row) => this.table.key.map((column) => row[column]).join('\u0000')));
    return changedLater.filter(({ key }) => !insertedNow.has(key.join('\u0000')));
  }

  private async load(tx: SqlClient, touched: readonly Touched<R>[]): Promise<Map<string, R>> {
    if (touched.length === 0) return new Map();
    const { rows } = await tx.query<R>(this.table.load, this.keyArrays(touched.map(({ key }) => key)));
    return new Map(rows.map((row) => [this.table.key.map((column) => row[column]).join('\u0000'), row]));
  }

  private keyArrays(keys: readonly (readonly unknown[])[]): unknown[][] {
    return this.table.key.map((_, i) => keys.map((key) => key[i]));
  }

  private columnArrays(rows: readonly R[]): unknown[][] {
    return (Object.keys(this.table.columns) as (keyof R & string)[]).map((column) => rows.map((row) => row[column] ?? null));
  }
}
