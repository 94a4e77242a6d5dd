import { ErrorCode } from '../errors';
import { given } from '../testing/decider-spec';
import { shopDecider, type ShopCommand, type ShopContext } from './shop-decider';
import type { ShopEvent } from './shop-events';

const NOW = '2026-11-26T10:00:00.000Z';
const EARLIER = '2026-11-20T10:00:00.000Z';
const context: ShopContext = { siteHosts: { marketplace: ['localhost'], manufacturerDashboard: ['producer.localhost'], bomFormatter: ['bom.localhost'] }, now: NOW };
const shop = { hostname: 'green-boards.example', manufacturerId: 'm-alpha', authenticationClient: 'shop-green', cssDisplayingHints: [{ settingName: 'primaryColor', settingValue: '#0055aa' }], supportedServices: ['Assembly' as const] };
const create = (overrides: Partial<Extract<ShopCommand, { type: 'CreateShop' }>> = {}): ShopCommand => ({ type: 'CreateShop', shopId: 's-1', shop, manufacturerExists: true, logoFileId: null, ...overrides });
const created: ShopEvent = { type: 'ShopCreated', data: { ...shop, shopId: 's-1', occurredAt: EARLIER } };

describe('creating a white-label shop', () => {
  test('given a producer, when an admin creates a shop for it, then the shop is created', () => {
    given(shopDecider).when(create(), context).then([{ type: 'ShopCreated', data: { ...shop, shopId: 's-1', occurredAt: NOW } }]);
  });

  test('given a logo was uploaded, when the shop is created, then the shop is created with the logo', () => {
    given(shopDecider).when(create({ logoFileId: 'f-logo' }), context).then([
      { type: 'ShopCreated', data: { ...shop, shopId: 's-1', occurredAt: NOW } },
      { type: 'ShopUpdated', data: { shopId: 's-1', changes: {}, logoFileId: 'f-logo', occurredAt: NOW } },
    ]);
  });

  test("given a hostname of the product's own sites, when a shop is created with it, then it is refused", () => {
    given(shopDecider).when(create({ shop: { ...shop, hostname: 'producer.localhost' } }), context).thenRefuses(ErrorCode.INVALID_INPUT);
    given(shopDecider).when(create({ shop: { ...shop, hostname: 'localhost' } }), context).thenRefuses(ErrorCode.INVALID_INPUT);
  });

  test('given no such producer, when a shop is created for it, then it is refused as not found', () => {
    given(shopDecider).when(create({ manufacturerExists: false }), context).thenRefuses(ErrorCode.MANUFACTURER_NOT_FOUND);
  });

  test('given a shop that exists, when it is created again, then it is refused', () => {
    given(shopDecider, created).when(create(), context).thenRefuses(ErrorCode.INVALID_INPUT);
  });
});

describe('changing a white-label shop', () => {
  test('given a shop, when an admin changes its legal pages, then the change is recorded', () => {
    const changes = { legalAttributes: { imprintUrl: 'https://green-boards.example/impressum' } };
    given(shopDecider, created).when({ type: 'UpdateShop', shopId: 's-1', changes, logoFileId: null }, context).then([
      { type: 'ShopUpdated', data: { shopId: 's-1', changes, logoFileId: null, occurredAt: NOW } },
    ]);
  });

  test('given a shop, when a new logo is uploaded, then the change carries the logo', () => {
    given(shopDecider, created).when({ type: 'UpdateShop', shopId: 's-1', changes: {}, logoFileId: 'f-new' }, context).then([
      { type: 'ShopUpdated', data: { shopId: 's-1', changes: {}, logoFileId: 'f-new', occurredAt: NOW } },
    ]);
  });

  test('given no shop, when it is changed, then it is refused as not found', () => {
    given(shopDecider).when({ type: 'UpdateShop', shopId: 's-9', changes: {}, logoFileId: null }, context).thenRefuses(ErrorCode.INVALID_INPUT);
  });

  test('given a shop, then its state names its hostname and producer', () => {
    expect(given(shopDecider, created).state).toEqual({ shopId: 's-1', hostname: 'green-boards.example', manufacturerId: 'm-alpha' });
  });
});
