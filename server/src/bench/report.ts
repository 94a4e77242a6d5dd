import { cpus, totalmem } from 'node:os';
import type { LoadFigures } from './load-run';
import type { LagSamples } from './read-model-lag';

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
const ratio = (value: number, ceiling: number) => (ceiling > 0 ? `${(value / ceiling).toFixed(2)}×` : 'n/a');

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function failures(figures: LoadFigures): string {
  if (figures.failed === 0) return '0';
  const codes = Object.entries(figures.failuresByCode).map(([code, count]) => `${code}: ${count.toLocaleString('en-US')}`);
  return `${figures.failed.toLocaleString('en-US')} of ${figures.requests.toLocaleString('en-US')} (${codes.join(', ')})`;
}

/** The product's, the database's and the load generator's CPU per answer. */
function shares({ cpuPerAnswer: cpu }: LoadFigures): string {
  return `${cpu.product.toFixed(2)} / ${cpu.database.toFixed(2)} / ${cpu.loadGenerator.toFixed(2)} ms`;
}

/** The machine and the database, for the line above the table. */
export function machine(databaseVersion: string, embedded: boolean): string {
  const postgres = databaseVersion.split(' ').slice(0, 2).join(' ');
  const database = embedded ? `PGlite (embedded, ${postgres})` : `${postgres} (DATABASE_URL)`;
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node.js ${process.version.slice(1)}, ${database}; the bench, the product and the database share the machine`;
}

/** A markdown table: every figure next to the `{ __typename }` ceiling of the same run. */
export function figuresTable(ceiling: LoadFigures, runs: readonly LoadFigures[], lags: readonly LagSamples[]): string {
  const lines = [
    '| measurement | throughput (answers without errors) | p50 | p99 | max | failed answers | throughput / ceiling | p99 / ceiling p99 | machine CPU per answer | of it: product / database / load generator | busy: machine / product and database |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const figures of [ceiling, ...runs]) {
    lines.push(
      `| ${figures.title} | ${perSecond(figures.throughput)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} | ${failures(figures)} | ${ratio(figures.throughput, ceiling.throughput)} | ${ratio(figures.p99, ceiling.p99)} | ${figures.cpuPerAnswer.machine.toFixed(2)} ms | ${shares(figures)} | ${percent(figures.busy.machine)} / ${percent(figures.busy.server)} |`,
    );
  }
  for (const lag of lags) {
    const sorted = [...lag.samples].sort((a, b) => a - b);
    lines.push(
      `| ${lag.title}, ${sorted.length} samples one after another | | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 99))} | ${ms(sorted[sorted.length - 1])} | 0 | | ${ratio(percentile(sorted, 99), ceiling.p99)} | | | |`,
    );
  }
  return lines.join('\n');
}
