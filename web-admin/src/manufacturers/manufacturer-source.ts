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
  UpdateManufacturerMutation,
  type Manufacturer,
  type ManufacturerRow,
} from './manufacturer-operations';

const fresh = { requestPolicy: 'network-only' } as const;

async function manufacturer(client: Client, id: string): Promise<Manufacturer> {
  const { fetchManufacturerBaseAttributedWithPricing } = await dataOf(client.query(ManufacturerQuery, { id }, fresh).toPromise());
  return fetchManufacturerBaseAttributedWithPricing;
}

/**
 * Producers: every manufacturer, newest first, each row with its capabilities in brief; one producer with its
 * capabilities, locations and pricing modes; admins make a company a producer and change its capabilities.
 */
export const manufacturerSource: ResourceSource<ManufacturerRow | Manufacturer> = {
  list: async (client, page) => {
    const { adminGetAllManufacturers } = await dataOf(client.query(ManufacturersQuery, page, fresh).toPromise());
    return { totalCount: adminGetAllManufacturers.totalCount, edges: adminGetAllManufacturers.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(ManufacturerRowFields, edge.node) })) };
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
