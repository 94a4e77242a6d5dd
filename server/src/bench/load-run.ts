import autocannon from 'autocannon';
import { graphqlHeaders } from './graphql-client';
import { machineBusyMs } from './machine-cpu';

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
   * CPU time the machine spent per answer during the run (the product, the database and the load generator on every
   * core), in milliseconds: what an answer costs, steadier from run to run than the throughput of a shared machine.
   */
  readonly cpuPerAnswerMs: number;
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

/** Runs autocannon with `connections` connections for `seconds`, each connection with its own body, and reads every answer. */
export async function runLoad(url: string, run: LoadRun): Promise<LoadFigures> {
  const failuresByCode: Record<string, number> = {};
  let failed = 0;
  let connection = 0;
  const onResponse = (status: number, body: string) => {
    const codes = failureCodes(status, body);
    if (codes.length === 0) return;
    failed++;
    for (const code of new Set(codes)) failuresByCode[code] = (failuresByCode[code] ?? 0) + 1;
  };
  const busyBefore = machineBusyMs();
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: run.connections,
    duration: run.seconds,
    method: 'POST',
    headers: graphqlHeaders(run.token),
    // Every connection gets request objects of its own; the shared `requests` option would give all of them the last body.
    setupClient: (client) => client.setRequests([{ method: 'POST', path: '/graphql', headers: graphqlHeaders(run.token), body: run.bodyOf(connection++), onResponse }]),
  });
  const busyMs = machineBusyMs() - busyBefore;
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
    cpuPerAnswerMs: result.requests.total > 0 ? busyMs / result.requests.total : 0,
  };
}
