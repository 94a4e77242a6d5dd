import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildProductSchema } from './schema';

/** The schema as the web apps' typed operations read it: sorted, so that a change shows as a small diff. */
export async function productSchemaText(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildProductSchema()))}\n`;
}
