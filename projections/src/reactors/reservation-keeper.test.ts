import {
  CURRENT_EVENT_VERSIONS,
  domainEventOf,
  foldEvents,
  manufacturerStreamId,
  orderReservation,
  producerCompanyReservation,
  reservationDecider,
  reservationStreamId,
  shopHostnameReservation,
  shopStreamId,
  superOrderStreamId,
  type DomainEvent,
} from '@pcbm/domain';
import { ensureProductEventStoreSchema, createProductEventStore, ProcessorRunner, type Database, type EventStore } from '@pcbm/platform';
import { reachableDatabases, readableUpTo } from '@pcbm/platform/testing';
import { reservationKeeper, reservationsImpliedBy } from './reservation-keeper';

const AT = '2026-01-01T00:00:00.000Z';
const metadata = { correlationId: 'test', causationId: 'test', actor: { kind: 'SYSTEM' as const } };
const stamp = (events: DomainEvent[]) => events.map((e) => ({ type: e.type, schemaVersion: CURRENT_EVENT_VERSIONS[e.type], data: e.data, metadata }));

const shopCreated: DomainEvent = {
  type: 'ShopCreated',
  data: { shopId: 'shop-1', hostname: 'Green-Boards.example', manufacturerId: 'm-1', authenticationClient: 'green', cssDisplayingHints: [], supportedServices: [], occurredAt: AT },
};
const manufacturerCreated: DomainEvent = { type: 'ManufacturerCreated', data: { manufacturerId: 'm-1', companyId: 'c-1', allowMatching: true, occurredAt: AT } };

describe('the reservations implied by recorded events', () => {
  test('given a shop, a producer and a super order with a re-added order, then each holds its reservation', () => {
    expect(reservationsImpliedBy(shopCreated, shopStreamId('shop-1'))).toEqual([{ key: shopHostnameReservation('green-boards.example'), ownerId: 'shop-1' }]);
    expect(reservationsImpliedBy(manufacturerCreated, manufacturerStreamId('m-1'))).toEqual([{ key: producerCompanyReservation('c-1'), ownerId: 'm-1' }]);
    const reAdded = { type: 'OrderReAdded', data: { orderId: 'o-3', manufacturerId: 'm-2', fromOrderId: 'o-1' } } as unknown as DomainEvent;
    expect(reservationsImpliedBy(reAdded, superOrderStreamId('super-1'))).toEqual([{ key: orderReservation('o-3'), ownerId: 'super-1' }]);
  });
});

describe.each(reachableDatabases())('keeping reservations for what was recorded before them, on $name', ({ open }) => {
  let db: Database;
  let store: EventStore;
  const holder = async (key: string) => foldEvents(reservationDecider, (await store.readStream(reservationStreamId(key))).map(domainEventOf))?.ownerId ?? null;

  beforeAll(async () => {
    db = await open();
    await ensureProductEventStoreSchema(db);
    store = createProductEventStore(db);
  });
  afterAll(() => db.close());

  test('given a shop and a producer without reservations, when the keeper runs, then both are reserved; a second run and a taken name change nothing', async () => {
    await store.append(shopStreamId('shop-1'), stamp([shopCreated]), 0);
    await store.append(manufacturerStreamId('m-1'), stamp([manufacturerCreated]), 0);
    // The second producer's company was already reserved by its command: the keeper leaves it as it is.
    const key = producerCompanyReservation('c-2');
    await store.append(reservationStreamId(key), stamp([{ type: 'NameReserved', data: { key, ownerId: 'm-2', occurredAt: AT } }]), 0);
    const last = await store.append(manufacturerStreamId('m-2'), stamp([{ type: 'ManufacturerCreated', data: { manufacturerId: 'm-2', companyId: 'c-2', allowMatching: true, occurredAt: AT } }]), 0);
    await readableUpTo(db, last.position);

    await new ProcessorRunner(db, store, reservationKeeper(store)).catchUp();
    expect(await holder(shopHostnameReservation('green-boards.example'))).toBe('shop-1');
    expect(await holder(producerCompanyReservation('c-1'))).toBe('m-1');
    expect(await store.readStream(reservationStreamId(key))).toHaveLength(1);

    await new ProcessorRunner(db, store, reservationKeeper(store)).rebuild();
    expect(await store.readStream(reservationStreamId(shopHostnameReservation('green-boards.example')))).toHaveLength(1);
  });
});
