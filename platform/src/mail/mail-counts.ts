/**
 * How many mails the outbox holds in each status, kept by statement triggers, so the admin's list shows its total
 * without counting every mail: the outbox keeps every mail it ever recorded, and at a million mails counting took
 * 0.6-0.9 s a page.
 */
export const MAIL_COUNTS_SCHEMA: readonly string[] = [
  'create table if not exists mail_outbox_counts (status text primary key, total bigint not null)',
  // A statement's transition tables exist only for its kind of change, so each kind counts in a statement of its own.
  // Counts are written in the order of their status, so a statement that changes two (a delivery, an erasure) locks
  // them in the same order as any other and two such statements never wait for each other in a circle.
  `create or replace function count_mail_outbox() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into mail_outbox_counts (status, total) select status, count(*) from added_mails group by status order by status
       on conflict (status) do update set total = mail_outbox_counts.total + excluded.total;
     elsif tg_op = 'DELETE' then
       insert into mail_outbox_counts (status, total) select status, -count(*) from removed_mails group by status order by status
       on conflict (status) do update set total = mail_outbox_counts.total + excluded.total;
     else
       insert into mail_outbox_counts (status, total)
       select status, sum(delta) from (
         select status, 1 as delta from added_mails union all select status, -1 as delta from removed_mails
       ) changes
       group by status
       having sum(delta) <> 0
       order by status
       on conflict (status) do update set total = mail_outbox_counts.total + excluded.total;
     end if;
     return null;
   end $$`,
  `create or replace trigger mail_outbox_counted_inserts after insert on mail_outbox referencing new table as added_mails
     for each statement execute function count_mail_outbox()`,
  `create or replace trigger mail_outbox_counted_removals after delete on mail_outbox referencing old table as removed_mails
     for each statement execute function count_mail_outbox()`,
  `create or replace trigger mail_outbox_recounted after update on mail_outbox referencing old table as removed_mails new table as added_mails
     for each statement execute function count_mail_outbox()`,
  // An outbox kept before the counts is counted once, from the table.
  `insert into mail_outbox_counts (status, total)
   select status, count(*) from mail_outbox
   where not exists (select 1 from mail_outbox_counts)
   group by status
   on conflict (status) do nothing`,
];

/** The outbox's total, of one status or of all, from the kept counts: an SQL expression binding the status as the next parameter. */
export function mailTotalOf(status: string | null, params: unknown[]): string {
  if (status === null) return '(select coalesce(sum(total), 0) from mail_outbox_counts)';
  params.push(status);
  return `(select coalesce(sum(total), 0) from mail_outbox_counts where status = $${params.length})`;
}
