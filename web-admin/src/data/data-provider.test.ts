import { CombinedError, type Client } from '@urql/core';
import { ApiError } from './api-answer';
import { createDataProvider } from './data-provider';
import type { PageArgs, ResourceSource } from './resource-source';

/** A resource of `count` rows r1…rN (newest first) that pages by cursor like the API and records what it was asked. */
function pagedSource(count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({ id: `r${index + 1}` }));
  const asked: PageArgs[] = [];
  const source: ResourceSource = {
    async list(_client, page) {
      asked.push(page);
      let from = page.after ? rows.findIndex((row) => row.id === page.after) + 1 : 0;
      let to = page.first !== undefined ? from + page.first : rows.length;
      if (page.last !== undefined) [from, to] = [rows.length - page.last, rows.length];
      return { totalCount: rows.length, edges: rows.slice(from, to).map((row) => ({ cursor: row.id, node: row })) };
    },
    async one(_client, id) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) throw new ApiError(new CombinedError({ graphQLErrors: [{ message: 'not found', extensions: { code: 'USER_NOT_FOUND' } }] }));
      return row;
    },
  };
  return { source, asked };
}

const client = {} as Client;
const describe_ = (error: unknown) => (error instanceof ApiError ? `text for ${String(error.error.graphQLErrors[0]?.extensions?.code)}` : 'generic');

describe('createDataProvider', () => {
  it('given a list of 45 rows, when pages 1 and 2 of 20 are read, then page 2 continues after page 1 and the total is the API’s', async () => {
    const { source, asked } = pagedSource(45);
    const provider = createDataProvider(client, { users: source }, describe_);
    const first = await provider.getList('users', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    const second = await provider.getList('users', { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(first.total).toBe(45);
    expect(second.data.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, index) => `r${index + 21}`));
    expect(asked).toEqual([{ first: 20 }, { first: 20, after: 'r20' }]);
  });

  it('given a list of 95 rows, when page 4 of 20 is opened first, then the pages before it are walked and page 4 shows rows 61 to 80', async () => {
    const { source, asked } = pagedSource(95);
    const provider = createDataProvider(client, { users: source }, describe_);
    const page = await provider.getList('users', { pagination: { page: 4, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(page.data.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, index) => `r${index + 61}`));
    expect(asked).toEqual([{ first: 20 }, { first: 20, after: 'r20' }, { first: 20, after: 'r40' }, { first: 20, after: 'r60' }]);
  });

  it('given the first page was read, when the last page is opened, then it is read backwards from the end in one call', async () => {
    const { source, asked } = pagedSource(95);
    const provider = createDataProvider(client, { users: source }, describe_);
    await provider.getList('users', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    const last = await provider.getList('users', { pagination: { page: 5, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(last.data.map((row) => row.id)).toEqual(Array.from({ length: 15 }, (_, index) => `r${index + 81}`));
    expect(asked.at(-1)).toEqual({ last: 15 });
  });

  it('given the API refuses a call, when the record is read, then the error’s message is the text for its code', async () => {
    const { source } = pagedSource(3);
    const provider = createDataProvider(client, { users: source }, describe_);
    await expect(provider.getOne('users', { id: 'nobody' })).rejects.toThrow('text for USER_NOT_FOUND');
  });

  it('given a resource that cannot be created, when the console asks to create one, then it is refused with a text and nothing is called', async () => {
    const { source, asked } = pagedSource(3);
    const provider = createDataProvider(client, { users: source }, describe_);
    await expect(provider.create('users', { data: { name: 'x' } })).rejects.toThrow('generic');
    expect(asked).toEqual([]);
  });

  it('given several ids, when they are read together, then each record comes in the order asked', async () => {
    const { source } = pagedSource(5);
    const provider = createDataProvider(client, { users: source }, describe_);
    const many = await provider.getMany('users', { ids: ['r3', 'r1'] });
    expect(many.data.map((row) => row.id)).toEqual(['r3', 'r1']);
  });
});

describe('createDataProvider, reading more than the API answers at once', () => {
  it('given 250 rows, when the export asks for 1,000 from the start, then every row comes, read 100 at a time', async () => {
    const { source, asked } = pagedSource(250);
    const provider = createDataProvider(client, { users: source }, describe_);
    const all = await provider.getList('users', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(all.data).toHaveLength(250);
    expect(all.total).toBe(250);
    expect(asked).toEqual([{ first: 100, after: undefined }, { first: 100, after: 'r100' }, { first: 100, after: 'r200' }]);
  });
});
