import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { productSchemaText } from '../graphql/schema-file';

/** Writes command-api/schema.graphql, which the web apps' typed operations are checked against. */
async function main(): Promise<void> {
  const target = resolve(__dirname, '../../schema.graphql');
  writeFileSync(target, await productSchemaText());
  console.log(`Wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
