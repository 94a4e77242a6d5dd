import type { QueryOptions, SqlClient } from './sql-client';

const SENT = Symbol('sent statements');

/** A transaction's client that queues writes instead of waiting for each (`sendStatement`). */
type Sending = SqlClient & { readonly [SENT]?: Promise<unknown>[] };

/**
 * A client of the transaction `tx` in which `sendStatement` only queues its writes. The statements of one connection
 * run in the order they were sent, so whatever is sent or asked later sees them; the caller goes on meanwhile (a
 * processor prepares its next batch while the database writes this one). Await `sentStatementsDone` before the
 * transaction commits.
 */
export function withSentStatements(tx: SqlClient): SqlClient {
  // Each statement goes to the connection when the one before is answered (a driver may not be handed a second
  // statement while one runs), so the order of sending is the order of running.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = last.then(run, run);
    last = turn.catch(() => undefined);
    return turn;
  };
  const sending: Sending = {
    query: (text, params, options) => inTurn(() => tx.query(text, params, options)),
    transaction: () => {
      throw new Error('nested transactions are not supported');
    },
    [SENT]: [],
  };
  return sending;
}

/**
 * Sends a write whose answer the caller does not need. In a client of `withSentStatements` it is queued and the
 * promise resolves at once (a failure surfaces in `sentStatementsDone`); anywhere else it is awaited as usual.
 */
export async function sendStatement(tx: SqlClient, text: string, params?: unknown[], options?: QueryOptions): Promise<void> {
  const sent = (tx as Sending)[SENT];
  if (!sent) {
    await tx.query(text, params, options);
    return;
  }
  const statement = tx.query(text, params, options);
  // Observed here so a failure is not reported as unhandled before `sentStatementsDone` looks at it.
  statement.catch(() => undefined);
  sent.push(statement);
}

/** Waits until every statement sent through `tx` is done; throws the first one's failure. */
export async function sentStatementsDone(tx: SqlClient): Promise<void> {
  const sent = (tx as Sending)[SENT];
  if (!sent) return;
  while (sent.length > 0) await Promise.all(sent.splice(0));
}
