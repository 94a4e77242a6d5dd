import type { Database } from '../sql/database';
import type { SqlClient } from '../sql/sql-client';

/** `target` as it is, except `method`, which goes through `count` first; its other methods stay bound to it. */
function counting<T extends object>(target: T, method: string, count: (args: unknown[]) => void): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(object);
      if (key !== method) return bound;
      return (...args: unknown[]) => {
        count(args);
        return bound(...args);
      };
    },
  });
}

/** The client as it is, noting the text of every statement sent through it (for tests that count round trips). */
export function countedStatements<C extends SqlClient>(client: C): { readonly client: C; readonly statements: string[] } {
  const statements: string[] = [];
  return { client: counting(client, 'query', ([text]) => statements.push(text as string)), statements };
}

/** The database as it is, counting the transactions it opens. */
export function countedTransactions<D extends Database>(db: D): { readonly db: D; readonly transactions: () => number } {
  let transactions = 0;
  return { db: counting(db, 'transaction', () => transactions++), transactions: () => transactions };
}
