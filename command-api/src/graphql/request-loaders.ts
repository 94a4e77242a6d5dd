import type { FileReference } from '@pcbm/domain';
import DataLoader from 'dataloader';
import {
  companyNames,
  companyProducersAndNdas,
  findManufacturers,
  unreadCounts,
  userContacts,
  type CompanyProducerAndNdaRow,
  type ManufacturerListRow,
  type UserContactRow,
} from '@pcbm/projections/queries';
import { storedComponentRows } from '../application/order-design-files';
import type { GraphQLContext } from './context';
import { bomSummaryOf, type BomSummaryType } from './types/order-types';

/**
 * What the fields of a list look up per row (who placed a request, the company, the producer, the unread messages),
 * gathered per request into one query each: a page of twenty requests costs four queries, not eighty. The admin's
 * list of companies reads each company's producer and NDA the same way.
 */
export interface RequestLoaders {
  readonly users: DataLoader<string, UserContactRow | null>;
  readonly companies: DataLoader<string, { id: string; name: string } | null>;
  readonly manufacturers: DataLoader<string, ManufacturerListRow | null>;
  /** Unread messages of the signed-in person, by chat. */
  readonly unread: DataLoader<string, number>;
  /** A company's producer and signed NDA, by company. */
  readonly companyProducersAndNdas: DataLoader<string, CompanyProducerAndNdaRow | null>;
  /** What a stored BOM file holds, by file: the orders of one request share their BOM, which is read once. */
  readonly bomSummaries: DataLoader<FileReference, BomSummaryType | null, string>;
}

const byId = <Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]) => {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
};

const loaders = new WeakMap<GraphQLContext, RequestLoaders>();

/** The loaders of this request, made on first use; they cache for the request only. */
export function loadersOf(context: GraphQLContext): RequestLoaders {
  const existing = loaders.get(context);
  if (existing) return existing;
  const { db } = context.services;
  const userId = context.actor?.userId ?? null;
  const made: RequestLoaders = {
    users: new DataLoader(async (ids) => byId(ids, await userContacts(db, ids))),
    companies: new DataLoader(async (ids) => byId(ids, await companyNames(db, ids))),
    manufacturers: new DataLoader(async (ids) => byId(ids, await findManufacturers(db, ids))),
    unread: new DataLoader(async (chatIds) => {
      if (!userId) return chatIds.map(() => 0);
      const counts = new Map((await unreadCounts(db, chatIds, userId)).map((row) => [row.chat_id, row.unread]));
      return chatIds.map((chatId) => counts.get(chatId) ?? 0);
    }),
    companyProducersAndNdas: new DataLoader(async (ids) => byId(ids, await companyProducersAndNdas(db, ids))),
    bomSummaries: new DataLoader(async (files) => Promise.all(files.map((file) => bomSummaryOfFile(context, file))), { cacheKeyFn: (file) => file.fileId }),
  };
  loaders.set(context, made);
  return made;
}

/** The summary of a stored BOM file; null when there is none or it cannot be read as rows. */
async function bomSummaryOfFile(context: GraphQLContext, file: FileReference): Promise<BomSummaryType | null> {
  try {
    const rows = await storedComponentRows(context.services.files, file);
    return Array.isArray(rows) ? bomSummaryOf(rows) : null;
  } catch {
    return null;
  }
}
