/** Size of a part's body in mm: long and short side on the board, height above it (null when the package does not fix it). */
export interface PartSize {
  readonly long: number;
  readonly short: number;
  readonly height: number | null;
}

export type Mount = 'SMT' | 'THT';

/** What a package name tells about a part: body size, lead pitch (null for two-terminal chips) and mounting. */
export interface PackageGeometry {
  readonly size: PartSize | null;
  readonly pitch: number | null;
  readonly mount: Mount | null;
}

/**
 * EIA chip sizes (imperial code → metric code, length × width in mm). Heights differ by part
 * family (a 0603 resistor is thinner than a 0603 capacitor), so they are left open.
 */
const EIA_CHIPS: readonly (readonly [imperial: string, metric: string, long: number, short: number])[] = [
  ['01005', '0402', 0.4, 0.2],
  ['0201', '0603', 0.6, 0.3],
  ['0402', '1005', 1.0, 0.5],
  ['0603', '1608', 1.6, 0.8],
  ['0805', '2012', 2.0, 1.25],
  ['1206', '3216', 3.2, 1.6],
  ['1210', '3225', 3.2, 2.5],
  ['1812', '4532', 4.5, 3.2],
  ['2010', '5025', 5.0, 2.5],
  ['2512', '6332', 6.3, 3.2],
];

/** Standard outlines (JEDEC / EIAJ nominal body sizes, maximum seated height) by the name's stem, most specific first. */
const OUTLINES: readonly (readonly [pattern: RegExp, long: number, short: number, height: number | null, pitch: number | null])[] = [
  [/^SOT-?23-?[56]$/, 2.9, 1.6, 1.45, 0.95],
  [/^SOT-?23(-3)?$/, 2.9, 1.3, 1.12, 0.95],
  [/^SOT-?223/, 6.5, 3.5, 1.8, 2.3],
  [/^SOT-?89/, 4.5, 2.5, 1.6, 1.5],
  [/^(SOT-?323|SC-?70)$/, 2.0, 1.25, 1.1, 0.65],
  [/^(SOT-?363|SC-?70-6|SC-?88)$/, 2.0, 1.25, 1.1, 0.65],
  [/^SOD-?123F?$/, 2.7, 1.6, 1.35, null],
  [/^SOD-?323F?$/, 1.7, 1.25, 1.1, null],
  [/^SOD-?523$/, 1.2, 0.8, 0.7, null],
  [/^(SMA|DO-?214AC)$/, 4.3, 2.6, 2.3, null],
  [/^(SMB|DO-?214AA)$/, 4.3, 3.6, 2.3, null],
  [/^(SMC|DO-?214AB)$/, 6.9, 5.9, 2.3, null],
  [/^SOIC-?8$/, 4.9, 3.9, 1.75, 1.27],
  [/^SOIC-?14$/, 8.65, 3.9, 1.75, 1.27],
  [/^SOIC-?16$/, 9.9, 3.9, 1.75, 1.27],
  [/^H?TSSOP-?8$/, 4.4, 3.0, 1.2, 0.65],
  [/^H?TSSOP-?(14|16)$/, 5.0, 4.4, 1.2, 0.65],
  [/^H?TSSOP-?20$/, 6.5, 4.4, 1.2, 0.65],
  [/^H?TSSOP-?24$/, 7.8, 4.4, 1.2, 0.65],
  [/^H?TSSOP-?28$/, 9.7, 4.4, 1.2, 0.65],
  [/^MSOP-?8$/, 3.0, 3.0, 1.1, 0.65],
  [/^MSOP-?10$/, 3.0, 3.0, 1.1, 0.5],
];

/** Pitch of lead rows by family when the name gives no size (SOIC 1.27, TSSOP 0.65, DIP 2.54, ...). */
const FAMILY_PITCH: readonly (readonly [RegExp, number, Mount])[] = [
  [/^SOIC/, 1.27, 'SMT'],
  [/^H?TSSOP/, 0.65, 'SMT'],
  [/^SSOP/, 0.65, 'SMT'],
  [/^(P?DIP|DIL)/, 2.54, 'THT'],
];

const THROUGH_HOLE = /(^|[^A-Z])(THT|DIP|DIL|TO-?220|TO-?92|PINHEADER|PIN_HEADER|AXIAL|RADIAL)/;

/** KiCad footprint names start with the part family: "D_SOD-323", "R_0603_1608Metric". */
const KICAD_FAMILY_PREFIX = /^(R|C|D|L|LED|Q|U|F|FB|Y)_/;

const number = '(\\d+(?:\\.\\d+)?)';
/** KiCad style: "_4.4x6.5mm" and "_P0.65mm". */
const KICAD_SIZE = new RegExp(`_${number}x${number}(?:x${number})?mm`, 'i');
const KICAD_PITCH = new RegExp(`_P${number}mm`, 'i');
/** EasyEDA style: "_L9.8-W4.5-P0.65" and "BD6.3-L6.6-W6.6" (H for the height). */
const EASYEDA_LENGTH = new RegExp(`(?:^|[-_])L${number}(?=$|[-_])`, 'i');
const EASYEDA_WIDTH = new RegExp(`(?:^|[-_])W${number}(?=$|[-_])`, 'i');
const EASYEDA_HEIGHT = new RegExp(`(?:^|[-_])H${number}(?=$|[-_])`, 'i');
const EASYEDA_PITCH = new RegExp(`(?:^|[-_])P${number}(?=$|[-_])`, 'i');

function chipSize(name: string): PartSize | null {
  const metric = /(\d{4})_?Metric/i.exec(name);
  if (metric) {
    const chip = EIA_CHIPS.find(([, code]) => code === metric[1]);
    if (chip) return { long: chip[2], short: chip[3], height: null };
  }
  const imperial = /(?:^|[^0-9])(01005|0201|0402|0603|0805|1206|1210|1812|2010|2512)(?![0-9])/.exec(name);
  const chip = imperial && EIA_CHIPS.find(([code]) => code === imperial[1]);
  return chip ? { long: chip[2], short: chip[3], height: null } : null;
}

function explicitSize(name: string): PartSize | null {
  const kicad = KICAD_SIZE.exec(name);
  if (kicad) {
    const [a, b] = [Number(kicad[1]), Number(kicad[2])];
    return { long: Math.max(a, b), short: Math.min(a, b), height: kicad[3] ? Number(kicad[3]) : null };
  }
  const length = EASYEDA_LENGTH.exec(name);
  const width = EASYEDA_WIDTH.exec(name);
  if (length && width) {
    const [a, b] = [Number(length[1]), Number(width[1])];
    const height = EASYEDA_HEIGHT.exec(name);
    return { long: Math.max(a, b), short: Math.min(a, b), height: height ? Number(height[1]) : null };
  }
  return null;
}

const explicitPitch = (name: string) => {
  const match = KICAD_PITCH.exec(name) ?? EASYEDA_PITCH.exec(name);
  return match ? Number(match[1]) : null;
};

/**
 * Reads a package or footprint name ("C_0402_1005Metric", "R0603", "SOT-23", "TSSOP-20_4.4x6.5mm_P0.65mm",
 * "HTSSOP-28_L9.8-W4.5-P0.65-LS6.6-BL-EP"): sizes written in the name win, then the outline table, then EIA chip codes.
 */
export function packageGeometry(packageName: string): PackageGeometry {
  const name = packageName.trim().toUpperCase();
  if (name === '') return { size: null, pitch: null, mount: null };
  const stem = name.replace(KICAD_FAMILY_PREFIX, '').split(/[_\s]/)[0];
  const mount: Mount | null = THROUGH_HOLE.test(name) ? 'THT' : null;
  const outline = OUTLINES.find(([pattern]) => pattern.test(stem));
  const family = FAMILY_PITCH.find(([pattern]) => pattern.test(stem));
  const explicit = explicitSize(name);
  const pitch = explicitPitch(name) ?? outline?.[4] ?? family?.[1] ?? null;
  if (explicit) return { size: explicit, pitch, mount: mount ?? family?.[2] ?? 'SMT' };
  if (outline) return { size: { long: outline[1], short: outline[2], height: outline[3] }, pitch, mount: 'SMT' };
  const chip = mount ? null : chipSize(name);
  if (chip) return { size: chip, pitch: null, mount: 'SMT' };
  return { size: null, pitch, mount: mount ?? family?.[2] ?? null };
}
