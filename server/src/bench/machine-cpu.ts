import { cpus } from 'node:os';

/** CPU time the whole machine has spent working so far (every core, every process), in milliseconds. */
export function machineBusyMs(): number {
  return cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
}
