import type { Client } from '@urql/core';
import { dataOf } from '../data/api-answer';
import { byCompanyName, ProducersQuery } from '../data/producer-queries';
import type { PageArgs, ResourceSource } from '../data/resource-source';
import { formulaFileOf, pricingInputOf, type PricingFormValues } from './pricing-form';
import { ProducerPricingQuery, ProducersPricingQuery, SetPricingMutation, type ProducerPricing } from './pricing-operations';

const fresh = { requestPolicy: 'network-only' } as const;

type AnsweredPricing = { readonly id: string; readonly company: { readonly name: string }; readonly orderPricing: ProducerPricing['orderPricing'] };
const rowOf = (producer: AnsweredPricing): ProducerPricing => ({ id: producer.id, producer: producer.company.name, orderPricing: producer.orderPricing });

async function producerPricing(client: Client, id: string): Promise<ProducerPricing> {
  const { fetchManufacturerBaseAttributedWithPricing } = await dataOf(client.query(ProducerPricingQuery, { id }, fresh).toPromise());
  return rowOf(fetchManufacturerBaseAttributedWithPricing);
}

/**
 * The rows of a page of a list the API answers whole, by cursor as the API pages (a row's cursor is its id):
 * the rows after `after` and before `before`, then the first or the last of them.
 */
export function pageOf<Row extends { readonly id: string }>(rows: readonly Row[], { first, last, after, before }: PageArgs): readonly Row[] {
  const from = after === undefined ? 0 : rows.findIndex((row) => row.id === after) + 1;
  const beforeIndex = before === undefined ? -1 : rows.findIndex((row) => row.id === before);
  const window = rows.slice(from, beforeIndex < 0 ? rows.length : beforeIndex);
  if (first !== undefined) return window.slice(0, first);
  if (last !== undefined) return window.slice(Math.max(0, window.length - last));
  return window;
}

/**
 * Instant pricing: one row per producer, by company name; only the shown producers' setups are read, in one call. A
 * producer's setup is changed with its modes, pricing server and, optionally, a new formula file.
 */
export const pricingSource: ResourceSource<ProducerPricing> = {
  list: async (client, page) => {
    const { adminGetAllManufacturersWithCompanyName } = await dataOf(client.query(ProducersQuery, {}, fresh).toPromise());
    const producers = byCompanyName(adminGetAllManufacturersWithCompanyName);
    const shown = pageOf(producers, page);
    if (shown.length === 0) return { totalCount: producers.length, edges: [] };
    const { adminGetManufacturersWithPricing } = await dataOf(client.query(ProducersPricingQuery, { ids: shown.map((producer) => producer.id) }, fresh).toPromise());
    return { totalCount: producers.length, edges: adminGetManufacturersWithPricing.map((producer) => ({ cursor: producer.id, node: rowOf(producer) })) };
  },
  one: producerPricing,
  update: async (client, id, values, previous) => {
    const form = values as PricingFormValues;
    const { setManufacturerPricing } = await dataOf(
      client.mutation(SetPricingMutation, { manufacturerId: id, pricing: pricingInputOf(form, previous.orderPricing), pricingFormula: formulaFileOf(form) }).toPromise(),
    );
    return { ...previous, orderPricing: setManufacturerPricing };
  },
};
