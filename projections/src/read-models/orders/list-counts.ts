/**
 * How many requests each list holds, kept by triggers on `super_orders` and `orders`, so a page's `totalCount` is a
 * lookup instead of counting up to every request of the list (about 50-100 ms at 100,000 requests). A scope counts
 * super orders:
 * - `all`; `placedBy:<user>`; `company:<company>`; `placedByInCompany:<user>:<company>` (for the customer's list,
 *   whose requests are theirs or their company's: placedBy + company - placedByInCompany), and each of these with
 *   `:shop:<white-label shop>` for the requests placed in that shop;
 * - `manufacturer:<id>`, `manufacturer:<id>:marketplace|whitelabel`: with an order to that producer (of that origin);
 * - `status:<status>`: with an order in that status;
 * - `manufacturer:<id>:status:<status>`: with an order to that producer in that status.
 * A request counts once per scope however many of its orders match.
 */
/**
 * A setting that, while 'on' in a transaction, leaves removed requests and orders uncounted: a rebuild that replaces
 * the rows deletes every one of them and sets the counts afresh.
 */
export const UNCOUNTED_REMOVALS_SETTING = 'pcbm.uncounted_removals';
const removalsCounted = `when (current_setting('${UNCOUNTED_REMOVALS_SETTING}', true) is distinct from 'on')`;

/** The scopes of a white-label shop's request `r` (null where the request has no company or no shop). */
const shopScopesOf = (r: string) => `('placedBy:' || ${r}.placed_by_id || ':shop:' || ${r}.from_whitelabel_id),
         ('company:' || ${r}.as_company_id || ':shop:' || ${r}.from_whitelabel_id),
         ('placedByInCompany:' || ${r}.placed_by_id || ':' || ${r}.as_company_id || ':shop:' || ${r}.from_whitelabel_id)`;

export const listCountsSchema: readonly string[] = [
  `create table if not exists super_order_counts (scope text primary key, total bigint not null)`,
  `create or replace function count_super_order_scope(key text, delta int) returns void language sql as $$
     insert into super_order_counts (scope, total) values (key, delta)
     on conflict (scope) do update set total = super_order_counts.total + excluded.total
   $$`,
  `create or replace function count_super_order_scopes() returns trigger language plpgsql as $$
   declare
     sign int;
     row record;
   begin
     foreach sign in array case tg_op when 'INSERT' then array[1] when 'DELETE' then array[-1] else array[-1, 1] end loop
       if sign = -1 then row := old; else row := new; end if;
       perform count_super_order_scope('all', sign);
       perform count_super_order_scope('placedBy:' || row.placed_by_id, sign);
       if row.as_company_id is not null then
         perform count_super_order_scope('company:' || row.as_company_id, sign);
         perform count_super_order_scope('placedByInCompany:' || row.placed_by_id || ':' || row.as_company_id, sign);
       end if;
       if row.from_whitelabel_id is not null then
         perform count_super_order_scope('placedBy:' || row.placed_by_id || ':shop:' || row.from_whitelabel_id, sign);
         if row.as_company_id is not null then
           perform count_super_order_scope('company:' || row.as_company_id || ':shop:' || row.from_whitelabel_id, sign);
           perform count_super_order_scope('placedByInCompany:' || row.placed_by_id || ':' || row.as_company_id || ':shop:' || row.from_whitelabel_id, sign);
         end if;
       end if;
     end loop;
     return null;
   end $$`,
  // Like count_inserted_orders below, it looks a request's orders up by the request and never scans the table.
  `create or replace function count_order_scopes() returns trigger language plpgsql set enable_seqscan = off as $$
   declare
     sign int;
     row record;
     origin text;
   begin
     foreach sign in array case tg_op when 'INSERT' then array[1] when 'DELETE' then array[-1] else array[-1, 1] end loop
       if sign = -1 then row := old; else row := new; end if;
       if not exists (select 1 from orders o where o.super_order_id = row.super_order_id and o.status = row.status and o.id <> row.id) then
         perform count_super_order_scope('status:' || row.status, sign);
       end if;
       if not exists (select 1 from orders o where o.super_order_id = row.super_order_id and o.manufacturer_id = row.manufacturer_id and o.id <> row.id) then
         perform count_super_order_scope('manufacturer:' || row.manufacturer_id, sign);
       end if;
       if not exists (select 1 from orders o where o.super_order_id = row.super_order_id and o.manufacturer_id = row.manufacturer_id
                        and o.status = row.status and o.id <> row.id) then
         perform count_super_order_scope('manufacturer:' || row.manufacturer_id || ':status:' || row.status, sign);
       end if;
       origin := case when row.from_whitelabel_id is null then 'marketplace' else 'whitelabel' end;
       if not exists (select 1 from orders o where o.super_order_id = row.super_order_id and o.manufacturer_id = row.manufacturer_id
                        and (o.from_whitelabel_id is null) = (row.from_whitelabel_id is null) and o.id <> row.id) then
         perform count_super_order_scope('manufacturer:' || row.manufacturer_id || ':' || origin, sign);
       end if;
     end loop;
     return null;
   end $$`,
  // New rows are counted per statement (a rebuild or a batch inserts many at once); removals and changes row by row.
  `create or replace function count_inserted_super_orders() returns trigger language plpgsql as $$
   begin
     insert into super_order_counts (scope, total)
     select scope, count(*) from inserted_rows r
       cross join lateral (values ('all'), ('placedBy:' || r.placed_by_id), ('company:' || r.as_company_id),
         ('placedByInCompany:' || r.placed_by_id || ':' || r.as_company_id), ${shopScopesOf('r')}) s (scope)
     where scope is not null
     group by scope
     on conflict (scope) do update set total = super_order_counts.total + excluded.total;
     return null;
   end $$`,
  `drop trigger if exists super_orders_counted on super_orders`,
  `create or replace trigger super_orders_counted_inserts after insert on super_orders referencing new table as inserted_rows
     for each statement execute function count_inserted_super_orders()`,
  `create or replace trigger super_orders_counted_removals after delete on super_orders for each row ${removalsCounted}
     execute function count_super_order_scopes()`,
  `create or replace trigger super_orders_recounted after update of placed_by_id, as_company_id, from_whitelabel_id on super_orders for each row
     when (old.placed_by_id is distinct from new.placed_by_id or old.as_company_id is distinct from new.as_company_id
       or old.from_whitelabel_id is distinct from new.from_whitelabel_id)
     execute function count_super_order_scopes()`,
  // A request gains a scope when one of its new orders has it and none of its orders had it before the statement.
  // The scopes the new rows bring, less those the request's other orders hold, found through the request's index. The
  // planner hashed the whole orders table once per statement for this (24 ms for a batch of 200 new orders beside
  // 20,000, a third of a rebuild's time), and, on a table a rebuild has just emptied, scans it whatever the query says:
  // this function and count_order_scopes look orders up by their request only, so they never scan. The statement's own
  // rows are left out by an anti-join, which spills to disk where it must: `not in` looked each order up in a list once
  // that list outgrew the working memory (one statement of 200,000 orders ran for more than 26 minutes, against 4.7 s).
  `create or replace function count_inserted_orders() returns trigger language plpgsql set enable_seqscan = off as $$
   begin
     insert into super_order_counts (scope, total)
     select scope, count(*) from (
       select n.super_order_id, s.scope
       from inserted_rows n
       cross join lateral (values ('status:' || n.status), ('manufacturer:' || n.manufacturer_id),
         ('manufacturer:' || n.manufacturer_id || ':' || case when n.from_whitelabel_id is null then 'marketplace' else 'whitelabel' end),
         ('manufacturer:' || n.manufacturer_id || ':status:' || n.status)) s (scope)
       except
       select o.super_order_id, s.scope
       from orders o
       cross join lateral (values ('status:' || o.status), ('manufacturer:' || o.manufacturer_id),
         ('manufacturer:' || o.manufacturer_id || ':' || case when o.from_whitelabel_id is null then 'marketplace' else 'whitelabel' end),
         ('manufacturer:' || o.manufacturer_id || ':status:' || o.status)) s (scope)
       where o.super_order_id = any (array(select distinct super_order_id from inserted_rows))
         and not exists (select 1 from inserted_rows i where i.id = o.id)
     ) gained
     group by scope
     on conflict (scope) do update set total = super_order_counts.total + excluded.total;
     return null;
   end $$`,
  `drop trigger if exists orders_counted on orders`,
  `create or replace trigger orders_counted_inserts after insert on orders referencing new table as inserted_rows
     for each statement execute function count_inserted_orders()`,
  `create or replace trigger orders_counted_removals after delete on orders for each row ${removalsCounted}
     execute function count_order_scopes()`,
  `create or replace trigger orders_recounted after update of status, manufacturer_id, from_whitelabel_id, super_order_id on orders for each row
     when (old.status is distinct from new.status or old.manufacturer_id is distinct from new.manufacturer_id
       or (old.from_whitelabel_id is null) <> (new.from_whitelabel_id is null) or old.super_order_id is distinct from new.super_order_id)
     execute function count_order_scopes()`,
  // Requests projected before the counts existed are counted once, from the tables.
  `insert into super_order_counts (scope, total)
   select scope, count(*) from (
     select 'all' as scope from super_orders
     union all select 'placedBy:' || placed_by_id from super_orders
     union all select 'company:' || as_company_id from super_orders where as_company_id is not null
     union all select 'placedByInCompany:' || placed_by_id || ':' || as_company_id from super_orders where as_company_id is not null
     union all select 'status:' || status from (select distinct super_order_id, status from orders) d
     union all select 'manufacturer:' || manufacturer_id from (select distinct super_order_id, manufacturer_id from orders) d
     union all select 'manufacturer:' || manufacturer_id || ':' || case when marketplace then 'marketplace' else 'whitelabel' end
       from (select distinct super_order_id, manufacturer_id, from_whitelabel_id is null as marketplace from orders) d
   ) scopes
   where not exists (select 1 from super_order_counts)
   group by scope`,
  // The counts of a producer's orders in a status came later than the others: counted once, from the tables, where
  // the others are kept and these are not.
  `insert into super_order_counts (scope, total)
   select 'manufacturer:' || manufacturer_id || ':status:' || status, count(*)
   from (select distinct super_order_id, manufacturer_id, status from orders) d
   where not exists (select 1 from super_order_counts where scope like 'manufacturer:%:status:%')
   group by manufacturer_id, status
   on conflict (scope) do nothing`,
  // So came the counts of a white-label shop's requests.
  `insert into super_order_counts (scope, total)
   select scope, count(*) from super_orders r
     cross join lateral (values ${shopScopesOf('r')}) s (scope)
   where r.from_whitelabel_id is not null and scope is not null
     and not exists (select 1 from super_order_counts where scope like '%:shop:%')
   group by scope
   on conflict (scope) do nothing`,
];

/** The scopes whose counts add up to a list's total: the sum of `add` less the sum of `subtract`. */
export interface CountedScopes {
  readonly add: readonly string[];
  readonly subtract: readonly string[];
}
