import { ErrorCode } from '../errors';
import type { Actor } from '../ordering/actor';
import { given } from '../testing/decider-spec';
import type { ManufacturerCapabilities } from './manufacturer-inputs';
import { manufacturerDecider, type ManufacturerEvent } from './manufacturer-decider';

const NOW = '2026-11-26T10:00:00.000Z';
const EARLIER = '2026-11-20T10:00:00.000Z';
const address = { recipient: 'Delta PCB s.r.o.', country: 'CZ', addressLine1: 'Průmyslová 3', zipcode: '61200', city: 'Brno' };
const capabilities: ManufacturerCapabilities = {
  allowMatching: true,
  orderTypes: ['PROTOTYPE'],
  boardSize: { min: { long: 10, short: 10, height: 0.6 }, max: { long: 250, short: 180, height: 2.4 } },
  ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 40, short: 40, height: 15 } },
  minimalPitch: 0.5,
  doubleSidedSMT: false,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001'],
  supportedServices: ['Assembly'],
  spokenLanguages: ['cs', 'en'],
  pcbQuantity: { min: 1, max: 500 },
  componentQuantity: { min: 1, max: null },
  headquarterAddress: address,
  factoryAddresses: [address],
};
const actor = (overrides: Partial<Actor>): { actor: Actor; now: string } => ({ actor: { userId: 'u', companyIds: [], manufacturerIds: [], isAdmin: false, ...overrides }, now: NOW });
const admin = actor({ userId: 'u-admin', isAdmin: true });
const member = actor({ userId: 'u-delta', companyIds: ['c-delta'], manufacturerIds: ['m-delta'] });
const outsider = actor({ userId: 'u-alpha', companyIds: ['c-alpha'], manufacturerIds: ['m-alpha'] });

const created: ManufacturerEvent = { type: 'ManufacturerCreated', data: { manufacturerId: 'm-delta', companyId: 'c-delta', allowMatching: true, occurredAt: EARLIER } };
const set: ManufacturerEvent = { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: 'm-delta', capabilities, occurredAt: EARLIER } };
const create = (companyExists = true) => ({ type: 'CreateManufacturer' as const, manufacturerId: 'm-delta', companyId: 'c-delta', capabilities, companyExists });
const update = (orderTypes: ManufacturerCapabilities['orderTypes']) => ({ type: 'UpdateManufacturerCapabilities' as const, manufacturerId: 'm-delta', capabilities: { ...capabilities, orderTypes } });

describe('making a company a producer', () => {
  test('given an existing company, when an admin makes it a producer, then the producer is created with its capabilities', () => {
    given(manufacturerDecider).when(create(), admin).then([
      { type: 'ManufacturerCreated', data: { manufacturerId: 'm-delta', companyId: 'c-delta', allowMatching: true, occurredAt: NOW } },
      { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: 'm-delta', capabilities, occurredAt: NOW } },
    ]);
  });

  test('given no such company, when an admin makes it a producer, then it is refused as not found', () => {
    given(manufacturerDecider).when(create(false), admin).thenRefuses(ErrorCode.COMPANY_FETCH_FAILED);
  });

  test('given a producer that exists, when it is created again, then it is refused', () => {
    given(manufacturerDecider, created, set).when(create(), admin).thenRefuses(ErrorCode.INVALID_INPUT);
  });

  test('given someone who is not an admin, when they make a company a producer, then it is refused', () => {
    given(manufacturerDecider).when(create(), member).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
  });
});

describe("changing a producer's capabilities", () => {
  test('given a producer, when one of its members changes its capabilities, then the new capabilities are set', () => {
    given(manufacturerDecider, created, set).when(update(['PROTOTYPE', 'SERIES']), member).then([
      { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: 'm-delta', capabilities: { ...capabilities, orderTypes: ['PROTOTYPE', 'SERIES'] }, occurredAt: NOW } },
    ]);
  });

  test('given a producer, when an admin changes its capabilities, then they are set', () => {
    expect(given(manufacturerDecider, created, set).when(update(['SERIES']), admin).events()).toHaveLength(1);
  });

  test('given a producer, when a member of another producer changes it, then it is refused', () => {
    given(manufacturerDecider, created, set).when(update(['SERIES']), outsider).thenRefuses(ErrorCode.USER_NOT_IN_PRODUCER_COMPANY);
  });

  test('given no producer, when its capabilities are changed, then it is refused as not found', () => {
    given(manufacturerDecider).when(update(['SERIES']), admin).thenRefuses(ErrorCode.MANUFACTURER_NOT_FOUND);
  });

  test('given a producer, then its state names it and its company', () => {
    expect(given(manufacturerDecider, created, set).state).toEqual({ manufacturerId: 'm-delta', companyId: 'c-delta' });
  });
});

describe('the demo producers the product records itself', () => {
  const seed = { type: 'SeedManufacturer' as const, manufacturerId: 'm-demo', companyId: 'c-demo', capabilities };
  const product = { actor: null, now: NOW };

  test('given no producer, when the product seeds it, then it is created with its capabilities', () => {
    given(manufacturerDecider).when(seed, product).then([
      { type: 'ManufacturerCreated', data: { manufacturerId: 'm-demo', companyId: 'c-demo', allowMatching: capabilities.allowMatching, occurredAt: NOW } },
      { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: 'm-demo', capabilities, occurredAt: NOW } },
    ]);
  });

  test('given the seeded producer, when the product seeds it again, then nothing changes', () => {
    const seeded = given(manufacturerDecider).when(seed, product).events();
    given(manufacturerDecider, ...seeded).when(seed, product).then([]);
  });

  test('given an admin, when they send the seed command, then it is refused', () => {
    given(manufacturerDecider).when(seed, actor({ isAdmin: true })).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
  });
});
