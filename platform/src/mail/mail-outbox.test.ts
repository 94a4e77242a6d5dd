import type { Database } from '../sql/database';
import { reachableDatabases } from '../testing/databases';
import { deliverDueMails, deliverDueMailsUnderLease, MAIL_SENDER_LEASE, retryDelayMs } from './mail-sender';
import { forgetMailsOf, listMails, outboxMailId, recordMail, recordMails } from './mail-outbox';
import { createMailTransport } from './mail-transport';
import { ensureMailOutboxSchema } from './schema';

const mail = (cause: string, recipient: string) => ({ cause, recipient, recipientSubject: 'user:u1', language: 'de', subject: 'Betreff', text: 'Text', html: '<p>Text</p>' });

describe.each(reachableDatabases())('mail outbox on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureMailOutboxSchema(db);
  });
  afterAll(() => db.close());

  test('given a mail recorded for a cause, when it is recorded again, then the outbox keeps one', async () => {
    const at = new Date('2026-11-23T08:00:00Z');
    expect(await db.transaction((tx) => recordMail(tx, mail('chat:o1:e1', 'a@example.org'), at))).toBe(true);
    expect(await db.transaction((tx) => recordMail(tx, mail('chat:o1:e1', 'A@example.org'), at))).toBe(false);
    expect(await db.transaction((tx) => recordMail(tx, mail('chat:o1:e2', 'a@example.org'), at))).toBe(true);
    const { rows, total } = await listMails(db, 10, 0);
    expect(total).toBe(2);
    expect(rows.map((row) => row.id).sort()).toEqual([outboxMailId('chat:o1:e1', 'a@example.org'), outboxMailId('chat:o1:e2', 'a@example.org')].sort());
  });

  test('without an SMTP server, delivery builds each due mail and keeps it in the outbox, once', async () => {
    const transport = createMailTransport({ from: 'PCB Marketplace <no-reply@localhost>' });
    const now = () => new Date('2026-11-23T09:00:00Z');
    expect(await deliverDueMails(db, transport, now)).toEqual({ delivered: 2, failed: 0 });
    expect(await deliverDueMails(db, transport, now)).toEqual({ delivered: 0, failed: 0 });
    const { rows } = await listMails(db, 10, 0);
    expect(rows.map((row) => row.status)).toEqual(['KEPT', 'KEPT']);
    transport.close();
  });

  test('given the sender\'s lease held by another sender, then this one delivers nothing; once it is free, the due mail goes out', async () => {
    const transport = createMailTransport({ from: 'PCB Marketplace <no-reply@localhost>' });
    const at = new Date('2026-11-23T10:00:00Z');
    await db.transaction((tx) => recordMail(tx, mail('chat:o2:e1', 'b@example.org'), at));
    const held = (await db.tryAcquireLease(MAIL_SENDER_LEASE))!;
    expect(await deliverDueMailsUnderLease(db, transport, () => at)).toEqual({ delivered: 0, failed: 0 });
    await held.release();
    expect(await deliverDueMailsUnderLease(db, transport, () => at)).toEqual({ delivered: 1, failed: 0 });
    transport.close();
  });

  test('given mails recorded together, with one time, then they go out in the order they were recorded', async () => {
    const at = new Date('2026-11-23T11:00:00Z');
    const causes = ['chat:o3:withdrawn', 'chat:o3:text', 'chat:o3:answer', 'chat:o3:status'];
    await db.transaction(async (tx) => {
      for (const cause of causes) await recordMail(tx, mail(cause, 'c@example.org'), at);
    });
    const sent: string[] = [];
    const transport = { kind: 'smtp' as const, send: async ({ messageId }: { messageId: string }) => void sent.push(messageId), close: () => undefined };
    expect(await deliverDueMails(db, transport, () => at, { domain: 'example.org' })).toEqual({ delivered: 4, failed: 0 });
    expect(sent).toEqual(causes.map((cause) => `<${outboxMailId(cause, 'c@example.org')}@example.org>`));
  });

  test('given mails recorded with one statement, one of them twice and one already there, then each is kept once and they go out in the order given', async () => {
    const at = new Date('2026-11-23T12:00:00Z');
    await db.transaction((tx) => recordMail(tx, mail('chat:o4:first', 'd@example.org'), at));
    const causes = ['chat:o4:second', 'chat:o4:first', 'chat:o4:third', 'chat:o4:second', 'chat:o4:fourth'];
    expect(await db.transaction((tx) => recordMails(tx, causes.map((cause) => mail(cause, 'd@example.org')), at))).toBe(3);
    const sent: string[] = [];
    const transport = { kind: 'smtp' as const, send: async ({ messageId }: { messageId: string }) => void sent.push(messageId), close: () => undefined };
    expect(await deliverDueMails(db, transport, () => at, { domain: 'example.org' })).toEqual({ delivered: 4, failed: 0 });
    expect(sent).toEqual(['first', 'second', 'third', 'fourth'].map((cause) => `<${outboxMailId(`chat:o4:${cause}`, 'd@example.org')}@example.org>`));
  });

  test('erasing the recipient forgets their mails', async () => {
    await forgetMailsOf(db, 'user:u1');
    expect((await listMails(db, 10, 0)).total).toBe(0);
  });

  /** The kept total of each status next to the outbox's mails counted one by one. */
  async function totals(): Promise<{ kept: Record<string, number>; counted: Record<string, number> }> {
    const { rows: kept } = await db.query<{ status: string; total: string }>('select status, total::text as total from mail_outbox_counts where total <> 0');
    const { rows: counted } = await db.query<{ status: string; total: string }>('select status, count(*)::text as total from mail_outbox group by status');
    const byStatus = (rows: { status: string; total: string }[]) => Object.fromEntries(rows.map((row) => [row.status, Number(row.total)]));
    return { kept: byStatus(kept), counted: byStatus(counted) };
  }
  const agree = async () => {
    const { kept, counted } = await totals();
    expect(kept).toEqual(counted);
    return kept;
  };

  test('given mails recorded, delivered, failed and forgotten, then the kept total of each status equals its mails counted one by one', async () => {
    const at = new Date('2026-11-23T13:00:00Z');
    await db.transaction((tx) => recordMails(tx, ['chat:o5:a', 'chat:o5:b', 'chat:o5:c'].map((cause) => mail(cause, 'e@example.org')), at));
    await db.transaction((tx) => recordMail(tx, { ...mail('chat:o5:d', 'f@example.org'), recipientSubject: 'user:u2' }, at));
    expect(await agree()).toMatchObject({ PENDING: 4 });
    const failing = { kind: 'smtp' as const, send: async () => Promise.reject(new Error('421 try later')), close: () => undefined };
    expect(await deliverDueMails(db, failing, () => at)).toEqual({ delivered: 0, failed: 4 });
    await agree();
    const transport = createMailTransport({ from: 'PCB Marketplace <no-reply@localhost>' });
    expect((await deliverDueMails(db, transport, () => new Date(at.getTime() + 3_600_000))).delivered).toBe(4);
    transport.close();
    expect(await agree()).toMatchObject({ KEPT: 4 });
    await forgetMailsOf(db, 'user:u1');
    expect(await agree()).toEqual({ KEPT: 1 });
    expect((await listMails(db, 10, 0)).total).toBe(1);
  });

  test('given an outbox kept before its totals were, when the schema is ensured, then its mails are counted once', async () => {
    const before = await agree();
    await db.query('delete from mail_outbox_counts');
    await ensureMailOutboxSchema(db);
    expect(await agree()).toEqual(before);
    await ensureMailOutboxSchema(db);
    expect(await agree()).toEqual(before);
  });

  test('failed deliveries wait longer each time, at most an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});
