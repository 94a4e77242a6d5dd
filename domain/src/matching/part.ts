import { packageGeometry, type Mount, type PartSize } from './package-geometry';

/** Device types of the parts database. */
export const DEVICE_TYPES = ['RESISTOR', 'CHIP', 'CAPACITOR', 'DIODE', 'INDUCTOR', 'FUSE', 'CONNECTOR', 'testpoint', 'TRANSISTOR', 'UNKNOWN'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A part as the parts database describes it (spec: part fields). Sizes and pitch in mm. */
export interface Part {
  readonly mpn: string;
  readonly manufacturer: string;
  readonly description: string | null;
  readonly deviceType: DeviceType;
  readonly case: string | null;
  readonly electricalValue: string | null;
  readonly tolerance: string | null;
  readonly maxVoltage: string | null;
  readonly pitch: number | null;
  readonly mount: Mount | null;
  readonly ecSize: { readonly length: number; readonly width: number; readonly height: number | null } | null;
  readonly image: { readonly url: string; readonly creditText: string | null; readonly creditLink: string | null } | null;
}

/** A part's body as matching compares it: long and short side. */
export const partSize = (part: Pick<Part, 'ecSize'>): PartSize | null =>
  part.ecSize ? { long: Math.max(part.ecSize.length, part.ecSize.width), short: Math.min(part.ecSize.length, part.ecSize.width), height: part.ecSize.height } : null;

/** Fills size, pitch and mount a source left open from the part's case name (see packageGeometry). */
export function withPackageGeometry(part: Part): Part {
  if (!part.case || (part.ecSize && part.pitch !== null && part.mount)) return part;
  const geometry = packageGeometry(part.case);
  return {
    ...part,
    ecSize: part.ecSize ?? (geometry.size ? { length: geometry.size.long, width: geometry.size.short, height: geometry.size.height } : null),
    pitch: part.pitch ?? geometry.pitch,
    mount: part.mount ?? geometry.mount,
  };
}
