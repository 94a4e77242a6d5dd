import type { Client } from '@urql/core';
import type { DataProvider, RaRecord } from 'react-admin';
import { CursorBook } from './cursor-book';
import type { AdminRecord, Connection, ResourceSource } from './resource-source';

/** The most rows the API answers in one page (its lists' maximum). */
export const API_PAGE_LIMIT = 100;

export type ResourceSources = Readonly<Record<string, ResourceSource>>;

/** Turns a failed call into the text people read (by the error's code), in the language shown. */
export type ErrorDescriber = (error: unknown) => string;

function sourceOf(sources: ResourceSources, resource: string): ResourceSource {
  const source = sources[resource];
  if (!source) throw new Error(`The console has no resource named ${resource}.`);
  return source;
}

function can<Name extends 'create' | 'update' | 'delete'>(source: ResourceSource, name: Name, resource: string): NonNullable<ResourceSource[Name]> {
  const operation = source[name];
  if (!operation) throw new Error(`${resource} cannot be changed that way (${name}).`);
  return operation as NonNullable<ResourceSource[Name]>;
}

/**
 * react-admin's data provider over the product's GraphQL API: each resource says how it is read and changed
 * (its ResourceSource); page numbers become cursors (CursorBook); a refused call becomes an error whose message
 * is the text for its code. Lists have the API's order (newest first): the API offers no other sort.
 */
export function createDataProvider(client: Client, sources: ResourceSources, describe: ErrorDescriber): DataProvider {
  const book = new CursorBook();

  const explained = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new Error(describe(error), { cause: error });
    }
  };

  /** Rows from the start of a list beyond what one call answers (react-admin's export asks for 1,000 at once). */
  async function leading(source: ResourceSource, count: number, filter: Record<string, unknown>): Promise<Connection<AdminRecord>> {
    const edges: Connection<AdminRecord>['edges'][number][] = [];
    let totalCount = 0;
    for (;;) {
      const answer = await source.list(client, { first: Math.min(API_PAGE_LIMIT, count - edges.length), after: edges.at(-1)?.cursor }, filter);
      edges.push(...answer.edges);
      totalCount = answer.totalCount;
      if (answer.edges.length === 0 || edges.length >= Math.min(count, totalCount)) return { edges, totalCount };
    }
  }

  async function page(resource: string, number: number, perPage: number, filter: Record<string, unknown>): Promise<Connection<AdminRecord>> {
    const source = sourceOf(sources, resource);
    if (perPage > API_PAGE_LIMIT) {
      if (number !== 1) throw new Error(`Pages of more than ${API_PAGE_LIMIT} rows are read from the start only.`);
      return leading(source, perPage, filter);
    }
    const list = `${resource}|${perPage}|${JSON.stringify(filter)}`;
    // Each step reads one page and learns where it ends, so at most `number` steps reach the page asked for.
    for (let step = 0; step < number; step += 1) {
      const plan = book.plan(list, number, perPage);
      const answer = await source.list(client, plan.args, filter);
      book.learn(list, plan.page, answer.edges.at(-1)?.cursor, answer.totalCount);
      if (plan.page === number || answer.edges.length === 0) return plan.page === number ? answer : { edges: [], totalCount: answer.totalCount };
    }
    return { edges: [], totalCount: 0 };
  }

  const asRecord = <Row extends AdminRecord>(row: Row) => row as unknown as RaRecord;

  /** The page react-admin asks for (25 rows from the first page unless it says otherwise), as it expects it back. */
  async function listed(resource: string, pagination: { page?: number; perPage?: number } | undefined, filter: Record<string, unknown>) {
    const { page: number = 1, perPage = 25 } = pagination ?? {};
    const answer = await page(resource, number, perPage, filter);
    return { data: answer.edges.map((edge) => asRecord(edge.node)) as never, total: answer.totalCount };
  }

  return {
    getList: (resource, params) => explained(() => listed(resource, params.pagination, params.filter ?? {})),
    getOne: (resource, params) => explained(async () => ({ data: asRecord(await sourceOf(sources, resource).one(client, String(params.id))) as never })),
    getMany: (resource, params) =>
      explained(async () => {
        const source = sourceOf(sources, resource);
        const rows = await Promise.all(params.ids.map((id) => source.one(client, String(id))));
        return { data: rows.map(asRecord) as never };
      }),
    getManyReference: (resource, params) => explained(() => listed(resource, params.pagination, { ...params.filter, [params.target]: params.id })),
    create: (resource, params) => explained(async () => ({ data: asRecord(await can(sourceOf(sources, resource), 'create', resource)(client, params.data)) as never })),
    update: (resource, params) =>
      explained(async () => {
        const source = sourceOf(sources, resource);
        const data = await can(source, 'update', resource)(client, String(params.id), params.data, params.previousData as unknown as AdminRecord);
        return { data: asRecord(data) as never };
      }),
    updateMany: (resource) => explained(() => Promise.reject(new Error(`${resource} cannot be changed together.`))),
    delete: (resource, params) =>
      explained(async () => {
        const source = sourceOf(sources, resource);
        await can(source, 'delete', resource)(client, String(params.id), params.previousData as unknown as AdminRecord);
        return { data: params.previousData as never };
      }),
    deleteMany: (resource) => explained(() => Promise.reject(new Error(`${resource} cannot be deleted together.`))),
  };
}
