/** How a statement is sent. */
export interface QueryOptions {
  /**
   * A name for a statement of fixed text that runs very often (an append, reading a stream): PostgreSQL parses and
   * plans it once per connection and then only binds the parameters. Adapters without prepared statements ignore it.
   */
  readonly name?: string;
}

/** The one database port every adapter uses: parameterised SQL ($1, $2, ...) and transactions. */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: R[] }>;
  /** Runs `fn` in one transaction; inside it, use only the given client. */
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}
