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
}

/** Where a run sends its requests: the product's APIs, and the product's processes whose CPU time is counted. */
export interface LoadTarget {
  readonly urls: readonly string[];
  readonly productPids: readonly number[];
}

export interface LoadRun {
  readonly title: string;
  readonly connections: number;
  readonly seconds: number;
  readonly token?: string;
  /** The GraphQL body each connection sends (connection 0, 1, ...): one body per connection, sent again and again. */
  readonly bodyOf: (connection: number) => string;
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
 * Runs autocannon with `connections` connections for `seconds`, each connection with its own body, and reads every
 * answer; with several APIs' addresses, the connections take them in turn.
 */
export async function runLoad({ urls, productPids }: LoadTarget, run: LoadRun): Promise<LoadFigures> {
  const failuresByCode: Record<string, number> = {};
  let failed = 0;
  let connection = 0;
  const onResponse = (status: number, body: string) => {
    const codes = failureCodes(status, body);
    if (codes.length === 0) return;
    failed++;
    for (const code of new Set(codes)) failuresByCode[code] = (failuresByCode[code] ?? 0) + 1;
  };
  const cpuBefore = readCpu(productPids);
  const result = await autocannon({
    // autocannon takes several addresses and gives them to its connections in turn; its types name one only.
    url: (urls.length === 1 ? `${urls[0]}/graphql` : urls.map((url) => `${url}/graphql`)) as string,
    connections: run.connections,
    duration: run.seconds,
    method: 'POST',
    headers: graphqlHeaders(run.token),
    // Every connection gets request objects of its own; the shared `requests` option would give all of them the last body.
    setupClient: (client) => client.setRequests([{ method: 'POST', path: '/graphql', headers: graphqlHeaders(run.token), body: run.bodyOf(connection++), onResponse }]),
  });
  const cpu = cpuSpent(cpuBefore, readCpu(productPids));
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
  };
}

function perAnswer(cpu: CpuReading, answers: number): CpuReading {
  const share = (ms: number) => (answers > 0 ? ms / answers : 0);
  return { machine: share(cpu.machine), product: share(cpu.product), database: share(cpu.database), loadGenerator: share(cpu.loadGenerator) };
}
