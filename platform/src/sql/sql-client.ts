/** The one database port every adapter uses: parameterised SQL ($1, $2, ...) and transactions. */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs `fn` in one transaction; inside it, use only the given client. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}
