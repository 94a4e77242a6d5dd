import type { ManufacturerCapabilities } from '../accounts/manufacturer-inputs';
import type { Certificate, OrderType, Service } from '../ordering/vocabulary';
import type { GeoPoint } from './geo-distance';
import type { PartSize } from './package-geometry';

export interface Dimensions {
  readonly long: number;
  readonly short: number;
  readonly height: number;
}

export interface SizeRange {
  readonly min: Dimensions;
  readonly max: Dimensions;
}

/** A producer as matching sees it: its capabilities and where its headquarters and factories are. */
export interface CapabilityProducer {
  readonly manufacturerId: string;
  readonly name: string;
  readonly allowMatching: boolean;
  readonly capabilities: ManufacturerCapabilities | null;
  readonly headquarterPosition: GeoPoint | null;
  readonly factoryPositions: readonly GeoPoint[];
}

/** A parts-list row as matching sees it, with what the parts database knows of the main part. */
export interface SearchComponent {
  readonly mpn: string;
  readonly designators: readonly string[];
  readonly generic: boolean;
  /** Whether the parts database has the part. */
  readonly known: boolean;
  readonly size: PartSize | null;
  readonly pitch: number | null;
}

/** What the customer's board needs. */
export interface CapabilitySearch {
  readonly orderType: OrderType;
  readonly boardSize: Dimensions;
  readonly pcbQuantity: number;
  /** Components placed on one board; the total is this times the board quantity. */
  readonly componentQuantity: number;
  readonly certificates: readonly Certificate[];
  readonly requiredServices: readonly Service[];
  readonly optionalServices: readonly Service[];
  /** Parts on both sides of the board. */
  readonly doubleSidedSMT: boolean;
  /** Smallest and largest part of the parts list, when the caller measured them itself. */
  readonly ecSize: SizeRange | null;
  /** Smallest lead pitch of the parts list, when the caller measured it itself. */
  readonly minimalPitch: number | null;
  readonly components: readonly SearchComponent[];
}

/** Why a producer cannot take the order at all. */
export type ExclusionReason =
  | 'MATCHING_NOT_ALLOWED'
  | 'NO_CAPABILITIES'
  | 'ORDER_TYPE_UNSUPPORTED'
  | 'CERTIFICATES_MISSING'
  | 'REQUIRED_SERVICES_MISSING'
  | 'DOUBLE_SIDED_SMT_UNSUPPORTED'
  | 'BOARD_SIZE_UNSUPPORTED'
  | 'PCB_QUANTITY_UNSUPPORTED'
  | 'COMPONENT_QUANTITY_UNSUPPORTED';

/** Notes shown with the result (spec: component size, pitch, board size, PCB quantity, component quantity unsupported; no info in the database; no matching producers). */
export const MATCHING_NOTE_CODES = [
  'COMPONENT_SIZE_UNSUPPORTED',
  'PITCH_UNSUPPORTED',
  'BOARD_SIZE_UNSUPPORTED',
  'PCB_QUANTITY_UNSUPPORTED',
  'COMPONENT_QUANTITY_UNSUPPORTED',
  'NO_INFO_IN_DATABASE',
  'NO_MATCHING_PRODUCERS',
] as const;
export type MatchingNoteCode = (typeof MATCHING_NOTE_CODES)[number];

export interface NotedPart {
  readonly mpn: string;
  readonly designators: readonly string[];
}

export interface MatchingNote {
  readonly code: MatchingNoteCode;
  readonly message: string;
  /** The parts the note is about (ignored parts, parts with a too fine pitch, parts the database does not know). */
  readonly parts: readonly NotedPart[];
}

/** A producer that can take the order, with what it cannot do and how far away it is. */
export interface ProducerMatch {
  readonly manufacturerId: string;
  readonly name: string;
  /** The customer's optional services this producer offers. */
  readonly optionalServices: readonly Service[];
  readonly notes: readonly MatchingNote[];
  /** Km from the shipping address to the nearest factory, null when unknown. */
  readonly nearestFactoryKm: number | null;
  readonly headquarterKm: number | null;
}

export interface CapabilityMatching {
  readonly matches: readonly ProducerMatch[];
  readonly excluded: readonly { readonly manufacturerId: string; readonly reasons: readonly ExclusionReason[] }[];
  /** Notes about the search as a whole. */
  readonly notes: readonly MatchingNote[];
}
