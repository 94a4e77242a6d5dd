import { ErrorCode } from '../errors';
import { given } from '../testing/decider-spec';
import type { CompanyChanges, CompanyCommand, CompanyContext, CompanyEvent } from './company-decider';
import { companyDecider } from './company-decider';

const NOW = '2026-11-26T10:00:00.000Z';
const ADDRESS = { recipient: 'Neu Elektronik GmbH', country: 'DE', addressLine1: 'Hauptstraße 5', zipcode: '80331', city: 'München' };
const as = (userId: string, options: { companyIds?: string[]; isAdmin?: boolean } = {}): CompanyContext => ({
  actor: { userId, companyIds: options.companyIds ?? [], isAdmin: options.isAdmin ?? false },
  now: NOW,
});
const anna = as('u-anna', { companyIds: ['c-1'] });
const mallory = as('u-mallory');
const admin = as('u-admin', { isAdmin: true });

const create: CompanyCommand = { type: 'CreateCompany', companyId: 'c-1', company: { name: 'Neu', legalName: 'Neu Elektronik GmbH', industry: 'IndustrialElectronics', address: ADDRESS } };
const created = given(companyDecider).when(create, as('u-anna')).events();
const benAdded: CompanyEvent = { type: 'CompanyMemberAdded', data: { companyId: 'c-1', userId: 'u-ben', addedById: 'u-anna', occurredAt: NOW } };
const ndaSigned: CompanyEvent = { type: 'CompanyNdaSigned', data: { companyId: 'c-1', fileId: 'f-nda', signedById: 'u-anna', locale: 'en', occurredAt: '2026-11-26T09:59:00.000Z' } };
const sign = (legalConfirmation = true): CompanyCommand => ({ type: 'SignNda', fileId: 'f-nda', signedById: 'u-anna', locale: 'en', signedAt: '2026-11-26T09:59:00.000Z', legalConfirmation });
const SETTINGS = { format: 'Excel' as const, unit: 'Inch' as const, bomColumnOrder: ['MPN' as const, 'QUANTITY' as const] };

describe('creating a company', () => {
  it('given a person in no company, when they create one, then it is created with their address as billing and shipping address and they are its first member', () => {
    expect(created.map((event) => event.type)).toEqual(['CompanyCreated', 'CompanyMemberAdded']);
    expect(created[0]!.data).toMatchObject({ companyId: 'c-1', billingAddress: ADDRESS, shippingAddress: ADDRESS, vatNumber: null, createdById: 'u-anna', occurredAt: NOW });
    expect(given(companyDecider, ...created).state).toEqual({
      id: 'c-1',
      company: { id: 'c-1', name: 'Neu', legalName: 'Neu Elektronik GmbH', industry: 'IndustrialElectronics', billingAddress: ADDRESS, shippingAddress: ADDRESS, vatNumber: null, createdOn: NOW, profile: {} },
      memberIds: ['u-anna'],
      signedNdaFileId: null,
      exportSettings: null,
      deleted: false,
    });
  });

  it('given a member of another company, when they create one, then it is refused', () => {
    given(companyDecider)
      .when({ type: 'CreateCompany', companyId: 'c-2', company: { name: 'X', legalName: 'X GmbH', industry: 'IndustrialElectronics', address: ADDRESS } }, as('u-anna', { companyIds: ['c-1'] }))
      .thenRefuses(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY);
  });

  it('given a company, when it is created again, then it is refused', () => {
    given(companyDecider, ...created).when(create, as('u-ben')).thenRefuses(ErrorCode.COMPANY_CREATION_FAILED);
  });
});

describe('changing a company', () => {
  it('given a member, when they change it, then the change is recorded', () => {
    given(companyDecider, ...created)
      .when({ type: 'UpdateCompany', changes: { name: 'Neu 2' } }, anna)
      .then([{ type: 'CompanyUpdated', data: { companyId: 'c-1', changes: { name: 'Neu 2' }, occurredAt: NOW } }]);
  });

  it('given someone outside the company, when they change it, then it is refused; an admin may', () => {
    given(companyDecider, ...created).when({ type: 'UpdateCompany', changes: { name: 'Taken over' } }, mallory).thenRefuses(ErrorCode.USER_NOT_IN_COMPANY);
    expect(given(companyDecider, ...created).when({ type: 'UpdateCompany', changes: { name: 'Fixed by support' } }, admin).events()).toHaveLength(1);
  });

  it('given no company, when it is changed, then it is refused as not found', () => {
    given(companyDecider).when({ type: 'UpdateCompany', changes: { name: 'Ghost' } }, admin).thenRefuses(ErrorCode.COMPANY_FETCH_FAILED);
  });

  it('given a company, when changes are recorded, then its record holds only the fields sent merged over the earlier ones', () => {
    const renamed: CompanyEvent = { type: 'CompanyUpdated', data: { companyId: 'c-1', changes: { name: 'Neu 2', foundingYear: 1999 }, occurredAt: NOW } };
    const described: CompanyEvent = { type: 'CompanyUpdated', data: { companyId: 'c-1', changes: { headquarterLocation: 'München' }, occurredAt: NOW } };
    expect(given(companyDecider, ...created, renamed, described).state?.company).toMatchObject({
      name: 'Neu 2',
      legalName: 'Neu Elektronik GmbH',
      billingAddress: ADDRESS,
      profile: { foundingYear: 1999, headquarterLocation: 'München' },
    });
  });

  it('given a member, when they change the logo, then its path is recorded with the change', () => {
    const changes: CompanyChanges = { logoPath: '/images/f-logo' };
    given(companyDecider, ...created).when({ type: 'UpdateCompany', changes }, anna).then([{ type: 'CompanyUpdated', data: { companyId: 'c-1', changes, occurredAt: NOW } }]);
  });
});

describe('members', () => {
  it('given a person in no company, when a member adds them, then they become a member', () => {
    const events = given(companyDecider, ...created).when({ type: 'AddMember', person: { userId: 'u-ben', companyIds: [] } }, anna).events();
    expect(events).toEqual([benAdded]);
    expect(given(companyDecider, ...created, ...events).state).toMatchObject({ memberIds: ['u-anna', 'u-ben'] });
  });

  it('given an unknown person, a member, or a member of another company, when added, then each is refused with its own code', () => {
    const company = given(companyDecider, ...created);
    company.when({ type: 'AddMember', person: null }, anna).thenRefuses(ErrorCode.USER_NOT_FOUND);
    company.when({ type: 'AddMember', person: { userId: 'u-anna', companyIds: ['c-1'] } }, anna).thenRefuses(ErrorCode.USER_ALREADY_MEMBER_OF_COMPANY);
    company.when({ type: 'AddMember', person: { userId: 'u-carl', companyIds: ['c-9'] } }, anna).thenRefuses(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY);
  });

  it('given someone outside the company, when they add a person, then it is refused', () => {
    given(companyDecider, ...created).when({ type: 'AddMember', person: { userId: 'u-ben', companyIds: [] } }, mallory).thenRefuses(ErrorCode.USER_NOT_IN_COMPANY);
  });

  it('given two members, when one is removed, then one stays; the last member cannot be removed', () => {
    const removal = given(companyDecider, ...created, benAdded).when({ type: 'RemoveMember', userId: 'u-ben' }, anna).events();
    expect(removal).toEqual([{ type: 'CompanyMemberRemoved', data: { companyId: 'c-1', userId: 'u-ben', removedById: 'u-anna', occurredAt: NOW } }]);
    const after = given(companyDecider, ...created, benAdded, ...removal);
    expect(after.state).toMatchObject({ memberIds: ['u-anna'] });
    after.when({ type: 'RemoveMember', userId: 'u-anna' }, anna).thenRefuses(ErrorCode.LAST_MEMBER_DELETION_ERROR);
  });

  it('given a person who is not a member, when removed, then it is refused as not found', () => {
    given(companyDecider, ...created).when({ type: 'RemoveMember', userId: 'u-nobody' }, anna).thenRefuses(ErrorCode.USER_NOT_FOUND);
  });
});

describe('the NDA', () => {
  it('given a member, when they sign with the legal confirmation, then the NDA is signed at the time printed on it', () => {
    given(companyDecider, ...created).when(sign(), anna).then([ndaSigned]);
    expect(given(companyDecider, ...created, ndaSigned).state?.signedNdaFileId).toBe('f-nda');
  });

  it('given a member, when they sign without the legal confirmation, then it is refused', () => {
    given(companyDecider, ...created).when(sign(false), anna).thenRefuses(ErrorCode.INVALID_INPUT);
  });

  it('given someone outside the company or an admin, when they sign, then it is refused', () => {
    given(companyDecider, ...created).when(sign(), mallory).thenRefuses(ErrorCode.USER_NOT_IN_COMPANY);
    given(companyDecider, ...created).when(sign(), admin).thenRefuses(ErrorCode.USER_NOT_IN_COMPANY);
  });

  it('given a signed NDA, when a member deletes it with confirmation, then it is deleted and a second deletion is refused', () => {
    given(companyDecider, ...created, ndaSigned).when({ type: 'DeleteNda', confirmed: true }, anna).then([{ type: 'CompanyNdaDeleted', data: { companyId: 'c-1', occurredAt: NOW } }]);
    const deleted: CompanyEvent = { type: 'CompanyNdaDeleted', data: { companyId: 'c-1', occurredAt: NOW } };
    given(companyDecider, ...created, ndaSigned, deleted).when({ type: 'DeleteNda', confirmed: true }, anna).thenRefuses(ErrorCode.RESOURCE_DELETION_FAILED);
  });

  it('given no signed NDA, when it is deleted, then it is refused', () => {
    given(companyDecider, ...created).when({ type: 'DeleteNda', confirmed: true }, anna).thenRefuses(ErrorCode.RESOURCE_DELETION_FAILED);
  });

  it('given a signed NDA, when it is deleted without confirmation or by someone outside the company, then it is refused', () => {
    given(companyDecider, ...created, ndaSigned).when({ type: 'DeleteNda', confirmed: false }, anna).thenRefuses(ErrorCode.INVALID_INPUT);
    given(companyDecider, ...created, ndaSigned).when({ type: 'DeleteNda', confirmed: true }, mallory).thenRefuses(ErrorCode.USER_NOT_IN_COMPANY);
  });
});

describe('export settings of a company', () => {
  it('given a member, when they set or reset the export settings, then the company\'s settings are recorded', () => {
    given(companyDecider, ...created)
      .when({ type: 'SetExportSettings', settings: SETTINGS }, anna)
      .then([{ type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c-1', settings: SETTINGS, occurredAt: NOW } }]);
    given(companyDecider, ...created).when({ type: 'ResetExportSettings' }, anna).then([{ type: 'ExportSettingsReset', data: { owner: 'company', ownerId: 'c-1', occurredAt: NOW } }]);
  });

  it('given settings set and then reset, then the company holds the settings set, and none after the reset', () => {
    const set: CompanyEvent = { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c-1', settings: SETTINGS, occurredAt: NOW } };
    const reset: CompanyEvent = { type: 'ExportSettingsReset', data: { owner: 'company', ownerId: 'c-1', occurredAt: NOW } };
    expect(given(companyDecider, ...created, set).state?.exportSettings).toEqual(SETTINGS);
    expect(given(companyDecider, ...created, set, reset).state?.exportSettings).toBeNull();
  });

  it('given someone outside the company, when they set the export settings, then it is refused; an admin may', () => {
    given(companyDecider, ...created).when({ type: 'SetExportSettings', settings: SETTINGS }, mallory).thenRefuses(ErrorCode.USER_NOT_IN_COMPANY);
    given(companyDecider, ...created).when({ type: 'ResetExportSettings' }, admin).then([{ type: 'ExportSettingsReset', data: { owner: 'company', ownerId: 'c-1', occurredAt: NOW } }]);
  });
});

describe('deleting a company', () => {
  const deletion = (options: Partial<Extract<CompanyCommand, { type: 'DeleteCompany' }>> = {}): CompanyCommand => ({ type: 'DeleteCompany', confirmed: true, isProducer: false, runningRequests: 0, ...options });
  const deleted: CompanyEvent = { type: 'CompanyDeleted', data: { companyId: 'c-1', deletedById: 'u-ben', occurredAt: NOW } };
  const ben = as('u-ben', { companyIds: ['c-1'] });
  const set: CompanyEvent = { type: 'ExportSettingsSet', data: { owner: 'company', ownerId: 'c-1', settings: SETTINGS, occurredAt: NOW } };

  it('given a company with two members, when one of them deletes it with confirmation, then it is deleted with its members, NDA and settings', () => {
    given(companyDecider, ...created, benAdded, ndaSigned, set).when(deletion(), ben).then([deleted]);
    expect(given(companyDecider, ...created, benAdded, ndaSigned, set, deleted).state).toMatchObject({ id: 'c-1', memberIds: [], signedNdaFileId: null, exportSettings: null, deleted: true });
  });

  it('given a company, when someone outside it or an admin who is no member deletes it, then it is refused as not theirs', () => {
    given(companyDecider, ...created).when(deletion(), mallory).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
    given(companyDecider, ...created).when(deletion(), admin).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
    given(companyDecider, ...created).when(deletion(), { actor: null, now: NOW }).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
  });

  it('given no company, when it is deleted, then it is refused as not found', () => {
    given(companyDecider).when(deletion(), anna).thenRefuses(ErrorCode.COMPANY_FETCH_FAILED);
  });

  it('given a company, when a member deletes it without confirmation, then it is refused', () => {
    given(companyDecider, ...created).when(deletion({ confirmed: false }), anna).thenRefuses(ErrorCode.INVALID_INPUT);
  });

  it('given a company that runs a producer, when a member deletes it, then it is refused as removed by the marketplace', () => {
    given(companyDecider, ...created).when(deletion({ isProducer: true }), anna).thenRefuses(ErrorCode.RESOURCE_DELETION_FAILED, { reason: 'PRODUCER' });
    given(companyDecider, ...created).when(deletion({ isProducer: true, runningRequests: 2 }), anna).thenRefuses(ErrorCode.RESOURCE_DELETION_FAILED, { reason: 'PRODUCER' });
  });

  it('given requests placed as the company still running, when a member deletes it, then it is refused until they are finished or withdrawn', () => {
    given(companyDecider, ...created).when(deletion({ runningRequests: 2 }), anna).thenRefuses(ErrorCode.RESOURCE_DELETION_FAILED, { reason: 'RUNNING_REQUESTS', runningRequests: 2 });
  });

  it('given a deleted company, when any later command comes, then it is refused as not found', () => {
    const company = given(companyDecider, ...created, benAdded, deleted);
    const later: CompanyCommand[] = [
      deletion(),
      { type: 'UpdateCompany', changes: { name: 'Back again' } },
      { type: 'AddMember', person: { userId: 'u-carl', companyIds: [] } },
      { type: 'RemoveMember', userId: 'u-ben' },
      sign(),
      { type: 'DeleteNda', confirmed: true },
      { type: 'SetExportSettings', settings: SETTINGS },
      { type: 'ResetExportSettings' },
    ];
    for (const command of later) company.when(command, anna).thenRefuses(ErrorCode.COMPANY_FETCH_FAILED);
    company.when(create, as('u-carl')).thenRefuses(ErrorCode.COMPANY_CREATION_FAILED);
  });

  it('given a deleted demo company, when the product seeds its demo data again, then it stays deleted', () => {
    given(companyDecider, ...created, deleted).when({ type: 'SeedCompany', companyId: 'c-1', company: create.company, memberId: 'u-anna' }, { actor: null, now: NOW }).then([]);
  });
});

describe('the demo companies the product records itself', () => {
  const company = { name: 'Neu', legalName: 'Neu Elektronik GmbH', industry: 'IndustrialElectronics' as const, address: ADDRESS };
  const seed: CompanyCommand = { type: 'SeedCompany', companyId: 'c-1', company, memberId: 'u-anna' };
  const product: CompanyContext = { actor: null, now: NOW };

  it('given no company, when the product seeds it, then it is created with its member and no creator', () => {
    const events = given(companyDecider).when(seed, product).events();
    expect(events.map((event) => event.type)).toEqual(['CompanyCreated', 'CompanyMemberAdded']);
    expect(events[0].data).toMatchObject({ companyId: 'c-1', createdById: null });
    expect(events[1].data).toEqual({ companyId: 'c-1', userId: 'u-anna', addedById: null, occurredAt: NOW });
  });

  it('given the seeded company, when the product seeds it again, then nothing changes', () => {
    given(companyDecider, ...created).when(seed, product).then([]);
  });

  it('given a person, when they send the seed command, then it is refused', () => {
    given(companyDecider).when(seed, anna).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
  });

  it('given no person, when a company is to be created or changed, then it is refused', () => {
    given(companyDecider).when(create, product).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
    given(companyDecider, ...created).when({ type: 'ResetExportSettings' }, product).thenRefuses(ErrorCode.USER_NOT_AUTHORIZED);
  });
});
