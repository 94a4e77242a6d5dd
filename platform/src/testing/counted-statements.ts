import type { SqlClient } from '../sql/sql-client';

/** The client as it is, noting the text of every statement sent through it (for tests that count round trips). */
export function countedStatements<C extends SqlClient>(client: C): { readonly client: C; readonly statements: string[] } {
  const statements: string[] = [];
  const counted = new Proxy(client, {
    get: (target, property) =>
      property === 'query'
        ? (text: string, ...rest: unknown[]) => {
            statements.push(text);
            return (target.query as (...args: unknown[]) => unknown)(text, ...rest);
          }
        : Reflect.get(target, property, target),
  });
  return { client: counted, statements };
}
