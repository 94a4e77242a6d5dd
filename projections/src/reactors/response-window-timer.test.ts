import { chatStreamId, superOrderStreamId, type DomainEvent } from '@pcbm/domain';
import { accountProjector, orderProjector } from '../read-models';
import { marketplaceWithOrder, PLACED_AT, superOrderCreated } from '../testing/marketplace-events';
import { on, openProjectionSpec, type ProjectionSpec } from '../testing/projection-spec';
import { recordDueResponseWindowMails, responseWindowTimers } from './response-window-timer';

const DAY = 24 * 60 * 60 * 1000;
const deadline = new Date(Date.parse(PLACED_AT) + 7 * DAY).toISOString();
const at = (ms: number) => () => new Date(Date.parse(deadline) + ms);
const quoteOffered: DomainEvent = { type: 'QuoteOffered', data: { orderId: 'so1-a', quoteId: 'q1', file: { fileId: 'f1', filename: 'quote.pdf' }, occurredAt: '2026-03-03T09:00:00.000Z' } };
const timers = (spec: ProjectionSpec) => spec.thenRows('select order_id, super_order_id, deadline, reminded_for, expired_for from response_window_timers order by order_id');
const mails = (spec: ProjectionSpec) => spec.thenRows('select cause, recipient, recipient_subject, language, subject, created_on from mail_outbox order by cause, recipient');

describe('response window timers', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given a request created for two producers, when the timers handle it, then each order’s window ends a week later and the request is kept without its personal parts', async () => {
    await spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1'))).when(responseWindowTimers());
    expect(await timers(spec)).toEqual([
      { order_id: 'so1-a', super_order_id: 'so1', deadline, reminded_for: null, expired_for: null },
      { order_id: 'so1-b', super_order_id: 'so1', deadline, reminded_for: null, expired_for: null },
    ]);
    const [{ state }] = await spec.thenRows<{ state: { request: unknown; files: unknown; orders: { request: unknown; files: unknown }[] } }>('select state from response_window_orders');
    expect(state.request).toBeNull();
    expect(state.files).toBeNull();
    expect(state.orders.map((order) => [order.request, order.files])).toEqual([
      [{}, { additionalFiles: [] }],
      [{}, { additionalFiles: [] }],
    ]);
  });

  test('given a quote offered on one order, when the timers handle it, then that order has no window and the other keeps its own', async () => {
    await spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1')), on(superOrderStreamId('so1'), quoteOffered)).when(responseWindowTimers());
    expect(await timers(spec)).toEqual([
      expect.objectContaining({ order_id: 'so1-a', deadline: null }),
      expect.objectContaining({ order_id: 'so1-b', deadline }),
    ]);
  });

  test('given a request created, when the timers handle it twice, then the timers are the same', async () => {
    const history = spec.given(on(superOrderStreamId('so1'), superOrderCreated('so1')));
    await history.when(responseWindowTimers());
    const once = await timers(spec);
    await history.when(responseWindowTimers());
    expect(await timers(spec)).toEqual(once);
  });

  test('given a change of an unknown request or a request on a stream of another category, when the timers handle them, then no timer appears', async () => {
    await spec.given(on(superOrderStreamId('so1'), quoteOffered), on(chatStreamId('so2'), superOrderCreated('so2'))).when(responseWindowTimers());
    expect(await timers(spec)).toEqual([]);
    expect(await spec.thenRows('select * from response_window_orders')).toEqual([]);
  });

  describe('the mails due', () => {
    beforeEach(async () => {
      await spec.given(...marketplaceWithOrder()).when(orderProjector, accountProjector, responseWindowTimers());
    });

    test('given a window that ends within a day, when the due mails are recorded, then each producer member is reminded once', async () => {
      const options = { publicUrl: 'https://pcb.example.com', clock: at(-12 * 60 * 60 * 1000) };
      expect(await recordDueResponseWindowMails(spec.db, options)).toBe(2);
      expect(await recordDueResponseWindowMails(spec.db, options)).toBe(0);
      const cause = `response-window-reminder:o1:${deadline}`;
      expect(await mails(spec)).toEqual([
        { cause, recipient: 'producer-1@example.com', recipient_subject: 'user:producer-1', language: 'de', subject: expect.stringContaining('„Motor driver board“'), created_on: at(-12 * 60 * 60 * 1000)() },
        { cause, recipient: 'producer-2@example.com', recipient_subject: 'user:producer-2', language: 'en', subject: expect.stringContaining('"Motor driver board"'), created_on: at(-12 * 60 * 60 * 1000)() },
      ]);
      expect(await timers(spec)).toEqual([{ order_id: 'o1', super_order_id: 'so1', deadline, reminded_for: deadline, expired_for: null }]);
    });

    test('given a window that has ended, when the due mails are recorded, then the customer is told once and the producers get no late reminder', async () => {
      const options = { publicUrl: 'https://pcb.example.com', clock: at(60 * 60 * 1000) };
      expect(await recordDueResponseWindowMails(spec.db, options)).toBe(1);
      expect(await recordDueResponseWindowMails(spec.db, options)).toBe(0);
      expect(await mails(spec)).toEqual([
        { cause: `response-window-expired:o1:${deadline}`, recipient: 'customer@example.com', recipient_subject: 'user:customer', language: 'en', subject: 'No quote yet for "Motor driver board"', created_on: at(60 * 60 * 1000)() },
      ]);
      expect(await timers(spec)).toEqual([{ order_id: 'o1', super_order_id: 'so1', deadline, reminded_for: deadline, expired_for: deadline }]);
    });

    test('given more windows reminded in their last day than one round reads, all ending before this one, when the due mails are recorded, then this window\'s reminder still goes out', async () => {
      const now = at(-12 * 60 * 60 * 1000);
      const reminded = Array.from({ length: 250 }, (_, i) => new Date(now().getTime() + 60 * 60 * 1000 + i * 1000).toISOString());
      await spec.db.query(
        `insert into response_window_timers (order_id, super_order_id, deadline, reminded_for)
         select 'reminded-' || n, 'reminded', d, d from unnest($1::text[]) with ordinality as t(d, n)`,
        [reminded],
      );
      expect(await recordDueResponseWindowMails(spec.db, { publicUrl: 'https://pcb.example.com', clock: now })).toBe(2);
      expect((await mails(spec)).map((mail) => mail.cause)).toEqual([`response-window-reminder:o1:${deadline}`, `response-window-reminder:o1:${deadline}`]);
    });

    test('given a window more than a day from its end, when the due mails are recorded, then nothing is due', async () => {
      expect(await recordDueResponseWindowMails(spec.db, { publicUrl: 'https://pcb.example.com', clock: at(-2 * DAY) })).toBe(0);
      expect(await mails(spec)).toEqual([]);
    });
  });

  test('given timers, when they would be rebuilt, then they refuse', async () => {
    await expect(spec.db.transaction((tx) => responseWindowTimers().reset(tx))).rejects.toThrow('never replayed');
  });
});
