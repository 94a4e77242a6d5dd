import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Statements kept by name on PGlite's one connection, as PostgreSQL keeps them per connection: a text is parsed and
 * described once, and every later run is one message to the database (bind, describe, execute, sync) instead of the
 * five of a query without a name (parse, describe the statement, bind, describe, execute), and is not parsed again.
 * Values are serialized and rows parsed by the database's own serializers and parsers, as its `query` does.
 * Runs only under the database's statement turn (`PGlite._runExclusiveQuery`), which the caller holds.
 */
export class PglitePreparedStatements {
  /** Each name's text and the type ids of its parameters, as the database described them. */
  private readonly prepared = new Map<string, { readonly text: string; readonly parameterTypes: readonly number[] }>();

  constructor(private readonly pg: PGlite) {}

  /** True when `name` is free or already stands for `text`. */
  fits(name: string, text: string): boolean {
    const known = this.prepared.get(name);
    return !known || known.text === text;
  }

  async run<R>(name: string, text: string, params: readonly unknown[]): Promise<R[]> {
    let statement = this.prepared.get(name);
    if (!statement) {
      const described = await this.send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
      statement = { text, parameterTypes: parse.parseDescribeStatementResults(described) };
      this.prepared.set(name, statement);
    }
    const { parameterTypes } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pg.serializers[parameterTypes[index]];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.send([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
    return parse.parseResults(messages, this.pg.parsers)[0].rows as R[];
  }

  private send(parts: readonly Uint8Array[]) {
    return this.pg.execProtocolStream(joined(parts), { syncToFs: false });
  }
}
