import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { graphqlHeaders } from './graphql-client';
import { cpuSpent, readCpu, type CpuReading } from './machine-cpu';

/** What one autocannon run against POST /graphql measured. */
export interface LoadFigures {
  readonly title: string;
  /** Answers without errors per second. */
  readonly throughput: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly requests: number;
  /** Answers that were not 2xx, or carried `errors`, or could not be read; plus connection errors and timeouts. */
  readonly failed: number;
  /** The failures by `extensions.code` (or HTTP status / connection error). */
  readonly failuresByCode: Readonly<Record<string, number>>;
  /**
   * CPU time per answer during the run, in milliseconds: the machine's (every core, every process), and of it the
   * product's, the database's and the load generator's. What an answer costs, steadier from run to run than the
   * throughput of a shared machine, and where it is spent.
   */
  readonly cpuPerAnswer: CpuReading;
  /**
   * How much of the machine's CPU (every core) was busy during the run, from 0 to 1: in all, and with the product's
   * and the database's processes (without the load generator and whatever else the machine ran meanwhile).
   */
  readonly busy: { readonly machine: number; readonly server: number };
}

/** Where a run sends its requests: the product's APIs, and the product's processes whose CPU time is counted. */
export interface LoadTarget {
  readonly urls: readonly string[];
  readonly productPids: readonly number[];
}

/** One request of a connection's round, as autocannon sends it (with a context kept per connection). */
export type LoadRequest = autocannon.Request;

export interface LoadRun {
  readonly title: string;
  readonly connections: number;
  readonly seconds: number;
  readonly token?: string;
  /**
   * What each connection sends (connection 0, 1, ...), again and again: one GraphQL body, or a round of requests
   * sent one after another (each answer is read before the next request leaves).
   */
  readonly bodyOf: (connection: number) => string | readonly LoadRequest[];
  /** At most this many requests per second from each connection; as fast as the answers come without it. */
  readonly connectionRate?: number;
}

type AnswerBody = { errors?: { extensions?: { code?: string } }[] } | null;

/** The failure codes of one answer: none for a 2xx answer without `errors`. */
function failureCodes(status: number, body: string): string[] {
  let parsed: AnswerBody;
  try {
    parsed = JSON.parse(body) as AnswerBody;
  } catch {
    return [`HTTP ${status}, unreadable body`];
  }
  if (parsed?.errors?.length) return parsed.errors.map((error) => error.extensions?.code ?? `HTTP ${status}, no code`);
  return status >= 200 && status < 300 ? [] : [`HTTP ${status}`];
}

/**
 * Runs autocannon with `connections` connections for `seconds`, each connection with its own body or round of
 * requests, and reads every answer; with several APIs' addresses, the connections take them in turn.
 */
export async function runLoad({ urls, productPids }: LoadTarget, run: LoadRun): Promise<LoadFigures> {
  const failuresByCode: Record<string, number> = {};
  let failed = 0;
  let connection = 0;
  const count = (status: number, body: string) => {
    const codes = failureCodes(status, body);
    if (codes.length === 0) return;
    failed++;
    for (const code of new Set(codes)) failuresByCode[code] = (failuresByCode[code] ?? 0) + 1;
  };
  // A round's own answer handlers (a quote's id for the next step, say) run after the answer is counted.
  const counted =
    (own: LoadRequest['onResponse']) =>
    (status: number, body: string, context: object, headers: LoadRequest['headers']): void => {
      count(status, body);
      if (typeof own === 'function') own(status, body, context, headers);
    };
  const requestsOf = (index: number): LoadRequest[] => {
    const round = run.bodyOf(index);
    const requests: readonly LoadRequest[] = typeof round === 'string' ? [{ method: 'POST', path: '/graphql', headers: graphqlHeaders(run.token), body: round }] : round;
    return requests.map((request) => ({ ...request, onResponse: counted(request.onResponse) }));
  };
  const cpuBefore = readCpu(productPids);
  const started = performance.now();
  const result = await autocannon({
    // autocannon takes several addresses and gives them to its connections in turn; its types name one only.
    url: (urls.length === 1 ? `${urls[0]}/graphql` : urls.map((url) => `${url}/graphql`)) as string,
    connections: run.connections,
    duration: run.seconds,
    method: 'POST',
    headers: graphqlHeaders(run.token),
    ...(run.connectionRate ? { connectionRate: run.connectionRate } : {}),
    // Every connection gets request objects of its own; the shared `requests` option would give all of them the last body.
    setupClient: (client) => client.setRequests(requestsOf(connection++)),
  });
  const cpu = cpuSpent(cpuBefore, readCpu(productPids));
  const elapsedMs = performance.now() - started;
  // autocannon counts timeouts among its connection errors.
  if (result.errors > result.timeouts) failuresByCode['connection error'] = result.errors - result.timeouts;
  if (result.timeouts > 0) failuresByCode['timeout'] = result.timeouts;
  return {
    title: run.title,
    throughput: (result.requests.total - failed) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    failed: failed + result.errors,
    failuresByCode,
    cpuPerAnswer: perAnswer(cpu, result.requests.total),
    busy: { machine: cpu.machine / (elapsedMs * cpus().length), server: (cpu.product + cpu.database) / (elapsedMs * cpus().length) },
  };
}

function perAnswer(cpu: CpuReading, answers: number): CpuReading {
  const share = (ms: number) => (answers > 0 ? ms / answers : 0);
  return { machine: share(cpu.machine), product: share(cpu.product), database: share(cpu.database), loadGenerator: share(cpu.loadGenerator) };
}
