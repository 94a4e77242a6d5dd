import { cpus } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time the whole machine has spent working so far (every core, every process), in milliseconds. */
function machineBusyMs(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
}

/** Linux reports a process's times in ticks of 1/100 s (USER_HZ) on every architecture Node.js runs on. */
const MS_PER_TICK = 10;

/**
 * User and system time of one process and all its threads so far, with that of its children that have ended (a
 * database backend that closes is counted by the server's main process from then on), in milliseconds; 0 once gone.
 */
function processBusyMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime and cstime: fields 14 to 17
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * MS_PER_TICK;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes on this machine (the postmaster, its backends and helpers). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** Where the machine's CPU time went so far, in milliseconds. */
export interface CpuReading {
  readonly machine: number;
  /** The product's processes (APIs and workers; with PGlite the database runs inside them). */
  readonly product: number;
  /** The PostgreSQL server's processes (0 with PGlite). */
  readonly database: number;
  /** This process: autocannon and the bench. */
  readonly loadGenerator: number;
}

/** Reads the machine's and the processes' CPU times; on machines without /proc only the machine's. */
export function readCpu(productPids: readonly number[]): CpuReading {
  const own = process.cpuUsage();
  const sum = (pids: readonly number[]) => pids.reduce((total, pid) => total + processBusyMs(pid), 0);
  return {
    machine: machineBusyMs(),
    product: sum(productPids),
    database: process.platform === 'linux' ? sum(postgresPids()) : 0,
    loadGenerator: (own.user + own.system) / 1000,
  };
}

/** What happened between two readings. */
export function cpuSpent(before: CpuReading, after: CpuReading): CpuReading {
  return {
    machine: after.machine - before.machine,
    product: after.product - before.product,
    database: after.database - before.database,
    loadGenerator: after.loadGenerator - before.loadGenerator,
  };
}
