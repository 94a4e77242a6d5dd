import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/** Operations typed by the server's schema (command-api/schema.graphql). */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; Upload: File | Blob; JSONObject: Record<string, unknown>; ID: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
