import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { CURRENT_EVENT_VERSIONS, superOrderStreamId } from '@pcbm/domain';
import { ensureEventStoreSchema, ensurePersonalDataSchema, ProcessorRunner, SharedLogReads, SqlEventStore, type NewEvent } from '@pcbm/platform';
import { ensureReadModelSchema, orderProjector } from '../read-models';
import { openBenchDatabase } from './bench-database';
import { format, median, throughput } from './measure';
import { superOrderHistory } from './order-history-fixture';
import { measureRebuilds } from './rebuild';
import { measureReplacements } from './replacement';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000);
/** `BENCH_READ_MODELS=orders,chats` measures only the rebuilds of those read models, each over a log of its own. */
const READ_MODELS = process.env.BENCH_READ_MODELS?.split(',').map((name) => name.trim());
/** Alternating runs of the appends and their baseline, so a moment of load elsewhere on the machine does not decide the ratio. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const metadata = { correlationId: 'bench', causationId: 'bench', actor: { kind: 'SYSTEM' as const } };
const benchEvent = (): NewEvent => ({ type: 'BenchEvent', schemaVersion: 1, data: { n: 1 }, metadata });

/**
 * `npm run bench`: on the PostgreSQL database of DATABASE_URL (in a schema of its own), or without it on the embedded
 * default, PGlite with its data in a folder.
 */
async function main(): Promise<void> {
  const bench = await openBenchDatabase(process.env.DATABASE_URL);
  const { db } = bench;
  try {
    await ensureEventStoreSchema(db);
    await ensureReadModelSchema(db);
    await ensurePersonalDataSchema(db);
    await db.query('create table plain_inserts (id bigserial primary key, payload jsonb not null)');
    const store = new SqlEventStore(db);
    console.log(`${bench.label}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${SECONDS} s per run\n`);
    if (READ_MODELS) {
      await measureRebuilds(db, store, REBUILD_EVENTS, READ_MODELS);
      await measureReplacements(db, store, READ_MODELS);
      return;
    }

    console.log(
      `Single-event appends per second, next to plain single-row INSERT transactions and to appends that never wait for a group (each its own statement); the median of ${ROUNDS} rounds each, every round in another order, and the median of each round's ratio:`,
    );
    const alone = new SqlEventStore(db, { inFlight: Number.POSITIVE_INFINITY, most: 1, stalledAfterMs: Number.POSITIVE_INFINITY });
    for (const writers of [1, 8]) {
      const runs = {
        plain: async () => {
          await db.query(`insert into plain_inserts (payload) values ('{"n":1}'::jsonb)`);
        },
        appends: async () => {
          await store.append(`bench-${randomUUID()}`, [benchEvent()], 0);
        },
        single: async () => {
          await alone.append(`bench-${randomUUID()}`, [benchEvent()], 0);
        },
      };
      const kinds = Object.keys(runs) as (keyof typeof runs)[];
      const rates: Record<keyof typeof runs, number[]> = { plain: [], appends: [], single: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // Each kind goes first, second and last in turn: whatever one run leaves the database to do (autovacuum, a
        // checkpoint) falls on every kind alike.
        for (let turn = 0; turn < kinds.length; turn++) {
          const kind = kinds[(round + turn) % kinds.length];
          rates[kind].push(await throughput(writers, SECONDS, runs[kind]));
        }
      }
      const ceiling = median(rates.plain);
      const ratio = (kind: 'appends' | 'single') => {
        const rounds = rates[kind].map((rate, round) => rate / rates.plain[round]);
        return `${((median(rates[kind]) / ceiling) * 100).toFixed(0)} %, by round ${(median(rounds) * 100).toFixed(0)} %`;
      };
      console.log(
        `  ${writers} writer(s): appends ${format(median(rates.appends))} (${ratio('appends')})   plain INSERT ${format(ceiling)}   each append its own statement ${format(median(rates.single))} (${ratio('single')})` +
          `   runs: ${rates.appends.map(format).join(', ')} | ${rates.plain.map(format).join(', ')} | ${rates.single.map(format).join(', ')}`,
      );
    }

    const histories = Math.ceil(REBUILD_EVENTS / 5);
    const at = new Date().toISOString();
    for (let start = 0; start < histories; start += 500) {
      await db.transaction(async (tx) => {
        for (let i = start; i < Math.min(start + 500, histories); i++) {
          const id = randomUUID();
          const events = superOrderHistory(id, at).map((e) => ({ type: e.type, schemaVersion: CURRENT_EVENT_VERSIONS[e.type], data: e.data, metadata }));
          await store.appendInTransaction(tx, superOrderStreamId(id), events, 0);
        }
      });
    }
    const { rows: total } = await db.query<{ n: string }>('select count(*)::text as n from events');
    console.log(`\nProjection rebuild over ${Number(total[0].n).toLocaleString('en-US')} events (orders read model):`);
    const readStart = performance.now();
    // Read as the product reads: on PostgreSQL each batch read while the one before is handled.
    const log = () => new SharedLogReads(store, db, { readAhead: db.connections > 1 });
    const reader: ProcessorRunner = new ProcessorRunner(db, log(), { name: 'bench-read-only', handle: async () => undefined, reset: async () => undefined });
    const read = await reader.rebuild();
    const readRate = read / ((performance.now() - readStart) / 1000);
    const rebuildStart = performance.now();
    const replayed = await new ProcessorRunner(db, log(), orderProjector).rebuild();
    const rebuildRate = replayed / ((performance.now() - rebuildStart) / 1000);
    console.log(`  rebuild ${format(rebuildRate)} events   reading the log alone ${format(readRate)} events (the ceiling)`);
    await measureRebuilds(db, store, REBUILD_EVENTS);
    await measureReplacements(db, store);
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
