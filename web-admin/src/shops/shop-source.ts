import type { Client } from '@urql/core';
import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import { dataOf } from '../data/api-answer';
import { API_PAGE_LIMIT } from '../data/data-provider';
import type { PageArgs, ResourceSource } from '../data/resource-source';
import { logoOf, shopInputOf, shopUpdateInputOf, type ShopFormValues } from './shop-form';
import { CreateShopMutation, ShopFields, ShopsQuery, UpdateShopMutation, type Shop } from './shop-operations';

const fresh = { requestPolicy: 'network-only' } as const;

async function page(client: Client, args: PageArgs) {
  const { adminGetAllWhitelabelShops } = await dataOf(client.query(ShopsQuery, args, fresh).toPromise());
  return adminGetAllWhitelabelShops;
}

/** A shop by its id: the API finds shops by hostname only, so the admin list is read until the shop is in it. */
async function shop(client: Client, id: string): Promise<Shop> {
  let after: string | undefined;
  for (;;) {
    const answer = await page(client, { first: API_PAGE_LIMIT, after });
    const found = answer.edges.map((edge) => readFragment(ShopFields, edge.node)).find((candidate) => candidate.id === id);
    if (found) return found;
    if (!answer.pageInfo.hasNextPage || !answer.pageInfo.endCursor) throw new Error(`There is no shop ${id}.`);
    after = answer.pageInfo.endCursor;
  }
}

/** White-label shops: every shop, newest first; admins create a shop for a producer and change its settings and logo. */
export const shopSource: ResourceSource<Shop> = {
  list: async (client, args) => {
    const answer = await page(client, args);
    return { totalCount: answer.totalCount, edges: answer.edges.map((edge) => ({ cursor: edge.cursor, node: readFragment(ShopFields, edge.node) })) };
  },
  one: shop,
  create: async (client, values) => {
    const form = values as ShopFormValues;
    const { createShop: id } = await dataOf(client.mutation(CreateShopMutation, { shop: shopInputOf(form), logo: logoOf(form) }).toPromise());
    return shop(client, id);
  },
  update: async (client, id, values) => {
    const form = values as ShopFormValues;
    await dataOf(client.mutation(UpdateShopMutation, { shopId: id, shop: shopUpdateInputOf(form), logo: logoOf(form) }).toPromise());
    return shop(client, id);
  },
};
