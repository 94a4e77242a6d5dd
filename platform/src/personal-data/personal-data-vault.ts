import { randomBytes } from 'node:crypto';
import { erasedShape, type PersonalDataField } from '@pcbm/domain';
import type { SqlClient } from '../sql/sql-client';
import { isEnvelope, open, seal } from './envelope';

function valueAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);
}

function withValueAt(data: unknown, path: readonly string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const object = data as Record<string, unknown>;
  return { ...object, [head]: withValueAt(object[head], rest, replacement) };
}

function collectSubjects(value: unknown, into: Set<string>): void {
  if (isEnvelope(value)) into.add(value.$personal.subject);
  else if (Array.isArray(value)) value.forEach((item) => collectSubjects(item, into));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => collectSubjects(item, into));
}

function revealIn(value: unknown, keys: Map<string, Buffer>): unknown {
  if (isEnvelope(value)) {
    const key = keys.get(value.$personal.subject);
    const opened = key ? open(value, key) : null;
    return opened === null ? value.$personal.erased : opened;
  }
  if (Array.isArray(value)) return value.map((item) => revealIn(item, keys));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revealIn(v, keys)]));
  return value;
}

/** How long, and for how many subjects, a key used for writing is kept in memory. */
export interface WritingKeyOptions {
  readonly keepMs?: number;
  readonly subjects?: number;
  readonly clock?: () => number;
}

/**
 * Keeps personal data in events encrypted with one key per data subject. Erasing a subject
 * deletes its key: every event still reads, with the subject's values shown as erased.
 *
 * A key used for writing is kept for a minute, so a person's next changes seal without asking the database; keys for
 * reading never are, so an erasure hides the subject's values at once. A kept key may outlive an erasure made in
 * another process by up to that minute: what it seals then can never be opened, as the key is gone, which is what
 * the erasure means for it. An erasure in this process forgets the key at once.
 */
export class PersonalDataVault {
  private readonly writingKeys = new Map<string, { readonly key: Buffer; readonly until: number }>();
  private readonly keepMs: number;
  private readonly maxSubjects: number;
  private readonly clock: () => number;

  constructor(options: WritingKeyOptions = {}) {
    this.keepMs = options.keepMs ?? 60_000;
    this.maxSubjects = options.subjects ?? 10_000;
    this.clock = options.clock ?? Date.now;
  }

  /**
   * Encrypts the given fields of `data`; for an erased subject it writes the erased shape instead. `keys` holds the
   * keys already looked up for the values written together with this one (the events of one append).
   */
  async protect(db: SqlClient, data: unknown, fields: readonly PersonalDataField[], keys = new Map<string, Buffer | null>()): Promise<unknown> {
    let protectedData = data;
    for (const field of fields) {
      const value = valueAt(data, field.path);
      if (value === undefined || value === null) continue;
      if (!keys.has(field.subject)) keys.set(field.subject, await this.keyForWriting(db, field.subject));
      const key = keys.get(field.subject)!;
      protectedData = withValueAt(protectedData, field.path, key ? seal(value, field.subject, key, erasedShape(value)) : erasedShape(value));
    }
    return protectedData;
  }

  /** Decrypts every envelope in each value, loading all needed keys at once. */
  async reveal<T>(db: SqlClient, values: readonly T[]): Promise<T[]> {
    const subjects = new Set<string>();
    values.forEach((value) => collectSubjects(value, subjects));
    if (subjects.size === 0) return [...values];
    const { rows } = await db.query<{ subject: string; key: string }>('select subject, key from personal_data_keys where subject = any($1)', [[...subjects]], {
      name: 'reveal-keys',
    });
    const keys = new Map(rows.map((row) => [row.subject, Buffer.from(row.key, 'base64')]));
    return values.map((value) => revealIn(value, keys) as T);
  }

  /** Deletes the subject's key for good and remembers that the subject was erased. */
  async erase(db: SqlClient, subject: string): Promise<void> {
    this.writingKeys.delete(subject);
    await db.query('delete from personal_data_keys where subject = $1', [subject]);
    await db.query('insert into erased_subjects (subject) values ($1) on conflict do nothing', [subject]);
  }

  async isErased(db: SqlClient, subject: string): Promise<boolean> {
    return (await db.query('select 1 from erased_subjects where subject = $1', [subject])).rows.length > 0;
  }

  /**
   * The subject's key, created on first use; null once the subject is erased. One statement in the usual case: a key
   * another writer created after this statement began is read by a second one.
   */
  private async keyForWriting(db: SqlClient, subject: string): Promise<Buffer | null> {
    const kept = this.writingKeys.get(subject);
    if (kept && kept.until > this.clock()) return kept.key;
    this.writingKeys.delete(subject);
    const { key, committed } = await this.storedKeyForWriting(db, subject);
    // Only a key another transaction committed is kept: one made in the caller's transaction goes if it rolls back.
    if (key && committed) {
      this.writingKeys.set(subject, { key, until: this.clock() + this.keepMs });
      if (this.writingKeys.size > this.maxSubjects) this.writingKeys.delete(this.writingKeys.keys().next().value!);
    }
    return key;
  }

  private async storedKeyForWriting(db: SqlClient, subject: string): Promise<{ key: Buffer | null; committed: boolean }> {
    const { rows } = await db.query<{ erased: boolean; key: string | null; committed: boolean | null }>(
      `with erased as (select exists (select 1 from erased_subjects where subject = $1) as yes),
       created as (
         insert into personal_data_keys (subject, key) select $1, $2 from erased where not erased.yes
         on conflict (subject) do nothing returning key
       )
       select (select yes from erased) as erased,
              coalesce((select key from created), (select key from personal_data_keys where subject = $1)) as key,
              (select xmin is distinct from pg_current_xact_id_if_assigned()::xid from personal_data_keys where subject = $1) as committed`,
      [subject, randomBytes(32).toString('base64')],
      { name: 'key-for-writing' },
    );
    if (rows[0].erased) return { key: null, committed: false };
    if (rows[0].key) return { key: Buffer.from(rows[0].key, 'base64'), committed: rows[0].committed === true };
    // Made by another writer after this statement began: read once it is there.
    const { rows: made } = await db.query<{ key: string }>('select key from personal_data_keys where subject = $1', [subject]);
    return { key: Buffer.from(made[0].key, 'base64'), committed: false };
  }
}
