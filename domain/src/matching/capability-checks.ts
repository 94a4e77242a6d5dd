import type { ManufacturerCapabilities } from '../accounts/manufacturer-inputs';
import type { CapabilitySearch, Dimensions, ExclusionReason, MatchingNote, NotedPart, SearchComponent, SizeRange } from './capability-search';
import type { PartSize } from './package-geometry';

type Capabilities = ManufacturerCapabilities;
type QuantityRange = Capabilities['pcbQuantity'];

/** Whether every dimension lies within min..max; an unknown height is not checked. */
export function sizeWithin(range: SizeRange, size: PartSize | Dimensions): boolean {
  const inside = (value: number, min: number, max: number) => value >= min && value <= max;
  return (
    inside(size.long, range.min.long, range.max.long) &&
    inside(size.short, range.min.short, range.max.short) &&
    (size.height === null || inside(size.height, range.min.height, range.max.height))
  );
}

/** At least the minimum and at most the maximum; no maximum means no upper bound. */
export const quantityWithin = (range: QuantityRange, quantity: number) => quantity >= range.min && (range.max == null || quantity <= range.max);

/** Components of all boards: components per board times board quantity. */
export const totalComponentQuantity = (search: Pick<CapabilitySearch, 'componentQuantity' | 'pcbQuantity'>) => search.componentQuantity * search.pcbQuantity;

/** The checks a producer must pass to be offered at all. */
export function exclusionReasons(capabilities: Capabilities, search: CapabilitySearch): ExclusionReason[] {
  const reasons: ExclusionReason[] = [];
  if (!capabilities.orderTypes.includes(search.orderType)) reasons.push('ORDER_TYPE_UNSUPPORTED');
  if (!search.certificates.every((certificate) => capabilities.certificates.includes(certificate))) reasons.push('CERTIFICATES_MISSING');
  if (!search.requiredServices.every((service) => capabilities.supportedServices.includes(service))) reasons.push('REQUIRED_SERVICES_MISSING');
  if (search.doubleSidedSMT && !capabilities.doubleSidedSMT) reasons.push('DOUBLE_SIDED_SMT_UNSUPPORTED');
  if (!sizeWithin(capabilities.boardSize, search.boardSize)) reasons.push('BOARD_SIZE_UNSUPPORTED');
  if (!quantityWithin(capabilities.pcbQuantity, search.pcbQuantity)) reasons.push('PCB_QUANTITY_UNSUPPORTED');
  if (!quantityWithin(capabilities.componentQuantity, totalComponentQuantity(search))) reasons.push('COMPONENT_QUANTITY_UNSUPPORTED');
  return reasons;
}

const noted = (component: SearchComponent): NotedPart => ({ mpn: component.mpn, designators: component.designators });
/** Parts whose size and pitch are checked: generic components are left out, and so are parts the database does not know. */
const checkable = (components: readonly SearchComponent[]) => components.filter((component) => !component.generic && component.known);

/** Parts outside the producer's component size range (they are ignored), and the caller's own size envelope. */
export function componentSizeNote(capabilities: Capabilities, search: CapabilitySearch): MatchingNote | null {
  const ignored = checkable(search.components).filter((component) => component.size !== null && !sizeWithin(capabilities.ecSize, component.size));
  const envelopeOutside = search.ecSize !== null && !(sizeWithin(capabilities.ecSize, search.ecSize.min) && sizeWithin(capabilities.ecSize, search.ecSize.max));
  if (ignored.length === 0 && !envelopeOutside) return null;
  return {
    code: 'COMPONENT_SIZE_UNSUPPORTED',
    message:
      ignored.length > 0
        ? `Component size unsupported: ${ignored.length} part(s) lie outside the producer's component sizes and are ignored.`
        : "Component size unsupported: some parts lie outside the producer's component sizes.",
    parts: ignored.map(noted),
  };
}

/** Parts with a lead pitch below the producer's minimal pitch. */
export function pitchNote(capabilities: Capabilities, search: CapabilitySearch): MatchingNote | null {
  const tooFine = checkable(search.components).filter((component) => component.pitch !== null && component.pitch < capabilities.minimalPitch);
  const envelopeTooFine = search.minimalPitch !== null && search.minimalPitch < capabilities.minimalPitch;
  if (tooFine.length === 0 && !envelopeTooFine) return null;
  return {
    code: 'PITCH_UNSUPPORTED',
    message: `Pitch unsupported: the producer places parts down to a pitch of ${capabilities.minimalPitch} mm.`,
    parts: tooFine.map(noted),
  };
}

/** Parts the parts database does not know: their size and pitch cannot be checked. */
export function unknownPartsNote(search: CapabilitySearch): MatchingNote | null {
  const unknown = search.components.filter((component) => !component.generic && !component.known);
  if (unknown.length === 0) return null;
  return {
    code: 'NO_INFO_IN_DATABASE',
    message: `No info in the database for ${unknown.length} part(s): their size and pitch could not be checked.`,
    parts: unknown.map(noted),
  };
}
