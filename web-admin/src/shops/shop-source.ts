import type { Client } from '@urql/core';
import { readFragment } from '@pcbm/web-kit/graphql/graphql';
import { dataOf } from '../data/api-answer';
import type { PageArgs, ResourceSource } from '../data/resource-source';
import { logoOf, shopInputOf, shopUpdateInputOf, type ShopFormValues } from './shop-form';
import { CreateShopMutation, ShopFields, ShopQuery, ShopsQuery, UpdateShopMutation, type Shop } from './shop-operations';

const fresh = { requestPolicy: 'network-only' } as const;

async function page(client: Client, args: PageArgs) {
  const { adminGetAllWhitelabelShops } = await dataOf(client.query(ShopsQuery, args, fresh).toPromise());
  return adminGetAllWhitelabelShops;
}

/** A shop by its id. */
async function shop(client: Client, id: string): Promise<Shop> {
  const { adminGetWhitelabelShop } = await dataOf(client.query(ShopQuery, { shopId: id }, fresh).toPromise());
  if (!adminGetWhitelabelShop) throw new Error(`There is no shop ${id}.`);
  return readFragment(ShopFields, adminGetWhitelabelShop);
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
