import { customerActions, ORDER_STATUSES, progressIndex, responseTimeLeft, statusLabelKey, statusName, statusTone } from './order-status';

describe('order statuses as the interface names them', () => {
  it('given the API statuses, when named, then the spec’s interface names are used', () => {
    expect(['WAITING_FOR_QUOTE', 'QUOTE_OFFERED', 'WAITING_FOR_PRODUCTION', 'IN_PRODUCTION', 'SHIPPED', 'DONE', 'CANCELED_BY_CUSTOMER', 'CANCELED_BY_PRODUCER'].map(statusName)).toEqual([
      'waitingForQuote',
      'receivedQuote',
      'quoteAccepted',
      'inProduction',
      'shipped',
      'received',
      'canceledByCustomer',
      'canceledByProducer',
    ]);
    expect(statusName('SOMETHING_NEW')).toBe('unknown');
  });

  it('given the statuses, when the producer reads them, then those the customer’s words would get wrong have the producer’s own names', () => {
    expect(ORDER_STATUSES.map((status) => statusLabelKey(status, 'producer'))).toEqual([
      'status.waitingForQuote',
      'producerStatus.quoteSent',
      'status.quoteAccepted',
      'status.inProduction',
      'status.shipped',
      'producerStatus.completed',
      'status.canceledByCustomer',
      'producerStatus.rejectedByYou',
    ]);
    expect(ORDER_STATUSES.map((status) => statusLabelKey(status))).toEqual(ORDER_STATUSES.map((status) => `status.${statusName(status)}`));
    expect(statusLabelKey('SOMETHING_NEW', 'producer')).toBe('status.unknown');
  });

  it('given a quote to decide on, when shown, then it stands out; a cancelled order reads as an error and has no progress', () => {
    expect(statusTone('QUOTE_OFFERED')).toBe('warning');
    expect(statusTone('CANCELED_BY_PRODUCER')).toBe('error');
    expect(progressIndex('CANCELED_BY_CUSTOMER')).toBe(-1);
    expect(progressIndex('SHIPPED')).toBe(4);
  });

  it('given each status, when the customer looks, then only the actions that can work are offered', () => {
    expect(customerActions('QUOTE_OFFERED', true)).toEqual({ answerQuote: true, withdraw: true, markReceived: false, giveFeedback: false });
    expect(customerActions('QUOTE_OFFERED', false).answerQuote).toBe(false);
    expect(customerActions('IN_PRODUCTION', false)).toEqual({ answerQuote: false, withdraw: false, markReceived: false, giveFeedback: false });
    expect(customerActions('SHIPPED', false).markReceived).toBe(true);
    expect(customerActions('DONE', false).giveFeedback).toBe(true);
  });

  it('given a response deadline, when time passes, then days and hours count down until it has passed', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(responseTimeLeft('2026-11-28T13:30:00Z', now)).toEqual({ days: 3, hours: 3, passed: false });
    expect(responseTimeLeft('2026-11-25T09:00:00Z', now)).toEqual({ days: 0, hours: 0, passed: true });
    expect(responseTimeLeft(null, now)).toBeNull();
  });
});
