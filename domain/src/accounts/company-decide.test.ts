import { DomainError, ErrorCode } from '../errors';
import type { AccountEvent } from './account-events';
import { decideAddMember, decideCreateCompany, decideRemoveMember, decideUpdateCompany, evolveCompany, type CompanyState } from './company-decide';

const NOW = '2026-11-26T10:00:00.000Z';
const ADDRESS = { recipient: 'Neu Elektronik GmbH', country: 'DE', addressLine1: 'Hauptstraße 5', zipcode: '80331', city: 'München' };
const stateAfter = (events: readonly AccountEvent[]): CompanyState | null => events.reduce<CompanyState | null>(evolveCompany, null);
const refusal = (decide: () => unknown): ErrorCode | undefined => {
  try {
    decide();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return undefined;
};
const created = (by = 'u-anna') => decideCreateCompany('c-1', { name: 'Neu', legalName: 'Neu Elektronik GmbH', industry: 'IndustrialElectronics', address: ADDRESS }, by, [], NOW);

describe('creating a company', () => {
  it('given a person in no company, when they create one, then it is created with their address as billing and shipping address and they are its first member', () => {
    const events = created();
    expect(events.map((event) => event.type)).toEqual(['CompanyCreated', 'CompanyMemberAdded']);
    expect(events[0]!.data).toMatchObject({ companyId: 'c-1', billingAddress: ADDRESS, shippingAddress: ADDRESS, vatNumber: null, createdById: 'u-anna', occurredAt: NOW });
    expect(stateAfter(events)).toEqual({ id: 'c-1', memberIds: ['u-anna'] });
  });

  it('given a member of another company, when they create one, then it is refused', () => {
    expect(refusal(() => decideCreateCompany('c-2', { name: 'X', legalName: 'X GmbH', industry: 'IndustrialElectronics', address: ADDRESS }, 'u-anna', ['c-1'], NOW))).toBe(
      ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY,
    );
  });
});

describe('changing a company', () => {
  const company = stateAfter(created());

  it('given a member, when they change it, then the change is recorded', () => {
    expect(decideUpdateCompany(company, { name: 'Neu 2' }, 'u-anna', false, NOW)).toEqual([{ type: 'CompanyUpdated', data: { companyId: 'c-1', changes: { name: 'Neu 2' }, occurredAt: NOW } }]);
  });

  it('given someone outside the company, when they change it, then it is refused; an admin may', () => {
    expect(refusal(() => decideUpdateCompany(company, { name: 'Taken over' }, 'u-mallory', false, NOW))).toBe(ErrorCode.USER_NOT_IN_COMPANY);
    expect(decideUpdateCompany(company, { name: 'Fixed by support' }, 'u-admin', true, NOW)).toHaveLength(1);
  });

  it('given no company, when it is changed, then it is refused as not found', () => {
    expect(refusal(() => decideUpdateCompany(null, { name: 'Ghost' }, 'u-anna', true, NOW))).toBe(ErrorCode.COMPANY_FETCH_FAILED);
  });
});

describe('members', () => {
  const company = stateAfter(created());

  it('given a person in no company, when a member adds them, then they become a member', () => {
    const events = decideAddMember(company, { userId: 'u-ben', companyIds: [] }, 'u-anna', false, NOW);
    expect(stateAfter([...created(), ...events])).toEqual({ id: 'c-1', memberIds: ['u-anna', 'u-ben'] });
  });

  it('given an unknown person, a member, or a member of another company, when added, then each is refused with its own code', () => {
    expect(refusal(() => decideAddMember(company, null, 'u-anna', false, NOW))).toBe(ErrorCode.USER_NOT_FOUND);
    expect(refusal(() => decideAddMember(company, { userId: 'u-anna', companyIds: ['c-1'] }, 'u-anna', false, NOW))).toBe(ErrorCode.USER_ALREADY_MEMBER_OF_COMPANY);
    expect(refusal(() => decideAddMember(company, { userId: 'u-carl', companyIds: ['c-9'] }, 'u-anna', false, NOW))).toBe(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY);
  });

  it('given someone outside the company, when they add a person, then it is refused', () => {
    expect(refusal(() => decideAddMember(company, { userId: 'u-ben', companyIds: [] }, 'u-mallory', false, NOW))).toBe(ErrorCode.USER_NOT_IN_COMPANY);
  });

  it('given two members, when one is removed, then one stays; the last member cannot be removed', () => {
    const history = [...created(), ...decideAddMember(company, { userId: 'u-ben', companyIds: [] }, 'u-anna', false, NOW)];
    const removal = decideRemoveMember(stateAfter(history), 'u-ben', 'u-anna', false, NOW);
    const after = stateAfter([...history, ...removal]);
    expect(after).toEqual({ id: 'c-1', memberIds: ['u-anna'] });
    expect(refusal(() => decideRemoveMember(after, 'u-anna', 'u-anna', false, NOW))).toBe(ErrorCode.LAST_MEMBER_DELETION_ERROR);
  });

  it('given a person who is not a member, when removed, then it is refused as not found', () => {
    expect(refusal(() => decideRemoveMember(company, 'u-nobody', 'u-anna', false, NOW))).toBe(ErrorCode.USER_NOT_FOUND);
  });
});
