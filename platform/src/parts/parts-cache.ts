import type { SqlClient } from '../sql/sql-client';
import type { FoundPart } from './parts-source';

/**
 * Parts looked up before, by normalised part number; `part` is null when the source did not know
 * the number, so it is not asked again. Not derived from events: a rebuild leaves it alone.
 */
export async function ensurePartsCacheSchema(db: SqlClient): Promise<void> {
  await db.query(
    `create table if not exists parts_cache (
       part_number text primary key,
       source text not null,
       part jsonb,
       prices jsonb not null default '[]'::jsonb,
       fetched_on timestamptz not null
     )`,
  );
}

interface CachedRow {
  part_number: string;
  part: FoundPart['part'] | string | null;
  prices: FoundPart['prices'] | string;
}

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The source's cached answers for the numbers asked (normalised), absent when never looked up there. */
export async function readCachedParts(db: SqlClient, source: string, partNumbers: readonly string[]): Promise<Map<string, FoundPart | null>> {
  if (partNumbers.length === 0) return new Map();
  const { rows } = await db.query<CachedRow>('select part_number, part, prices from parts_cache where part_number = any($1::text[]) and source = $2', [partNumbers, source]);
  return new Map(rows.map((row) => [row.part_number, row.part === null ? null : { part: parsed(row.part), prices: parsed(row.prices) }]));
}

export async function writeCachedParts(db: SqlClient, source: string, entries: readonly (readonly [string, FoundPart | null])[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [partNumber, found] of entries) {
      await tx.query(
        `insert into parts_cache (part_number, source, part, prices, fetched_on) values ($1, $2, $3::jsonb, $4::jsonb, now())
         on conflict (part_number) do update set source = excluded.source, part = excluded.part, prices = excluded.prices, fetched_on = excluded.fetched_on`,
        [partNumber, source, found ? JSON.stringify(found.part) : null, JSON.stringify(found?.prices ?? [])],
      );
    }
  });
}
