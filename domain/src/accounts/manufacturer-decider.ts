import { eventTypesOf, type Decider, type DecisionTime } from '../events/decider';
import { DomainError, ErrorCode } from '../errors';
import type { Actor } from '../ordering/actor';
import { ACCOUNT_EVENT_VERSIONS, type AccountEvent } from './account-events';
import type { ManufacturerCapabilities } from './manufacturer-inputs';

/** Events of a producer's stream (`manufacturer-<id>`). */
export type ManufacturerEvent = Extract<AccountEvent, { type: 'ManufacturerCreated' | 'ManufacturerCapabilitiesSet' }>;

export const MANUFACTURER_EVENT_VERSIONS: Record<ManufacturerEvent['type'], number> = {
  ManufacturerCreated: ACCOUNT_EVENT_VERSIONS.ManufacturerCreated,
  ManufacturerCapabilitiesSet: ACCOUNT_EVENT_VERSIONS.ManufacturerCapabilitiesSet,
};

/** What the producer rules need to know about a producer, or null before it was created. */
export type ManufacturerState = { readonly manufacturerId: string; readonly companyId: string } | null;

export type ManufacturerCommand =
  /** Makes a company a producer; `companyExists` is what the caller found about the company. */
  | { type: 'CreateManufacturer'; manufacturerId: string; companyId: string; capabilities: ManufacturerCapabilities; companyExists: boolean }
  | { type: 'UpdateManufacturerCapabilities'; manufacturerId: string; capabilities: ManufacturerCapabilities }
  /** The product itself records a producer of its demo data; recording it again changes nothing. */
  | { type: 'SeedManufacturer'; manufacturerId: string; companyId: string; capabilities: ManufacturerCapabilities };

/** Who sends the command, besides the time. */
export interface ManufacturerContext extends DecisionTime {
  /** The person acting, or null for the product itself (its demo data). */
  readonly actor: Actor | null;
}

const refuse = (code: ErrorCode, message: string): never => {
  throw new DomainError(code, message);
};

/** Only the producer itself or an admin changes a producer; checked before an upload of theirs is even read. */
export function requireMayChange(actor: Actor, manufacturerId: string): void {
  if (!actor.isAdmin && !actor.manufacturerIds.includes(manufacturerId)) refuse(ErrorCode.USER_NOT_IN_PRODUCER_COMPANY, 'Only the producer itself or an admin may change it.');
}

/** A person acting; the product itself only records demo data. */
function requirePerson(actor: Actor | null): Actor {
  return actor ?? refuse(ErrorCode.USER_NOT_AUTHORIZED, 'A person must be signed in to do this.');
}

const created = (manufacturerId: string, companyId: string, capabilities: ManufacturerCapabilities, now: string): ManufacturerEvent[] => [
  { type: 'ManufacturerCreated', data: { manufacturerId, companyId, allowMatching: capabilities.allowMatching, occurredAt: now } },
  { type: 'ManufacturerCapabilitiesSet', data: { manufacturerId, capabilities, occurredAt: now } },
];

/** Only admins make a company a producer. */
function requireAdmin(actor: Actor | null): void {
  if (!requirePerson(actor).isAdmin) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only administrators may do this.');
}

/**
 * A producer: a company that builds boards, with its capabilities. Admins make a company a producer (at most once
 * per company, which the `producerCompany` reservation decides alongside); the producer's members and admins
 * change its capabilities.
 */
export const manufacturerDecider: Decider<ManufacturerCommand, ManufacturerEvent, ManufacturerState, ManufacturerContext> = {
  category: 'manufacturer',
  eventTypes: eventTypesOf(MANUFACTURER_EVENT_VERSIONS),
  initialState: null,
  decide(state, command, { actor, now }) {
    switch (command.type) {
      case 'CreateManufacturer': {
        const { manufacturerId, companyId, capabilities } = command;
        requireAdmin(actor);
        if (state) refuse(ErrorCode.INVALID_INPUT, 'The manufacturer already exists.');
        if (!command.companyExists) refuse(ErrorCode.COMPANY_FETCH_FAILED, 'The company was not found.');
        return created(manufacturerId, companyId, capabilities, now);
      }
      case 'SeedManufacturer':
        if (actor) refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the product itself records its demo data.');
        return state ? [] : created(command.manufacturerId, command.companyId, command.capabilities, now);
      case 'UpdateManufacturerCapabilities':
        requireMayChange(requirePerson(actor), command.manufacturerId);
        if (!state) return refuse(ErrorCode.MANUFACTURER_NOT_FOUND, 'The manufacturer was not found.');
        return [{ type: 'ManufacturerCapabilitiesSet', data: { manufacturerId: state.manufacturerId, capabilities: command.capabilities, occurredAt: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ManufacturerCreated':
        return { manufacturerId: event.data.manufacturerId, companyId: event.data.companyId };
      case 'ManufacturerCapabilitiesSet':
        return state;
    }
  },
};
