import { shopStreamId, userStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { shopProjector } from './projector';

const shopId = 'shop-1';
const at = '2026-03-02T09:00:00.000Z';
const created: DomainEvent = {
  type: 'ShopCreated',
  data: {
    shopId,
    hostname: 'boards.example.com',
    manufacturerId: 'm1',
    authenticationClient: 'boards-client',
    cssDisplayingHints: [{ settingName: 'primary', settingValue: '#123456' }],
    supportedServices: ['Assembly'],
    occurredAt: at,
  },
};
const shopRows = (spec: ProjectionSpec) =>
  spec.thenRows(
    'select id, hostname, manufacturer_id, authentication_client, css_displaying_hints, supported_services, legal_attributes, logo_file_id, created_on from shops order by id',
  );

describe('shop projector', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  test('given a shop created, when the projector handles it, then the shop is found with its settings and empty legal attributes', async () => {
    await spec.given(on(shopStreamId(shopId), created)).when(shopProjector);
    expect(await shopRows(spec)).toEqual([
      {
        id: shopId,
        hostname: 'boards.example.com',
        manufacturer_id: 'm1',
        authentication_client: 'boards-client',
        css_displaying_hints: [{ settingName: 'primary', settingValue: '#123456' }],
        supported_services: ['Assembly'],
        legal_attributes: {},
        logo_file_id: null,
        created_on: new Date(at),
      },
    ]);
  });

  test('given a shop created and updated in part, when the projector handles them, then the changed settings replace the old ones and the rest stays', async () => {
    await spec
      .given(
        on(shopStreamId(shopId), created),
        on(shopStreamId(shopId), {
          type: 'ShopUpdated',
          data: { shopId, changes: { supportedServices: [], legalAttributes: { termsUrl: 'https://boards.example.com/terms' } }, logoFileId: 'logo-1', occurredAt: at },
        }),
      )
      .when(shopProjector);
    expect(await shopRows(spec)).toEqual([
      expect.objectContaining({
        authentication_client: 'boards-client',
        css_displaying_hints: [{ settingName: 'primary', settingValue: '#123456' }],
        supported_services: [],
        legal_attributes: { termsUrl: 'https://boards.example.com/terms' },
        logo_file_id: 'logo-1',
      }),
    ]);
  });

  test('given an update without a new logo, when the projector handles it, then the shop keeps its logo', async () => {
    const update = (logoFileId: string | null): DomainEvent => ({ type: 'ShopUpdated', data: { shopId, changes: { authenticationClient: 'other-client' }, logoFileId, occurredAt: at } });
    await spec.given(on(shopStreamId(shopId), created), on(shopStreamId(shopId), update('logo-1')), on(shopStreamId(shopId), update(null))).when(shopProjector);
    expect(await spec.thenRows('select authentication_client, logo_file_id from shops')).toEqual([{ authentication_client: 'other-client', logo_file_id: 'logo-1' }]);
  });

  test('given a stored shop, when one batch creates it again and updates it twice, then the creation changes nothing and both updates apply in order', async () => {
    await spec.given(on(shopStreamId(shopId), created)).when(shopProjector);
    await spec
      .given(
        on(shopStreamId(shopId), { ...created, data: { ...created.data, authenticationClient: 'ignored', supportedServices: [] } } as DomainEvent),
        on(shopStreamId(shopId), { type: 'ShopUpdated', data: { shopId, changes: { legalAttributes: { termsUrl: 'https://boards.example.com/terms' } }, logoFileId: 'logo-1', occurredAt: at } }),
        on(shopStreamId(shopId), { type: 'ShopUpdated', data: { shopId, changes: { cssDisplayingHints: [], legalAttributes: {} }, logoFileId: null, occurredAt: at } }),
      )
      .when(shopProjector);
    expect(await shopRows(spec)).toEqual([
      expect.objectContaining({ authentication_client: 'boards-client', css_displaying_hints: [], supported_services: ['Assembly'], legal_attributes: {}, logo_file_id: 'logo-1', created_on: new Date(at) }),
    ]);
  });

  test('given an update of a shop that is not there, when the projector handles it, then no shop appears', async () => {
    await spec.given(on(shopStreamId(shopId), { type: 'ShopUpdated', data: { shopId, changes: { authenticationClient: 'x' }, logoFileId: null, occurredAt: at } })).when(shopProjector);
    expect(await shopRows(spec)).toEqual([]);
  });

  test('given a shop event on a stream of another category, when the projector handles it, then it is ignored', async () => {
    await spec.given(on(userStreamId(shopId), created)).when(shopProjector);
    expect(await shopRows(spec)).toEqual([]);
  });

  test('given a shop created, when the projector handles it twice, then there is still one shop with the same row', async () => {
    const history = spec.given(on(shopStreamId(shopId), created));
    await history.when(shopProjector);
    const once = await shopRows(spec);
    await history.when(shopProjector);
    expect(await shopRows(spec)).toEqual(once);
    expect(once).toHaveLength(1);
  });

  test('given shops, when the projector is reset, then the shops are gone', async () => {
    await spec.given(on(shopStreamId(shopId), created)).when(shopProjector);
    await spec.db.transaction((tx) => shopProjector.reset(tx));
    expect(await shopRows(spec)).toEqual([]);
  });
});
