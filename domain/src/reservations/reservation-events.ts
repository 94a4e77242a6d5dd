import { streamIdIn } from '../events/stream-categories';

/**
 * Events of a reservation stream (`reservation-<key>`): a name that must be unique across the product, held by
 * the one owner that reserved it first. Internal to the command side; never published.
 */
export type ReservationEvent = { type: 'NameReserved'; data: { key: string; ownerId: string; occurredAt: string } };

export const RESERVATION_EVENT_VERSIONS: Record<ReservationEvent['type'], number> = { NameReserved: 1 };

/** The kinds of unique names, each with the refusal a second owner gets. */
export const RESERVATION_KINDS = {
  /** A white-label shop's hostname: one shop per hostname. */
  shopHostname: 'A shop already has that hostname.',
  /** A company that is a producer: one manufacturer profile per company. */
  producerCompany: 'The company is already a producer.',
  /** An order's id, held by its super order: how a command on an order finds the stream it belongs to. */
  order: 'Could not create order.',
} as const;
export type ReservationKind = keyof typeof RESERVATION_KINDS;

/** The key of a unique name: its kind and the name, `shopHostname:green-boards.example`. */
export const reservationKey = (kind: ReservationKind, name: string): string => `${kind}:${name}`;

/** The kind a reservation key is of, or null for a key of no known kind. */
export function kindOfReservation(key: string): ReservationKind | null {
  const kind = key.slice(0, key.indexOf(':'));
  return Object.prototype.hasOwnProperty.call(RESERVATION_KINDS, kind) ? (kind as ReservationKind) : null;
}

/** The reservation of a shop's hostname; hostnames are compared in lower case. */
export const shopHostnameReservation = (hostname: string): string => reservationKey('shopHostname', hostname.trim().toLowerCase());

/** The reservation that makes a company a producer at most once. */
export const producerCompanyReservation = (companyId: string): string => reservationKey('producerCompany', companyId);

/** The reservation that ties an order to its super order. */
export const orderReservation = (orderId: string): string => reservationKey('order', orderId);

export const reservationStreamId = (key: string) => streamIdIn('reservation', key);
