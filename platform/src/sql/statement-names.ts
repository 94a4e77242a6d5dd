/**
 * Names for the statements a process sends, so PostgreSQL parses and plans each text once per connection and then
 * only binds its parameters (as drivers that prepare every statement do). A statement sent without a name is parsed
 * and planned again every time: for the short queries every request makes (the caller's memberships, the request it
 * names), that was more of the database's work than running them.
 *
 * The names are bounded: after `most` different texts, further texts go unnamed, so a text built from values can
 * never fill the connections' memory with statements. A text whose prepared statement stopped fitting its table (a
 * column added while the process runs) is sent unnamed from then on.
 */
export class StatementNames {
  private readonly names = new Map<string, string | null>();

  constructor(private readonly most = 1000) {}

  /** The text's name, or null when it goes unnamed. */
  nameOf(text: string): string | null {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= this.most) return null;
    const name = `auto-${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }

  /** Sends the text unnamed from now on. */
  forget(text: string): void {
    this.names.set(text, null);
  }
}

/** How one adapter sends a statement: under a name, or as it is. */
export interface StatementSenders<R> {
  named(name: string): Promise<R[]>;
  unnamed(): Promise<R[]>;
}

/**
 * Sends a statement by the adapters' one rule: named when the caller gave a name or the text has parameters (and
 * `fits` allows the name), else as it is. A statement refused because its prepared form no longer fits its table goes
 * unnamed from then on: outside a transaction it runs again unnamed at once, inside one the error reaches the caller,
 * who tries the transaction again. A name the caller gave is never dropped.
 */
export async function sendStatement<R>(
  names: StatementNames,
  text: string,
  params: unknown[] | undefined,
  options: { readonly name?: string } | undefined,
  inTransaction: boolean,
  send: StatementSenders<R>,
  fits: (name: string) => boolean = () => true,
): Promise<R[]> {
  const name = options?.name ?? (params?.length ? names.nameOf(text) : null);
  if (name === null || !fits(name)) return send.unnamed();
  try {
    return await send.named(name);
  } catch (error) {
    if (options?.name || !isStalePreparedStatement(error)) throw error;
    names.forget(text);
    if (inTransaction) throw error;
    return send.unnamed();
  }
}

/** PostgreSQL refuses a prepared statement whose result no longer fits the table it reads (`0A000`). */
export function isStalePreparedStatement(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type');
}
