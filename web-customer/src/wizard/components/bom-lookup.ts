import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { graphql } from '@pcbm/web-kit/graphql/graphql';
import type { Client, CombinedError } from 'urql';
import { lookupKey } from './draft-components';

export const BomDetection = graphql(`
  query BomDetection($headers: [String!]!, $rows: [[String!]!]!) {
    fetchBomDetection(headers: $headers, rows: $rows) {
      foundParts {
        mpn
        manufacturer
        mount
      }
      notFoundMpns
    }
  }
`);

export const NexarParts = graphql(`
  query NexarParts($parts: [PartInput!]!) {
    fetchNexarParts(parts: $parts) {
      mpn
      manufacturer
      mount
    }
  }
`);

export interface LookupAnswer {
  /** Part numbers in lookup form (see lookupKey). */
  readonly found: ReadonlySet<string>;
  readonly notFound: ReadonlySet<string>;
}

export interface LookupSource {
  /** The header row and data rows of the file, when the list is as the file says (not edited). */
  readonly table: { readonly headers: readonly string[]; readonly rows: readonly (readonly string[])[] } | null;
  readonly components: readonly DraftComponent[];
}

/**
 * Asks the parts database for the parts: the file's rows through the BOM detection, or (after hand
 * edits, or when the detection fails) the MPNs one by one. Throws the call's error when both fail.
 */
export async function lookUpParts(client: Client, source: LookupSource): Promise<LookupAnswer> {
  if (source.table) {
    const answer = await client
      .query(BomDetection, { headers: [...source.table.headers], rows: source.table.rows.map((row) => [...row]) }, { requestPolicy: 'network-only' })
      .toPromise();
    if (answer.data) {
      return {
        found: new Set(answer.data.fetchBomDetection.foundParts.map((part) => lookupKey(part.mpn))),
        notFound: new Set(answer.data.fetchBomDetection.notFoundMpns.map(lookupKey)),
      };
    }
  }
  const parts = new Map<string, { mpn: string; manufacturer?: string }>();
  for (const component of source.components)
    for (const part of component.componentInfo) {
      const key = lookupKey(part.mpn);
      if (key && !parts.has(key)) parts.set(key, part.manufacturer ? { mpn: part.mpn, manufacturer: part.manufacturer } : { mpn: part.mpn });
    }
  if (parts.size === 0) return { found: new Set(), notFound: new Set() };
  const answer = await client.query(NexarParts, { parts: [...parts.values()] }, { requestPolicy: 'network-only' }).toPromise();
  if (!answer.data) throw answer.error ?? new Error('no answer');
  const found = new Set(answer.data.fetchNexarParts.map((part) => lookupKey(part.mpn)));
  return { found, notFound: new Set([...parts.keys()].filter((key) => !found.has(key))) };
}

export const isCallError = (error: unknown): error is CombinedError => typeof error === 'object' && error !== null && 'graphQLErrors' in error;
