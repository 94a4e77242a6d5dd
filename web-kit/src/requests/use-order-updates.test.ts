import { isNews } from './use-order-updates';

describe('live updates of an open order', () => {
  const loaded = { id: 'o1', status: 'QUOTE_OFFERED', updatedOn: '2026-11-25T10:00:00.000Z' };

  it('given a status change the page has not loaded, when it arrives, then it is news', () => {
    expect(isNews({ status: 'IN_PRODUCTION', updatedOn: '2026-11-25T10:05:00.000Z', orderChanged: true, statusChanged: true }, loaded)).toBe(true);
  });

  it('given a change the page loaded already, when its notice arrives late, then the page does not ask again', () => {
    expect(isNews({ status: 'QUOTE_OFFERED', updatedOn: '2026-11-25T10:00:00.000Z', orderChanged: true, statusChanged: false }, loaded)).toBe(false);
  });

  it('given a newer change of the same status, when it arrives, then it is news; chat messages alone are not', () => {
    expect(isNews({ status: 'QUOTE_OFFERED', updatedOn: '2026-11-25T10:01:00.000Z', orderChanged: true, statusChanged: false }, loaded)).toBe(true);
    expect(isNews({ status: 'QUOTE_OFFERED', updatedOn: '2026-11-25T10:01:00.000Z', orderChanged: false, statusChanged: false }, loaded)).toBe(false);
  });

  it('given a notice of an older status, when it arrives after the page loaded a newer one, then the page does not ask', () => {
    expect(isNews({ status: 'WAITING_FOR_QUOTE', updatedOn: '2026-11-25T09:55:00.000Z', orderChanged: true, statusChanged: true }, loaded)).toBe(false);
  });
});
