import { eventTypesOf, type Decider, type DecisionTime } from '../events/decider';
import { DomainError, ErrorCode } from '../errors';
import { kindOfReservation, RESERVATION_EVENT_VERSIONS, RESERVATION_KINDS, type ReservationEvent } from './reservation-events';

/** Who holds a unique name, or null while it is free. */
export type ReservationState = { readonly key: string; readonly ownerId: string } | null;

/** Reserves a unique name for an owner (a shop, a manufacturer); reserving it again for the same owner changes nothing. */
export type ReservationCommand = { type: 'Reserve'; key: string; ownerId: string };

/**
 * A unique name (a shop's hostname, the company of a producer). Its stream id is the reservation key, so two
 * commands that want the same name write to the same stream, and only the first of them succeeds.
 */
export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState, DecisionTime> = {
  category: 'reservation',
  eventTypes: eventTypesOf(RESERVATION_EVENT_VERSIONS),
  initialState: null,
  decide(state, command, { now }) {
    if (state?.ownerId === command.ownerId) return [];
    if (state) {
      const kind = kindOfReservation(command.key);
      throw new DomainError(ErrorCode.INVALID_INPUT, kind ? RESERVATION_KINDS[kind] : 'The name is already taken.');
    }
    return [{ type: 'NameReserved', data: { key: command.key, ownerId: command.ownerId, occurredAt: now } }];
  },
  evolve(_state, event) {
    return { key: event.data.key, ownerId: event.data.ownerId };
  },
};
