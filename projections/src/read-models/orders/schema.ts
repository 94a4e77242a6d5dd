import { listCountsSchema } from './list-counts';

/** Super orders with their documents, the orders to each producer, and how many requests each list holds. */
export const ordersSchema: readonly string[] = [
  `create table if not exists super_orders (
     id text primary key,
     name text not null,
     placed_by_id text not null,
     as_company_id text,
     from_whitelabel_id text,
     created_on timestamptz not null,
     updated_on timestamptz not null,
     document json not null
   )`,
  // Documents are stored as their JSON text; a table made when they were jsonb changes once.
  `do $$ begin
     if (select data_type from information_schema.columns
         where table_schema = current_schema() and table_name = 'super_orders' and column_name = 'document') = 'jsonb' then
       alter table super_orders alter column document type json using document::text::json;
     end if;
   end $$`,
  // lz4 packs and unpacks a document faster than the default pglz (a rebuild's documents statement: 575-623 ms against
  // 483-513 ms); a server built without lz4 keeps pglz.
  `do $$ begin
     if (select attcompression from pg_attribute where attrelid = 'super_orders'::regclass and attname = 'document') <> 'l' then
       alter table super_orders alter column document set compression lz4;
     end if;
   exception when feature_not_supported then null;
   end $$`,
  `create index if not exists super_orders_placed_by on super_orders (placed_by_id, created_on desc, id desc)`,
  `create index if not exists super_orders_as_company on super_orders (as_company_id, created_on desc, id desc)`,
  `create index if not exists super_orders_created on super_orders (created_on desc, id desc)`,
  // A customer's list in a white-label shop: the shop's requests of the customer and of each of its companies.
  `create index if not exists super_orders_placed_by_shop on super_orders (placed_by_id, from_whitelabel_id, created_on desc, id desc)
     where from_whitelabel_id is not null`,
  `create index if not exists super_orders_as_company_shop on super_orders (as_company_id, from_whitelabel_id, created_on desc, id desc)
     where from_whitelabel_id is not null`,
  `create table if not exists orders (
     id text primary key,
     super_order_id text not null,
     manufacturer_id text not null,
     status text not null,
     response_deadline timestamptz,
     from_whitelabel_id text,
     created_on timestamptz not null,
     updated_on timestamptz not null
   )`,
  `create index if not exists orders_super_order on orders (super_order_id)`,
  // The producers' and the status lists page by the request's creation: the orders carry it, indexed per list.
  `alter table orders add column if not exists super_order_created_on timestamptz`,
  `update orders o set super_order_created_on = s.created_on from super_orders s where o.super_order_created_on is null and s.id = o.super_order_id`,
  `drop index if exists orders_manufacturer`,
  // A producer's list, of one origin or of both (then merged from the two): an order's origin never changes, so each
  // order is in one of the two, as many entries as one index of all would hold, and the list of one origin reads a
  // page's worth of it however many orders of the other the producer has.
  `drop index if exists orders_manufacturer_list`,
  `create index if not exists orders_manufacturer_marketplace_list on orders (manufacturer_id, super_order_created_on desc, super_order_id desc)
     where from_whitelabel_id is null`,
  `create index if not exists orders_manufacturer_whitelabel_list on orders (manufacturer_id, super_order_created_on desc, super_order_id desc)
     where from_whitelabel_id is not null`,
  `create index if not exists orders_status_list on orders (status, super_order_created_on desc, super_order_id desc)`,
  // The admin's list filtered by a producer and a status together: that producer's orders in that status.
  `create index if not exists orders_manufacturer_status_list on orders (manufacturer_id, status, super_order_created_on desc, super_order_id desc)`,
  ...listCountsSchema,
];
