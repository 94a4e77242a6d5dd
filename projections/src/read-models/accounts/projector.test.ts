import { companyStreamId, ERASED, manufacturerStreamId, shopStreamId, userStreamId, type DomainEvent, type ManufacturerCapabilities } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { accountProjector } from './projector';
import { chatSideCompanies, companyNames, findCompany, isEmailOfAnotherUser, membershipsOf } from './queries';

const at = '2026-03-02T09:00:00.000Z';
const later = '2026-03-03T09:00:00.000Z';
const address = { recipient: 'ACME GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' };

const registered = (userId: string): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, username: `${userId}-name`, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace', locale: 'en', occurredAt: at },
});
const companyCreated = (companyId: string): DomainEvent => ({
  type: 'CompanyCreated',
  data: { companyId, name: 'ACME', legalName: 'ACME GmbH', industry: 'Automotive', billingAddress: address, shippingAddress: null, vatNumber: 'DE123', createdById: 'u1', occurredAt: at },
});
const capabilities: ManufacturerCapabilities = {
  allowMatching: false,
  orderTypes: ['PROTOTYPE'],
  boardSize: { min: { long: 10, short: 10, height: 1 }, max: { long: 500, short: 400, height: 3 } },
  ecSize: { min: { long: 0, short: 0, height: 0 }, max: { long: 50, short: 50, height: 10 } },
  minimalPitch: 0.4,
  doubleSidedSMT: true,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001'],
  supportedServices: ['Assembly'],
  spokenLanguages: ['en'],
  pcbQuantity: { min: 1, max: null },
  componentQuantity: { min: 1 },
  headquarterAddress: address,
  factoryAddresses: [address],
};

const users = (spec: ProjectionSpec) => spec.thenRows('select id, username, email, first_name, last_name, locale, created_on, profile, ordering_choice from users order by id');

describe('account projector', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  describe('users', () => {
    test('given a user registered, when the projector handles it, then the user is there with an empty profile', async () => {
      await spec.given(on(userStreamId('u1'), registered('u1'))).when(accountProjector);
      expect(await users(spec)).toEqual([
        { id: 'u1', username: 'u1-name', email: 'u1@example.com', first_name: 'Ada', last_name: 'Lovelace', locale: 'en', created_on: new Date(at), profile: {}, ordering_choice: null },
      ]);
    });

    test('given a profile updated twice, when the projector handles it, then names and language go to their columns and the rest merges into the profile', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { firstName: 'Augusta', jobTitle: 'Engineer', showEmail: true }, occurredAt: later } }),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { locale: 'de', jobTitle: 'Countess' }, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([
        expect.objectContaining({ first_name: 'Augusta', last_name: 'Lovelace', locale: 'de', profile: { jobTitle: 'Countess', showEmail: true } }),
      ]);
    });

    test('given an ordering choice made, when the projector handles it, then the user orders that way', async () => {
      await spec
        .given(on(userStreamId('u1'), registered('u1')), on(userStreamId('u1'), { type: 'UserOrderingChoiceMade', data: { userId: 'u1', orderAs: 'COMPANY', occurredAt: later } }))
        .when(accountProjector);
      expect(await spec.thenRows('select ordering_choice from users')).toEqual([{ ordering_choice: 'COMPANY' }]);
    });

    test('given a user with a profile erased, when the projector handles it, then the personal fields are erased and the profile is empty', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { phoneNumber: '+49 30 1234567' }, occurredAt: later } }),
          on(userStreamId('u1'), { type: 'UserErased', data: { userId: 'u1', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([
        { id: 'u1', username: ERASED, email: ERASED, first_name: ERASED, last_name: ERASED, locale: 'en', created_on: new Date(at), profile: {}, ordering_choice: null },
      ]);
    });

    test('given a user registered, when the projector handles it twice, then the same single row stays', async () => {
      const history = spec.given(on(userStreamId('u1'), registered('u1')));
      await history.when(accountProjector);
      const once = await users(spec);
      await history.when(accountProjector);
      expect(await users(spec)).toEqual(once);
      expect(once).toHaveLength(1);
    });

    test('given a user stored, when one batch registers them again and updates the profile, then the registration changes nothing and the update applies to the stored row', async () => {
      await spec.given(on(userStreamId('u1'), registered('u1'))).when(accountProjector);
      await spec
        .given(
          on(userStreamId('u1'), { ...registered('u1'), data: { ...registered('u1').data, firstName: 'Other', occurredAt: later } } as DomainEvent),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { lastName: 'King', jobTitle: 'Engineer' }, occurredAt: later } }),
          on(userStreamId('u1'), { type: 'UserOrderingChoiceMade', data: { userId: 'u1', orderAs: 'INDIVIDUAL', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([
        { id: 'u1', username: 'u1-name', email: 'u1@example.com', first_name: 'Ada', last_name: 'King', locale: 'en', created_on: new Date(at), profile: { jobTitle: 'Engineer' }, ordering_choice: 'INDIVIDUAL' },
      ]);
    });

    test('given a profile update before the registration in one batch, when the projector handles it, then only the registration shows, as the user was not there yet', async () => {
      await spec
        .given(
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { firstName: 'Augusta', jobTitle: 'Engineer' }, occurredAt: at } }),
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { showEmail: true }, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([expect.objectContaining({ first_name: 'Ada', profile: { showEmail: true } })]);
    });

    test('given a user erased and then updated in one batch, when the projector handles it, then the update applies on top of the erasure', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { jobTitle: 'Engineer' }, occurredAt: at } }),
          on(userStreamId('u1'), { type: 'UserErased', data: { userId: 'u1', occurredAt: later } }),
          on(userStreamId('u1'), { type: 'UserProfileUpdated', data: { userId: 'u1', changes: { locale: 'de', showEmail: false }, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([expect.objectContaining({ username: ERASED, first_name: ERASED, locale: 'de', profile: { showEmail: false } })]);
    });

    test('given account events on a stream of another category, when the projector handles them, then they are ignored', async () => {
      await spec.given(on(shopStreamId('u1'), registered('u1')), on(shopStreamId('c1'), companyCreated('c1'))).when(accountProjector);
      expect(await users(spec)).toEqual([]);
      expect(await spec.thenRows('select id from companies')).toEqual([]);
    });

    test('given an email address changed twice, when the projector handles it, then the user has the last address and everything else stays', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'UserEmailChanged', data: { userId: 'u1', email: 'Ada.First@example.com', occurredAt: later } }),
          on(userStreamId('u1'), { type: 'UserEmailChanged', data: { userId: 'u1', email: 'Ada.King@example.com', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([
        { id: 'u1', username: 'u1-name', email: 'Ada.King@example.com', first_name: 'Ada', last_name: 'Lovelace', locale: 'en', created_on: new Date(at), profile: {}, ordering_choice: null },
      ]);
    });

    test('given a user stored, when a later batch changes their address, then the stored row takes it', async () => {
      await spec.given(on(userStreamId('u1'), registered('u1'))).when(accountProjector);
      await spec.given(on(userStreamId('u1'), { type: 'UserEmailChanged', data: { userId: 'u1', email: 'ada.king@example.com', occurredAt: later } })).when(accountProjector);
      expect(await spec.thenRows('select email from users')).toEqual([{ email: 'ada.king@example.com' }]);
    });

    test('given an address changed, when another person asks for it, then it is taken in any case; the old address is free, and a person\'s own address is not taken for them', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u2'), registered('u2')),
          on(userStreamId('u1'), { type: 'UserEmailChanged', data: { userId: 'u1', email: 'ada.king@example.com', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await isEmailOfAnotherUser(spec.db, ' ADA.King@example.com', 'u2')).toBe(true);
      expect(await isEmailOfAnotherUser(spec.db, 'ada.king@example.com', 'u1')).toBe(false);
      expect(await isEmailOfAnotherUser(spec.db, 'u1@example.com', 'u2')).toBe(false);
      expect(await isEmailOfAnotherUser(spec.db, 'U2@example.com', 'u1')).toBe(true);
      expect(await isEmailOfAnotherUser(spec.db, 'u2-name', 'u1')).toBe(true);
    });

    test('given an address changed and the user erased, when the projector handles it, then the address is erased too', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'UserEmailChanged', data: { userId: 'u1', email: 'ada.king@example.com', occurredAt: later } }),
          on(userStreamId('u1'), { type: 'UserErased', data: { userId: 'u1', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await spec.thenRows('select username, email from users')).toEqual([{ username: ERASED, email: ERASED }]);
    });

    test('given a notification switch in a user stream, when the projector handles it, then the users stay as they were', async () => {
      await spec
        .given(
          on(userStreamId('u1'), registered('u1')),
          on(userStreamId('u1'), { type: 'ChatNotificationsSwitched', data: { userId: 'u1', chatId: 'o1', subscribed: false, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await users(spec)).toEqual([expect.objectContaining({ id: 'u1', profile: {} })]);
    });
  });

  describe('companies', () => {
    const companies = (s: ProjectionSpec) =>
      s.thenRows('select id, name, legal_name, industry, billing_address, shipping_address, vat_number, profile, created_on from companies order by id');

    test('given a company created, when the projector handles it, then it is there with its addresses and VAT number', async () => {
      await spec.given(on(companyStreamId('c1'), companyCreated('c1'))).when(accountProjector);
      expect(await companies(spec)).toEqual([
        { id: 'c1', name: 'ACME', legal_name: 'ACME GmbH', industry: 'Automotive', billing_address: address, shipping_address: null, vat_number: 'DE123', profile: {}, created_on: new Date(at) },
      ]);
    });

    test('given a company updated, when the projector handles it, then the named fields change, the rest merges into the profile and the others stay', async () => {
      const shipping = { ...address, addressLine1: 'Lagerweg 2' };
      await spec
        .given(
          on(companyStreamId('c1'), companyCreated('c1')),
          on(companyStreamId('c1'), { type: 'CompanyUpdated', data: { companyId: 'c1', changes: { name: 'ACME Boards', shippingAddress: shipping, foundingYear: 1999 }, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await companies(spec)).toEqual([
        expect.objectContaining({ name: 'ACME Boards', legal_name: 'ACME GmbH', industry: 'Automotive', billing_address: address, shipping_address: shipping, vat_number: 'DE123', profile: { foundingYear: 1999 } }),
      ]);
    });

    test('given a member added, removed and added again, when the projector handles it, then the member is there once from the last time', async () => {
      await spec
        .given(
          on(companyStreamId('c1'), companyCreated('c1')),
          on(companyStreamId('c1'), { type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u1', occurredAt: at } }),
          on(companyStreamId('c1'), { type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u2', occurredAt: at } }),
          on(companyStreamId('c1'), { type: 'CompanyMemberRemoved', data: { companyId: 'c1', userId: 'u1', removedById: 'u2', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await spec.thenRows('select company_id, user_id, added_on from company_members order by user_id')).toEqual([{ company_id: 'c1', user_id: 'u2', added_on: new Date(at) }]);

      await spec.given(on(companyStreamId('c1'), { type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u1', occurredAt: later } })).when(accountProjector);
      expect(await spec.thenRows('select user_id, added_on from company_members order by user_id')).toEqual([
        { user_id: 'u1', added_on: new Date(later) },
        { user_id: 'u2', added_on: new Date(at) },
      ]);
    });

    test('given a person in two companies of which one makes boards, when their memberships are read, then the companies come in the order joined and the producer profile with them', async () => {
      await spec
        .given(
          on(companyStreamId('c2'), companyCreated('c2')),
          on(companyStreamId('c1'), companyCreated('c1')),
          on(companyStreamId('c2'), { type: 'CompanyMemberAdded', data: { companyId: 'c2', userId: 'u1', occurredAt: at } }),
          on(companyStreamId('c1'), { type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u1', occurredAt: later } }),
          on(manufacturerStreamId('m2'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm2', companyId: 'c1', allowMatching: true, occurredAt: later } }),
          on(manufacturerStreamId('m9'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm9', companyId: 'c9', allowMatching: true, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await membershipsOf(spec.db, 'u1')).toEqual({ companyIds: ['c2', 'c1'], manufacturerIds: ['m2'] });
      expect(await membershipsOf(spec.db, 'nobody')).toEqual({ companyIds: [], manufacturerIds: [] });
    });

    test('given a company without addresses created and updated in one batch, when the projector handles it, then the addresses stay JSON null and the changes apply in order', async () => {
      await spec
        .given(
          on(companyStreamId('c1'), { ...companyCreated('c1'), data: { ...companyCreated('c1').data, billingAddress: null, industry: null } } as DomainEvent),
          on(companyStreamId('c1'), { type: 'CompanyUpdated', data: { companyId: 'c1', changes: { name: 'ACME Boards', foundingYear: 1999 }, occurredAt: later } }),
          on(companyStreamId('c1'), { type: 'CompanyUpdated', data: { companyId: 'c1', changes: { industry: 'Automotive', foundingYear: 2001, companySize: 'SIZE_LT_25' }, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(
        await spec.thenRows(`select name, industry, jsonb_typeof(billing_address) as billing, jsonb_typeof(shipping_address) as shipping, profile from companies`),
      ).toEqual([{ name: 'ACME Boards', industry: 'Automotive', billing: 'null', shipping: 'null', profile: { foundingYear: 2001, companySize: 'SIZE_LT_25' } }]);
    });

    test('given a stored member removed and added again in one batch, when the projector handles it, then the member is there from the last time', async () => {
      const added = (occurredAt: string): DomainEvent => ({ type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u1', occurredAt } });
      await spec.given(on(companyStreamId('c1'), added(at))).when(accountProjector);
      await spec
        .given(
          on(companyStreamId('c1'), { type: 'CompanyMemberRemoved', data: { companyId: 'c1', userId: 'u1', removedById: 'u2', occurredAt: later } }),
          on(companyStreamId('c1'), added(later)),
          on(companyStreamId('c1'), added(at)),
        )
        .when(accountProjector);
      expect(await spec.thenRows('select company_id, user_id, added_on from company_members')).toEqual([{ company_id: 'c1', user_id: 'u1', added_on: new Date(later) }]);
    });

    test('given an NDA signed, deleted and signed again in one batch, when the projector handles it, then the last signature shows', async () => {
      const signed = (fileId: string): DomainEvent => ({ type: 'CompanyNdaSigned', data: { companyId: 'c1', fileId, signedById: 'u1', locale: 'de', occurredAt: later } });
      await spec
        .given(on(companyStreamId('c1'), signed('nda-1')), on(companyStreamId('c1'), { type: 'CompanyNdaDeleted', data: { companyId: 'c1', occurredAt: later } }), on(companyStreamId('c1'), signed('nda-2')))
        .when(accountProjector);
      expect(await spec.thenRows('select company_id, file_id from company_ndas')).toEqual([{ company_id: 'c1', file_id: 'nda-2' }]);
    });

    test('given a member added, when the projector handles it twice, then the member is there once', async () => {
      const history = spec.given(on(companyStreamId('c1'), { type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u1', occurredAt: at } }));
      await history.when(accountProjector);
      await history.when(accountProjector);
      expect(await spec.thenRows('select company_id, user_id from company_members')).toEqual([{ company_id: 'c1', user_id: 'u1' }]);
    });

    test('given an NDA signed, signed again and deleted, when the projector handles each, then the latest signature shows until it is deleted', async () => {
      const signed = (fileId: string, occurredAt: string): DomainEvent => ({ type: 'CompanyNdaSigned', data: { companyId: 'c1', fileId, signedById: 'u1', locale: 'de', occurredAt } });
      await spec.given(on(companyStreamId('c1'), signed('nda-1', at)), on(companyStreamId('c1'), signed('nda-2', later))).when(accountProjector);
      expect(await spec.thenRows('select company_id, file_id, signed_by_id, locale, signed_on from company_ndas')).toEqual([
        { company_id: 'c1', file_id: 'nda-2', signed_by_id: 'u1', locale: 'de', signed_on: new Date(later) },
      ]);
      await spec.given(on(companyStreamId('c1'), { type: 'CompanyNdaDeleted', data: { companyId: 'c1', occurredAt: later } })).when(accountProjector);
      expect(await spec.thenRows('select company_id from company_ndas')).toEqual([]);
    });
  });

  describe('deleted companies', () => {
    const SETTINGS = { format: 'Excel' as const, unit: 'Mil' as const, bomColumnOrder: ['MPN' as const] };
    const member = (companyId: string, userId: string): DomainEvent => ({ type: 'CompanyMemberAdded', data: { companyId, userId, occurredAt: at } });
    const deleted = (companyId: string): DomainEvent => ({ type: 'CompanyDeleted', data: { companyId, deletedById: 'u2', occurredAt: later } });
    const history = [
      on(companyStreamId('c1'), companyCreated('c1')),
      on(companyStreamId('c1'), member('c1', 'u1')),
      on(companyStreamId('c1'), member('c1', 'u2')),
      on(companyStreamId('c1'), { type: 'CompanyUpdated', data: { companyId: 'c1', changes: { name: 'ACME Boards' }, occurredAt: at } }),
      on(companyStreamId('c1'), { type: 'CompanyNdaSigned', data: { companyId: 'c1', fileId: 'nda-1', signedById: 'u1', locale: 'en', occurredAt: at } }),
      on(companyStreamId('c1'), { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c1', settings: SETTINGS, occurredAt: at } }),
      on(userStreamId('u1'), { type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u1', settings: SETTINGS, occurredAt: at } }),
      on(companyStreamId('c2'), companyCreated('c2')),
      on(companyStreamId('c2'), member('c2', 'u3')),
      on(companyStreamId('c2'), { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c2', settings: SETTINGS, occurredAt: at } }),
    ];
    const left = async () => ({
      companies: await spec.thenRows('select id from companies order by id'),
      members: await spec.thenRows('select company_id, user_id from company_members order by company_id, user_id'),
      ndas: await spec.thenRows('select company_id from company_ndas'),
      settings: await spec.thenRows('select owner, owner_id from export_settings order by owner, owner_id'),
      deleted: await spec.thenRows('select id, name, deleted_on from deleted_companies'),
    });
    const afterDeletion = {
      companies: [{ id: 'c2' }],
      members: [{ company_id: 'c2', user_id: 'u3' }],
      ndas: [],
      settings: [
        { owner: 'company', owner_id: 'c2' },
        { owner: 'user', owner_id: 'u1' },
      ],
      deleted: [{ id: 'c1', name: 'ACME Boards', deleted_on: new Date(later) }],
    };

    test('given a company with members, an NDA and export settings, when it is deleted, then it goes with them and only its name stays; other companies and people\'s own settings stay', async () => {
      await spec.given(...history).when(accountProjector);
      await spec.given(on(companyStreamId('c1'), deleted('c1'))).when(accountProjector);
      expect(await left()).toEqual(afterDeletion);
      expect(await membershipsOf(spec.db, 'u1')).toEqual({ companyIds: [], manufacturerIds: [] });
      expect(await findCompany(spec.db, 'c1')).toBeNull();
      expect(await companyNames(spec.db, ['c1', 'c2'])).toEqual(expect.arrayContaining([{ id: 'c1', name: 'ACME Boards' }, { id: 'c2', name: 'ACME' }]));
      expect(await chatSideCompanies(spec.db, 'c1', 'm-none')).toEqual([{ side: 'Requester', id: 'c1', name: 'ACME Boards' }]);
      expect(await spec.thenRows("select list, total::int from account_counts where list = 'companies'")).toEqual([{ list: 'companies', total: 1 }]);
    });

    test('given a company created, changed and deleted in one batch, when the projector handles it, then the same is left as when it handles them one batch at a time', async () => {
      await spec.given(...history, on(companyStreamId('c1'), deleted('c1'))).when(accountProjector);
      expect(await left()).toEqual(afterDeletion);
    });

    test('given a deleted company, when the projector handles its whole history again, then nothing of it comes back', async () => {
      const all = spec.given(...history, on(companyStreamId('c1'), deleted('c1')));
      await all.when(accountProjector);
      await all.when(accountProjector);
      expect(await left()).toEqual(afterDeletion);
    });
  });

  describe('export settings', () => {
    test('given settings set for a user and a company and the user’s set again, when the projector handles them, then each owner has its latest settings', async () => {
      await spec
        .given(
          on(userStreamId('u1'), { type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u1', settings: { format: 'Excel', unit: 'Mil', bomColumnOrder: ['MPN'] }, occurredAt: at } }),
          on(companyStreamId('c1'), { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c1', settings: { format: 'CsvComma', unit: 'Inch', bomColumnOrder: ['DESIGNATOR'] }, occurredAt: at } }),
          on(userStreamId('u1'), { type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u1', settings: { format: 'CsvSemicolon', unit: 'Millimeter', bomColumnOrder: ['MPN', 'QUANTITY'] }, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await spec.thenRows('select owner, owner_id, settings from export_settings order by owner')).toEqual([
        { owner: 'company', owner_id: 'c1', settings: { format: 'CsvComma', unit: 'Inch', bomColumnOrder: ['DESIGNATOR'] } },
        { owner: 'user', owner_id: 'u1', settings: { format: 'CsvSemicolon', unit: 'Millimeter', bomColumnOrder: ['MPN', 'QUANTITY'] } },
      ]);
    });

    test('given a user’s settings reset, when the projector handles it, then only the company’s remain', async () => {
      await spec
        .given(
          on(userStreamId('u1'), { type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u1', settings: { format: 'Excel', unit: 'Mil', bomColumnOrder: ['MPN'] }, occurredAt: at } }),
          on(companyStreamId('c1'), { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c1', settings: { format: 'Excel', unit: 'Mil', bomColumnOrder: ['MPN'] }, occurredAt: at } }),
          on(userStreamId('u1'), { type: 'ExportSettingsReset', data: { owner: 'user', ownerId: 'u1', occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await spec.thenRows('select owner, owner_id from export_settings')).toEqual([{ owner: 'company', owner_id: 'c1' }]);
    });
    test('given stored settings reset and set again in one batch, when the projector handles it, then the new settings show', async () => {
      const set = (format: 'Excel' | 'CsvComma'): DomainEvent => ({ type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u1', settings: { format, unit: 'Mil', bomColumnOrder: ['MPN'] }, occurredAt: at } });
      await spec.given(on(userStreamId('u1'), set('Excel'))).when(accountProjector);
      await spec.given(on(userStreamId('u1'), { type: 'ExportSettingsReset', data: { owner: 'user', ownerId: 'u1', occurredAt: later } }), on(userStreamId('u1'), set('CsvComma'))).when(accountProjector);
      expect(await spec.thenRows('select settings from export_settings')).toEqual([{ settings: { format: 'CsvComma', unit: 'Mil', bomColumnOrder: ['MPN'] } }]);
    });
  });

  describe('manufacturers', () => {
    test('given a manufacturer created, when the projector handles it, then it is there without capabilities', async () => {
      await spec.given(on(manufacturerStreamId('m1'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm1', companyId: 'c1', allowMatching: true, occurredAt: at } })).when(accountProjector);
      expect(await spec.thenRows('select id, company_id, allow_matching, capabilities, created_on from manufacturers')).toEqual([
        { id: 'm1', company_id: 'c1', allow_matching: true, capabilities: null, created_on: new Date(at) },
      ]);
    });

    test('given capabilities set, when the projector handles them, then matching follows them and they are kept whole', async () => {
      await spec
        .given(
          on(manufacturerStreamId('m1'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm1', companyId: 'c1', allowMatching: true, occurredAt: at } }),
          on(manufacturerStreamId('m1'), { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: 'm1', capabilities, occurredAt: later } }),
        )
        .when(accountProjector);
      expect(await spec.thenRows('select allow_matching, capabilities from manufacturers')).toEqual([{ allow_matching: false, capabilities }]);
    });

    test('given capabilities set for a stored manufacturer created again in the same batch, when the projector handles it, then the first row keeps its company and takes the capabilities', async () => {
      const created = (companyId: string): DomainEvent => ({ type: 'ManufacturerCreated', data: { manufacturerId: 'm1', companyId, allowMatching: true, occurredAt: at } });
      await spec.given(on(manufacturerStreamId('m1'), created('c1'))).when(accountProjector);
      await spec
        .given(on(manufacturerStreamId('m1'), created('c2')), on(manufacturerStreamId('m1'), { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: 'm1', capabilities, occurredAt: later } }))
        .when(accountProjector);
      expect(await spec.thenRows('select company_id, allow_matching, capabilities, created_on from manufacturers')).toEqual([{ company_id: 'c1', allow_matching: false, capabilities, created_on: new Date(at) }]);
    });

    test('given a manufacturer created, when the projector handles it twice, then the first row stays', async () => {
      const history = spec.given(on(manufacturerStreamId('m1'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm1', companyId: 'c1', allowMatching: true, occurredAt: at } }));
      await history.when(accountProjector);
      await history.when(accountProjector);
      expect(await spec.thenRows('select id, company_id from manufacturers')).toEqual([{ id: 'm1', company_id: 'c1' }]);
    });
  });

  test('given users, companies, members, manufacturers, settings, NDAs and a deleted company, when the projector is reset, then every table is empty', async () => {
    await spec
      .given(
        on(userStreamId('u1'), registered('u1')),
        on(companyStreamId('c1'), companyCreated('c1')),
        on(companyStreamId('c1'), { type: 'CompanyMemberAdded', data: { companyId: 'c1', userId: 'u1', occurredAt: at } }),
        on(companyStreamId('c1'), { type: 'CompanyNdaSigned', data: { companyId: 'c1', fileId: 'f', signedById: 'u1', locale: 'en', occurredAt: at } }),
        on(userStreamId('u1'), { type: 'ExportSettingsSet', data: { owner: 'user', ownerId: 'u1', settings: { format: 'Excel', unit: 'Mil', bomColumnOrder: ['MPN'] }, occurredAt: at } }),
        on(manufacturerStreamId('m1'), { type: 'ManufacturerCreated', data: { manufacturerId: 'm1', companyId: 'c1', allowMatching: true, occurredAt: at } }),
        on(companyStreamId('c2'), companyCreated('c2')),
        on(companyStreamId('c2'), { type: 'CompanyDeleted', data: { companyId: 'c2', deletedById: 'u1', occurredAt: later } }),
      )
      .when(accountProjector);
    expect(await spec.thenRows('select id from deleted_companies')).toEqual([{ id: 'c2' }]);
    await spec.db.transaction((tx) => accountProjector.reset(tx));
    const counts = await spec.thenRows(
      `select (select count(*)::int from users) + (select count(*)::int from companies) + (select count(*)::int from company_members)
        + (select count(*)::int from company_ndas) + (select count(*)::int from export_settings) + (select count(*)::int from manufacturers)
        + (select count(*)::int from deleted_companies) as n`,
    );
    expect(counts).toEqual([{ n: 0 }]);
  });
});
