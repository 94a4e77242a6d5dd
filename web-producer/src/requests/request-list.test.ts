import { listRequest } from '../testing/fake-producer-api';
import { producerActions } from './producer-actions';
import { customerOf, rowsOf, rowTimeLeft, searchRows, sortRows } from './request-list';

const names = (rows: ReturnType<typeof rowsOf>) => rows.map((row) => row.request.name);

describe('the rows of the producer’s list', () => {
  const requests = [
    listRequest(1, { name: 'Sensor board', company: 'Acme Labs', order: { status: 'SHIPPED' } }),
    listRequest(2, { name: 'Motor driver', company: null, person: ['Alex', 'Smith'], order: { status: 'WAITING_FOR_QUOTE', responseDeadline: '2026-11-29T09:00:00.000Z' } }),
    listRequest(3, { name: 'LED strip', company: 'Buyer GmbH', order: { status: 'WAITING_FOR_QUOTE', responseDeadline: '2026-11-26T09:00:00.000Z' } }),
    listRequest(4, { name: 'Power supply', company: 'Buyer GmbH', order: { status: 'QUOTE_OFFERED' } }),
  ];

  it('given a request for a company or by a person, when named, then the company wins over the person', () => {
    expect(customerOf(requests[0])).toBe('Acme Labs');
    expect(customerOf(requests[1])).toBe('Alex Smith');
    expect(customerOf({ asCompany: null, placedBy: null })).toBe('');
  });

  it('given the same request on two pages, when rows are made, then each order is listed once', () => {
    expect(names(rowsOf([...requests, requests[0]]))).toEqual(['Sensor board', 'Motor driver', 'LED strip', 'Power supply']);
  });

  it('given a search, when it has several words in any case, then a row must contain each in its project or customer', () => {
    const rows = rowsOf(requests);
    expect(names(searchRows(rows, 'buyer'))).toEqual(['LED strip', 'Power supply']);
    expect(names(searchRows(rows, '  BUYER  power '))).toEqual(['Power supply']);
    expect(names(searchRows(rows, 'smith'))).toEqual(['Motor driver']);
    expect(searchRows(rows, '   ')).toHaveLength(4);
  });

  it('given the sorts, when chosen, then newest first, soonest deadline first (others after), or along the lifecycle', () => {
    const rows = rowsOf([...requests].reverse());
    expect(names(sortRows(rows, 'newest'))).toEqual(['Sensor board', 'Motor driver', 'LED strip', 'Power supply']);
    expect(names(sortRows(rows, 'deadline'))).toEqual(['LED strip', 'Motor driver', 'Sensor board', 'Power supply']);
    expect(names(sortRows(rows, 'status'))).toEqual(['Motor driver', 'LED strip', 'Power supply', 'Sensor board']);
  });

  it('given a row, when the response window runs, then time is left only while it waits for a quote', () => {
    const rows = rowsOf(requests);
    const now = new Date('2026-11-25T09:00:00.000Z');
    expect(rowTimeLeft(rows[2], now)).toEqual({ days: 1, hours: 0, passed: false });
    expect(rowTimeLeft(rows[0], now)).toBeNull();
  });
});

describe('what the producer may do', () => {
  it('given each status, when the producer looks, then only the steps that can work are offered', () => {
    expect(producerActions('WAITING_FOR_QUOTE', null)).toEqual({ uploadQuote: true, withdrawQuote: false, reject: true, startProduction: false, ship: false });
    expect(producerActions('QUOTE_OFFERED', 'OFFERED')).toEqual({ uploadQuote: true, withdrawQuote: true, reject: true, startProduction: false, ship: false });
    expect(producerActions('WAITING_FOR_PRODUCTION', 'ACCEPTED')).toEqual({ uploadQuote: false, withdrawQuote: false, reject: true, startProduction: true, ship: false });
    expect(producerActions('IN_PRODUCTION', 'ACCEPTED')).toEqual({ uploadQuote: false, withdrawQuote: false, reject: false, startProduction: false, ship: true });
    expect(Object.values(producerActions('DONE', 'ACCEPTED')).some(Boolean)).toBe(false);
    expect(Object.values(producerActions('CANCELED_BY_CUSTOMER', 'OFFERED')).some(Boolean)).toBe(false);
  });
});
