import { ErrorCode } from '../errors';
import { given } from '../testing/decider-spec';
import { reservationDecider } from './reservation-decider';
import { kindOfReservation, orderReservation, producerCompanyReservation, shopHostnameReservation, type ReservationEvent } from './reservation-events';

const NOW = '2026-11-26T10:00:00.000Z';
const hostname = shopHostnameReservation('green-boards.example');
const reserved = (key: string, ownerId: string): ReservationEvent => ({ type: 'NameReserved', data: { key, ownerId, occurredAt: '2026-11-25T09:00:00.000Z' } });

describe('reserving a unique name', () => {
  test('given a free hostname, when a shop reserves it, then the shop holds it', () => {
    given(reservationDecider).when({ type: 'Reserve', key: hostname, ownerId: 'shop-1' }, { now: NOW }).then([{ type: 'NameReserved', data: { key: hostname, ownerId: 'shop-1', occurredAt: NOW } }]);
  });

  test('given a hostname another shop holds, when a shop reserves it, then it is refused as taken', () => {
    given(reservationDecider, reserved(hostname, 'shop-1')).when({ type: 'Reserve', key: hostname, ownerId: 'shop-2' }, { now: NOW }).thenRefuses(ErrorCode.INVALID_INPUT);
    expect(() => reservationDecider.decide(given(reservationDecider, reserved(hostname, 'shop-1')).state, { type: 'Reserve', key: hostname, ownerId: 'shop-2' }, { now: NOW })).toThrow(
      'A shop already has that hostname.',
    );
  });

  test('given a company that is a producer, when another producer is made of it, then it is refused as already a producer', () => {
    const key = producerCompanyReservation('company-1');
    given(reservationDecider, reserved(key, 'maker-1')).when({ type: 'Reserve', key, ownerId: 'maker-2' }, { now: NOW }).thenRefuses(ErrorCode.INVALID_INPUT);
    expect(() => reservationDecider.decide(given(reservationDecider, reserved(key, 'maker-1')).state, { type: 'Reserve', key, ownerId: 'maker-2' }, { now: NOW })).toThrow(
      'The company is already a producer.',
    );
  });

  test('given a name its owner holds, when the owner reserves it again, then nothing changes', () => {
    given(reservationDecider, reserved(hostname, 'shop-1')).when({ type: 'Reserve', key: hostname, ownerId: 'shop-1' }, { now: NOW }).then([]);
  });

  test('given a reservation, then the state says who holds it', () => {
    expect(given(reservationDecider, reserved(hostname, 'shop-1')).state).toEqual({ key: hostname, ownerId: 'shop-1' });
    expect(given(reservationDecider).state).toBeNull();
  });
});

describe('reservation keys', () => {
  test('a hostname is reserved in lower case, whatever case it is written in', () => {
    expect(shopHostnameReservation(' Green-Boards.EXAMPLE ')).toBe('shopHostname:green-boards.example');
    expect(producerCompanyReservation('c-1')).toBe('producerCompany:c-1');
  });

  test('a key tells its kind; a key of no known kind has none', () => {
    expect(kindOfReservation(hostname)).toBe('shopHostname');
    expect(kindOfReservation(producerCompanyReservation('c-1'))).toBe('producerCompany');
    expect(kindOfReservation('somethingElse:x')).toBeNull();
  });
});

describe('an order held by its super order', () => {
  const key = orderReservation('order-1');
  const at = { now: '2026-11-26T10:00:00.000Z' };

  it('given an order reserved by one super order, when another super order reserves the same order id, then it is refused', () => {
    given(reservationDecider, { type: 'NameReserved', data: { key, ownerId: 'super-1', occurredAt: at.now } })
      .when({ type: 'Reserve', key, ownerId: 'super-2' }, at)
      .thenRefuses(ErrorCode.INVALID_INPUT);
  });

  it('given a free order id, when its super order reserves it, then the order belongs to it', () => {
    given(reservationDecider).when({ type: 'Reserve', key, ownerId: 'super-1' }, at).then([{ type: 'NameReserved', data: { key, ownerId: 'super-1', occurredAt: at.now } }]);
  });
});
