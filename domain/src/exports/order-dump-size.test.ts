import { fitsOrderDump, MAX_ORDER_DUMP_BYTES, orderDumpTooLargeMessage } from './order-dump-size';

describe('the size of an order dump', () => {
  test('given a dump with room left, when files that fill it exactly are added, then they fit', () => {
    expect(fitsOrderDump(MAX_ORDER_DUMP_BYTES - 10, 10)).toBe(true);
  });

  test('given a full dump, when one byte more is added, then it does not fit', () => {
    expect(fitsOrderDump(MAX_ORDER_DUMP_BYTES, 1)).toBe(false);
    expect(fitsOrderDump(0, MAX_ORDER_DUMP_BYTES + 1)).toBe(false);
  });

  test('given a dump refused, then the message names the limit in megabytes and what to do', () => {
    expect(orderDumpTooLargeMessage()).toBe('The files of these requests are more than 200 MB together; please export fewer requests at once.');
  });
});
