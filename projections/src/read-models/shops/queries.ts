import type { SqlClient } from '@pcbm/platform';

export interface ShopRow {
  id: string;
  hostname: string;
  manufacturer_id: string;
  authentication_client: string;
  css_displaying_hints: unknown;
  supported_services: unknown;
  legal_attributes: unknown;
  logo_file_id: string | null;
}

/** The shop served at a hostname (lower case, without port), or null. */
export async function shopByHostname(db: SqlClient, hostname: string): Promise<ShopRow | null> {
  const { rows } = await db.query<ShopRow>('select * from shops where hostname = $1', [hostname]);
  return rows[0] ?? null;
}

/** A shop by its id, or null. */
export async function shopById(db: SqlClient, shopId: string): Promise<ShopRow | null> {
  const { rows } = await db.query<ShopRow>('select * from shops where id = $1', [shopId]);
  return rows[0] ?? null;
}

/** The shops of producers, oldest first: a producer's bee connect licence is having one. */
export async function shopsOfManufacturers(db: SqlClient, manufacturerIds: readonly string[]): Promise<ShopRow[]> {
  if (manufacturerIds.length === 0) return [];
  const { rows } = await db.query<ShopRow>('select * from shops where manufacturer_id = any($1::text[]) order by created_on, id', [manufacturerIds]);
  return rows;
}

/** The producer a shop sends its requests to, or null when there is no such shop. */
export async function manufacturerOfShop(db: SqlClient, shopId: string): Promise<string | null> {
  const { rows } = await db.query<{ manufacturer_id: string }>('select manufacturer_id from shops where id = $1', [shopId]);
  return rows[0]?.manufacturer_id ?? null;
}

/** The producer of the shop served at a hostname, or null. */
export async function manufacturerOfShopAt(db: SqlClient, hostname: string): Promise<string | null> {
  const { rows } = await db.query<{ manufacturer_id: string }>('select manufacturer_id from shops where hostname = $1', [hostname]);
  return rows[0]?.manufacturer_id ?? null;
}

export async function shopLogoFileId(db: SqlClient, shopId: string): Promise<string | null> {
  const { rows } = await db.query<{ logo_file_id: string | null }>('select logo_file_id from shops where id = $1', [shopId]);
  return rows[0]?.logo_file_id ?? null;
}

/** The sign-in clients of the shops served at a hostname. */
export async function shopClientsAt(db: SqlClient, hostname: string): Promise<string[]> {
  const { rows } = await db.query<{ authentication_client: string }>('select authentication_client from shops where hostname = $1', [hostname]);
  return rows.map((row) => row.authentication_client);
}

/** The hostname of the shop that signs in with a client, or null. */
export async function shopHostnameOfClient(db: SqlClient, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ hostname: string }>('select hostname from shops where authentication_client = $1', [clientId]);
  return rows[0]?.hostname ?? null;
}
