import { ProcessorRunner, SharedLogReads, type Database, type EventProcessor, type SqlEventStore } from '@pcbm/platform';
import { readModelProjectors } from '../read-models';
import { READ_MODELS } from '../read-models/read-model-names';

/** The table of each read model whose rows its lists show. */
const LISTED: Readonly<Record<string, string>> = {
  [READ_MODELS.orders]: 'super_orders',
  [READ_MODELS.accounts]: 'users',
  [READ_MODELS.chats]: 'chat_messages',
  [READ_MODELS.shops]: 'shops',
  [READ_MODELS.signupReminders]: 'signup_reminders',
  [READ_MODELS.bomSheets]: 'bom_sheets',
};

interface Seen {
  readonly ms: number;
  /** The fewest rows a reader saw while it ran, against the rows before. */
  readonly fewest: number;
  readonly rows: number;
  /** The longest a reader's count took. */
  readonly longestReadMs: number;
}

/** Runs `work` while a reader counts `table` every 20 ms on another connection (where there is one). */
async function watched(db: Database, table: string, work: () => Promise<unknown>): Promise<Seen> {
  const count = async () => Number((await db.query<{ n: string }>(`select count(*)::text as n from ${table}`)).rows[0].n);
  const rows = await count();
  let [fewest, longestReadMs, running] = [rows, 0, true];
  const reader = (async () => {
    while (running && db.connections > 1) {
      const began = performance.now();
      fewest = Math.min(fewest, await count());
      longestReadMs = Math.max(longestReadMs, performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const began = performance.now();
  await work();
  const ms = performance.now() - began;
  running = false;
  await reader;
  return { ms, fewest, rows, longestReadMs };
}

const described = ({ ms, fewest, rows, longestReadMs }: Seen) =>
  `${Math.round(ms).toLocaleString('en-US').padStart(6)} ms, a reader saw ${fewest.toLocaleString('en-US')} of ${rows.toLocaleString('en-US')} rows at least, its slowest count ${Math.round(longestReadMs)} ms`;

/**
 * What an erasure's rebuild of each read model costs its readers: emptied first and rebuilt batch by batch, against
 * replaced in one transaction. Both run over the whole log, while another connection counts the listed rows.
 */
export async function measureReplacements(db: Database, store: SqlEventStore, only?: readonly string[]): Promise<void> {
  const { rows: total } = await db.query<{ n: string }>('select count(*)::text as n from events');
  console.log(`\nAn erasure's rebuild of each read model over the whole log (${Number(total[0].n).toLocaleString('en-US')} events), while a reader counts its rows:`);
  const log = () => new SharedLogReads(store, db, { readAhead: db.connections > 1 });
  for (const projector of readModelProjectors.filter(({ name }) => LISTED[name] && (!only || only.includes(name)))) {
    const runner = (processor: EventProcessor) => new ProcessorRunner(db, log(), processor);
    // Rebuilt first, so both start from a read model that holds the whole log.
    await runner(projector).rebuild();
    const emptied = await watched(db, LISTED[projector.name], () => runner(projector).rebuild());
    const replaced = await watched(db, LISTED[projector.name], () => runner(projector).replace());
    console.log(`  ${projector.name.padEnd(17)} emptied first  ${described(emptied)}`);
    console.log(`  ${''.padEnd(17)} replaced       ${described(replaced)}`);
  }
}
