import { DomainError, ErrorCode } from '../errors';
import type { CompanyCreationInput, CompanyUpdateInput } from './account-inputs';
import type { AccountEvent } from './account-events';

/** What the company rules need to know about a company. */
export interface CompanyState {
  readonly id: string;
  readonly memberIds: readonly string[];
}

/** Applies a company event. */
export function evolveCompany(state: CompanyState | null, event: AccountEvent): CompanyState | null {
  switch (event.type) {
    case 'CompanyCreated':
      return { id: event.data.companyId, memberIds: [] };
    case 'CompanyMemberAdded':
      return state && { ...state, memberIds: [...state.memberIds, event.data.userId] };
    case 'CompanyMemberRemoved':
      return state && { ...state, memberIds: state.memberIds.filter((id) => id !== event.data.userId) };
    default:
      return state;
  }
}

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/** Creating a company makes its creator the first member; a member of another company cannot. */
export function decideCreateCompany(companyId: string, input: CompanyCreationInput, actorId: string, actorCompanyIds: readonly string[], now: string): AccountEvent[] {
  if (actorCompanyIds.length > 0) refuse(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY, 'You are already a member of a company.');
  return [
    {
      type: 'CompanyCreated',
      data: {
        companyId,
        name: input.name,
        legalName: input.legalName,
        industry: input.industry,
        billingAddress: input.address,
        shippingAddress: input.address,
        vatNumber: input.vatNumber || null,
        createdById: actorId,
        occurredAt: now,
      },
    },
    { type: 'CompanyMemberAdded', data: { companyId, userId: actorId, addedById: actorId, occurredAt: now } },
  ];
}

function requireMember(state: CompanyState | null, actorId: string, isAdmin: boolean): CompanyState {
  if (!state) return refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
  if (!isAdmin && !state.memberIds.includes(actorId)) refuse(ErrorCode.USER_NOT_IN_COMPANY, 'Only members of the company may do this.');
  return state;
}

/** Members (and admins) change their company. */
export function decideUpdateCompany(state: CompanyState | null, changes: CompanyUpdateInput, actorId: string, isAdmin: boolean, now: string): AccountEvent[] {
  const company = requireMember(state, actorId, isAdmin);
  return [{ type: 'CompanyUpdated', data: { companyId: company.id, changes, occurredAt: now } }];
}

/** A member adds a person who is in no company yet. */
export function decideAddMember(
  state: CompanyState | null,
  person: { userId: string; companyIds: readonly string[] } | null,
  actorId: string,
  isAdmin: boolean,
  now: string,
): AccountEvent[] {
  const company = requireMember(state, actorId, isAdmin);
  if (!person) return refuse(ErrorCode.USER_NOT_FOUND, 'No user with that email or username was found.');
  if (company.memberIds.includes(person.userId)) refuse(ErrorCode.USER_ALREADY_MEMBER_OF_COMPANY, 'The user is already a member of this company.');
  if (person.companyIds.length > 0) refuse(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY, 'The user is already a member of another company.');
  return [{ type: 'CompanyMemberAdded', data: { companyId: company.id, userId: person.userId, addedById: actorId, occurredAt: now } }];
}

/** A member removes a member; the last member stays. */
export function decideRemoveMember(state: CompanyState | null, userId: string, actorId: string, isAdmin: boolean, now: string): AccountEvent[] {
  const company = requireMember(state, actorId, isAdmin);
  if (!company.memberIds.includes(userId)) refuse(ErrorCode.USER_NOT_FOUND, 'The user is not a member of this company.');
  if (company.memberIds.length <= 1) refuse(ErrorCode.LAST_MEMBER_DELETION_ERROR, 'The last member of a company cannot be removed.');
  return [{ type: 'CompanyMemberRemoved', data: { companyId: company.id, userId, removedById: actorId, occurredAt: now } }];
}
