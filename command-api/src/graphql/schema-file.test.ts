import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { productSchemaText } from './schema-file';

describe('the committed schema.graphql', () => {
  it('given the resolvers, when the schema is printed, then it equals the committed file (run npm run schema)', async () => {
    const committed = readFileSync(resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(await productSchemaText());
  });
});
