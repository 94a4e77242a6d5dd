import type { Client } from '@urql/core';

/** A page of a cursor-paged list as the API takes it. */
export interface PageArgs {
  readonly first?: number;
  readonly last?: number;
  readonly after?: string;
  readonly before?: string;
}

/** A page of a list as the API answers it (a Relay connection). */
export interface Connection<Row> {
  readonly edges: readonly { readonly cursor: string; readonly node: Row }[];
  readonly totalCount: number;
}

export interface AdminRecord {
  readonly id: string;
}

/** The values of a form, as react-admin hands them over. */
export type FormValues = Record<string, unknown>;

/** How the console reads and changes one resource through the API; what a resource cannot do, it leaves out. */
export interface ResourceSource<Row extends AdminRecord = AdminRecord> {
  list(client: Client, page: PageArgs, filter: FormValues): Promise<Connection<Row>>;
  one(client: Client, id: string): Promise<Row>;
  create?(client: Client, values: FormValues): Promise<Row>;
  update?(client: Client, id: string, values: FormValues, previous: Row): Promise<Row>;
  delete?(client: Client, id: string, previous: Row): Promise<void>;
}
