import type { Client } from '@urql/core';
import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import { dataOf } from '../data/api-answer';
import type { ResourceSource } from '../data/resource-source';
import { manufacturerInputOf, type ManufacturerFormValues } from './manufacturer-form';
import {
  CreateManufacturerMutation,
  ManufacturerQuery,
  ManufacturerRowFields,
  ManufacturersQuery,
  ManufacturerSummaryQuery,
  UpdateManufacturerMutation,
  type Manufacturer,
  type ManufacturerListRow,
  type ManufacturerRow,
} from './manufacturer-operations';

const fresh = { requestPolicy: 'network-only' } as const;

async function manufacturer(client: Client, id: string): Promise<Manufacturer> {
  const { fetchManufacturerBaseAttributedWithPricing } = await dataOf(client.query(ManufacturerQuery, { id }, fresh).toPromise());
  return fetchManufacturerBaseAttributedWithPricing;
}

/** A row with what its producer builds and where, read for the rows shown only. */
async function withSummary(client: Client, row: ManufacturerRow): Promise<ManufacturerListRow> {
  const { fetchManufacturerPublicAttributes: summary } = await dataOf(client.query(ManufacturerSummaryQuery, { id: row.id }, fresh).toPromise());
  return { ...row, orderTypes: summary.orderTypes, supportedServices: summary.supportedServices, certificates: summary.certificates, factoryCountries: summary.factoryCountries, headquarterAddress: summary.headquarterAddress };
}

/**
 * Producers: every manufacturer, newest first, each row with its capabilities in brief; one producer with its
 * capabilities, locations and pricing modes; admins make a company a producer and change its capabilities.
 */
export const manufacturerSource: ResourceSource<ManufacturerListRow | Manufacturer> = {
  list: async (client, page) => {
    const { adminGetAllManufacturers } = await dataOf(client.query(ManufacturersQuery, page, fresh).toPromise());
    const edges = await Promise.all(
      adminGetAllManufacturers.edges.map(async (edge) => ({ cursor: edge.cursor, node: await withSummary(client, readFragment(ManufacturerRowFields, edge.node)) })),
    );
    return { totalCount: adminGetAllManufacturers.totalCount, edges };
  },
  one: (client, id) => manufacturer(client, id),
  create: async (client, values) => {
    const form = values as ManufacturerFormValues;
    const { createManufacturer: id } = await dataOf(client.mutation(CreateManufacturerMutation, { companyId: String(form.companyId), manufacturer: manufacturerInputOf(form) }).toPromise());
    return manufacturer(client, id);
  },
  update: async (client, id, values) => {
    await dataOf(client.mutation(UpdateManufacturerMutation, { id, manufacturer: manufacturerInputOf(values as ManufacturerFormValues) }).toPromise());
    return manufacturer(client, id);
  },
};
