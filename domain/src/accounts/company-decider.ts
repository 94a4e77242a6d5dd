import { DomainError, ErrorCode } from '../errors';
import type { Decider, DecisionTime } from '../events/decider';
import type { Actor } from '../ordering/actor';
import type { AccountEvent } from './account-events';
import type { CompanyCreationInput, CompanyUpdateInput } from './account-inputs';
import { withCompanyChanges, type CompanyRecord } from './account-records';
import type { CompanyDeletionBlock, Locale } from './account-vocabulary';
import type { ExportSettings } from './export-settings';

/** The events of a company's stream (`company-<id>`): the company, its members, its NDA and its export settings. */
export type CompanyEvent = Extract<
  AccountEvent,
  {
    type:
      | 'CompanyCreated'
      | 'CompanyUpdated'
      | 'CompanyMemberAdded'
      | 'CompanyMemberRemoved'
      | 'CompanyNdaSigned'
      | 'CompanyNdaDeleted'
      | 'ExportSettingsSet'
      | 'ExportSettingsReset'
      | 'CompanyDeleted';
  }
>;

export const COMPANY_EVENT_TYPES: readonly CompanyEvent['type'][] = [
  'CompanyCreated',
  'CompanyUpdated',
  'CompanyMemberAdded',
  'CompanyMemberRemoved',
  'CompanyNdaSigned',
  'CompanyNdaDeleted',
  'ExportSettingsSet',
  'ExportSettingsReset',
  'CompanyDeleted',
];

/** A company as its stream records it; null before it is created. The answer to a change is read from here. */
export type CompanyState = {
  readonly id: string;
  readonly company: CompanyRecord;
  /** Its members, in the order they joined. */
  readonly memberIds: readonly string[];
  /** The file of the NDA signed for the company, or null when none is signed. */
  readonly signedNdaFileId: string | null;
  /** The company's export settings, or null when none are set. */
  readonly exportSettings: ExportSettings | null;
  /** Whether a member deleted it: it then has no members, NDA or settings, and takes no more commands. */
  readonly deleted: boolean;
} | null;

/** The changes to a company; the paths of a new logo or heading image travel with them. */
export type CompanyChanges = CompanyUpdateInput & { readonly logoPath?: string; readonly headingPath?: string };

export type CompanyCommand =
  | { readonly type: 'CreateCompany'; readonly companyId: string; readonly company: CompanyCreationInput }
  /** The product itself records a company of its demo data with its member; recording it again changes nothing. */
  | { readonly type: 'SeedCompany'; readonly companyId: string; readonly company: CompanyCreationInput; readonly memberId: string }
  | { readonly type: 'UpdateCompany'; readonly changes: CompanyChanges }
  /** `person` is who was found by email or username, with the companies they are in; null when nobody was found. */
  | { readonly type: 'AddMember'; readonly person: { readonly userId: string; readonly companyIds: readonly string[] } | null }
  | { readonly type: 'RemoveMember'; readonly userId: string }
  /** `signedAt` is the signing time printed on the signed document. */
  | { readonly type: 'SignNda'; readonly fileId: string; readonly signedById: string; readonly locale: Locale; readonly signedAt: string; readonly legalConfirmation: boolean }
  | { readonly type: 'DeleteNda'; readonly confirmed: boolean }
  | { readonly type: 'SetExportSettings'; readonly settings: ExportSettings }
  | { readonly type: 'ResetExportSettings' }
  /**
   * Needs `confirmed`. `isProducer` says whether the company runs a producer, `runningRequests` how many requests placed
   * as the company have an order still running; both are read from the read models.
   */
  | { readonly type: 'DeleteCompany'; readonly confirmed: boolean; readonly isProducer: boolean; readonly runningRequests: number };

/** The person a company command comes from. */
export interface CompanyContext extends DecisionTime {
  /** The person acting, or null for the product itself (its demo data). */
  readonly actor: Pick<Actor, 'userId' | 'companyIds' | 'isAdmin'> | null;
}

const refuse = (code: ErrorCode, message: string, details?: Record<string, unknown>): never => {
  throw new DomainError(code, message, details);
};

/** A person acting; the product itself only records demo data. */
function requirePerson(actor: CompanyContext['actor']): NonNullable<CompanyContext['actor']> {
  return actor ?? refuse(ErrorCode.USER_NOT_AUTHORIZED, 'A person must be signed in to do this.');
}

function created(companyId: string, company: CompanyCreationInput, createdById: string | null, memberId: string, now: string): CompanyEvent[] {
  return [
    {
      type: 'CompanyCreated',
      data: {
        companyId,
        name: company.name,
        legalName: company.legalName,
        industry: company.industry,
        billingAddress: company.address,
        shippingAddress: company.address,
        vatNumber: company.vatNumber || null,
        createdById,
        occurredAt: now,
      },
    },
    { type: 'CompanyMemberAdded', data: { companyId, userId: memberId, addedById: createdById, occurredAt: now } },
  ];
}

/** The company, unless there is none or it was deleted. */
function requireExisting(state: CompanyState): NonNullable<CompanyState> {
  return state && !state.deleted ? state : refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
}

/** Members (and admins) act on their company. */
function requireMember(maybeState: CompanyState, maybeActor: CompanyContext['actor']): NonNullable<CompanyState> {
  const actor = requirePerson(maybeActor);
  const state = requireExisting(maybeState);
  if (!actor.isAdmin && !state.memberIds.includes(actor.userId)) refuse(ErrorCode.USER_NOT_IN_COMPANY, 'Only members of the company may do this.');
  return state;
}

function decide(state: CompanyState, command: CompanyCommand, { actor, now }: CompanyContext): CompanyEvent[] {
  switch (command.type) {
    case 'CreateCompany': {
      // Creating a company makes its creator the first member; a member of another company cannot.
      const person = requirePerson(actor);
      if (state) refuse(ErrorCode.COMPANY_CREATION_FAILED, 'The company already exists.');
      if (person.companyIds.length > 0) refuse(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY, 'You are already a member of a company.');
      return created(command.companyId, command.company, person.userId, person.userId, now);
    }
    case 'SeedCompany':
      if (actor) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the product itself records its demo data.');
      return state ? [] : created(command.companyId, command.company, null, command.memberId, now);
    case 'UpdateCompany': {
      const company = requireMember(state, actor);
      return [{ type: 'CompanyUpdated', data: { companyId: company.id, changes: command.changes, occurredAt: now } }];
    }
    case 'AddMember': {
      // A member adds a person who is in no company yet.
      const company = requireMember(state, actor);
      const { person } = command;
      if (!person) return refuse(ErrorCode.USER_NOT_FOUND, 'No user with that email or username was found.');
      if (company.memberIds.includes(person.userId)) refuse(ErrorCode.USER_ALREADY_MEMBER_OF_COMPANY, 'The user is already a member of this company.');
      if (person.companyIds.length > 0) refuse(ErrorCode.USER_ALREADY_MEMBER_OF_ANOTHER_COMPANY, 'The user is already a member of another company.');
      return [{ type: 'CompanyMemberAdded', data: { companyId: company.id, userId: person.userId, addedById: requirePerson(actor).userId, occurredAt: now } }];
    }
    case 'RemoveMember': {
      // A member removes a member; the last member stays.
      const company = requireMember(state, actor);
      if (!company.memberIds.includes(command.userId)) refuse(ErrorCode.USER_NOT_FOUND, 'The user is not a member of this company.');
      if (company.memberIds.length <= 1) refuse(ErrorCode.LAST_MEMBER_DELETION_ERROR, 'The last member of a company cannot be removed.');
      return [{ type: 'CompanyMemberRemoved', data: { companyId: company.id, userId: command.userId, removedById: requirePerson(actor).userId, occurredAt: now } }];
    }
    case 'SignNda': {
      // Only a member signs for the company, confirming they are authorised to; an admin does not sign for others.
      const company = requireExisting(state);
      if (!company.memberIds.includes(requirePerson(actor).userId)) refuse(ErrorCode.USER_NOT_IN_COMPANY, 'Only a member of the company may sign its NDA.');
      if (!command.legalConfirmation) refuse(ErrorCode.INVALID_INPUT, 'Please confirm that you may sign for the company.');
      return [{ type: 'CompanyNdaSigned', data: { companyId: company.id, fileId: command.fileId, signedById: command.signedById, locale: command.locale, occurredAt: command.signedAt } }];
    }
    case 'DeleteNda': {
      const company = requireMember(state, actor);
      if (!command.confirmed) refuse(ErrorCode.INVALID_INPUT, 'Please confirm the deletion.');
      if (!company.signedNdaFileId) refuse(ErrorCode.RESOURCE_DELETION_FAILED, 'The company has no signed NDA.');
      return [{ type: 'CompanyNdaDeleted', data: { companyId: company.id, occurredAt: now } }];
    }
    case 'SetExportSettings': {
      const company = requireMember(state, actor);
      return [{ type: 'ExportSettingsSet', data: { owner: 'company', ownerId: company.id, settings: command.settings, occurredAt: now } }];
    }
    case 'ResetExportSettings': {
      const company = requireMember(state, actor);
      return [{ type: 'ExportSettingsReset', data: { owner: 'company', ownerId: company.id, occurredAt: now } }];
    }
    case 'DeleteCompany': {
      // Only a member deletes the company, an admin not for others; a producer's company and one with running requests stay.
      const person = requirePerson(actor);
      const company = requireExisting(state);
      if (!company.memberIds.includes(person.userId)) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only members of the company may delete it.');
      if (!command.confirmed) refuse(ErrorCode.INVALID_INPUT, 'Please confirm the deletion.');
      if (command.isProducer) {
        refuse(ErrorCode.RESOURCE_DELETION_FAILED, "A producer's company is removed by the marketplace, not by its members.", { reason: 'PRODUCER' satisfies CompanyDeletionBlock });
      }
      if (command.runningRequests > 0) {
        refuse(ErrorCode.RESOURCE_DELETION_FAILED, 'Requests placed as the company are still running; they must be finished or withdrawn first.', {
          reason: 'RUNNING_REQUESTS' satisfies CompanyDeletionBlock,
          runningRequests: command.runningRequests,
        });
      }
      return [{ type: 'CompanyDeleted', data: { companyId: company.id, deletedById: person.userId, occurredAt: now } }];
    }
  }
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyCreated': {
      const { companyId, name, legalName, industry, billingAddress, shippingAddress, vatNumber, occurredAt } = event.data;
      const company: CompanyRecord = { id: companyId, name, legalName, industry, billingAddress, shippingAddress, vatNumber, createdOn: occurredAt, profile: {} };
      return { id: companyId, company, memberIds: [], signedNdaFileId: null, exportSettings: null, deleted: false };
    }
    case 'CompanyUpdated':
      return state && { ...state, company: withCompanyChanges(state.company, event.data.changes) };
    case 'CompanyMemberAdded':
      return state && { ...state, memberIds: [...state.memberIds, event.data.userId] };
    case 'CompanyMemberRemoved':
      return state && { ...state, memberIds: state.memberIds.filter((id) => id !== event.data.userId) };
    case 'CompanyNdaSigned':
      return state && { ...state, signedNdaFileId: event.data.fileId };
    case 'CompanyNdaDeleted':
      return state && { ...state, signedNdaFileId: null };
    case 'ExportSettingsSet':
      return state && { ...state, exportSettings: event.data.settings };
    case 'ExportSettingsReset':
      return state && { ...state, exportSettings: null };
    case 'CompanyDeleted':
      return state && { ...state, memberIds: [], signedNdaFileId: null, exportSettings: null, deleted: true };
    default:
      return state;
  }
}

/**
 * A company: created by a person in no company, who becomes its first member. Members (and admins) change it,
 * add people who are in no company yet, remove members but never the last, and set its export settings; a
 * member signs its NDA, and members delete the signed NDA. A member may delete the company itself, unless it runs
 * a producer or requests placed as it are still running; a deleted company takes no more commands.
 */
export const companyDecider: Decider<CompanyCommand, CompanyEvent, CompanyState, CompanyContext> = {
  category: 'company',
  eventTypes: COMPANY_EVENT_TYPES,
  initialState: null,
  decide,
  evolve,
};
