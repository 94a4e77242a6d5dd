/** The lists of the accounts read model whose totals are kept. */
export type AccountList = 'users' | 'companies';

/**
 * How many users and how many companies there are, kept by statement triggers, so the admin's lists of users and of
 * companies show their totals without counting every account on every page (5-8 ms a page at 100,000 users).
 * Updates change no total, so only inserts and deletes are counted; a rebuild empties the tables with `truncate`,
 * which no row trigger sees, and sets the totals to zero itself (`resetAccountCounts`).
 */
export const ACCOUNT_COUNTS_SCHEMA: readonly string[] = [
  'create table if not exists account_counts (list text primary key, total bigint not null)',
  `create or replace function count_accounts() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       update account_counts set total = total + (select count(*) from added_accounts) where list = tg_table_name;
     else
       update account_counts set total = total - (select count(*) from removed_accounts) where list = tg_table_name;
     end if;
     return null;
   end $$`,
  ...(['users', 'companies'] as const).flatMap((list) => [
    `create or replace trigger ${list}_counted_inserts after insert on ${list} referencing new table as added_accounts
       for each statement execute function count_accounts()`,
    `create or replace trigger ${list}_counted_removals after delete on ${list} referencing old table as removed_accounts
       for each statement execute function count_accounts()`,
    // Accounts kept before the totals are counted once, from the table.
    `insert into account_counts (list, total) select '${list}', count(*) from ${list} on conflict (list) do nothing`,
  ]),
];

/** Sets the kept totals to zero, in the transaction that empties the tables. */
export const RESET_ACCOUNT_COUNTS = 'update account_counts set total = 0';

/** The list's total from the kept counts, as an SQL expression. */
export function accountTotalOf(list: AccountList): string {
  return `(select total from account_counts where list = '${list}')`;
}
