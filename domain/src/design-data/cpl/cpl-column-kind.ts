import { keywordForm } from '../table/keyword-form';

/** What a placement-list column holds; designator, xPos, yPos and rotation are mandatory. */
export const CPL_COLUMN_KINDS = ['designator', 'xPos', 'yPos', 'rotation', 'side', 'package'] as const;
export type CplColumnKind = (typeof CPL_COLUMN_KINDS)[number];

/** A header naming a kind, with a rank: EasyEDA writes Mid X, Ref X and Pad X, and Mid X is the part's centre. */
export interface CplHeaderWord {
  readonly kind: CplColumnKind | 'unread';
  readonly rank: number;
}

const axis = (a: 'x' | 'y') => [
  a, `pos${a}`, `${a}pos`, `mid${a}`, `center${a}`, `centre${a}`, `centroid${a}`, `c${a}`, `${a}position`, `position${a}`,
  `location${a}`, `loc${a}`, `${a}coordinate`, `coordinate${a}`, `${a}koordinate`, `koordinate${a}`, `mitte${a}`, `${a}mitte`, `${a}wert`,
];

/** Whole-cell keywords per kind and rank, then parts of a cell; German and English, in keyword form. */
const WHOLE: readonly (readonly [CplColumnKind | 'unread', number, readonly string[]])[] = [
  ['designator', 2, ['designator', 'ref', 'refdes', 'reference', 'referenz', 'bauteil', 'bauteilname', 'bezeichner', 'part', 'component', 'comp', 'bmk']],
  ['xPos', 2, axis('x')],
  ['yPos', 2, axis('y')],
  ['xPos', 1, ['refx', 'originx', 'ursprungx']],
  ['yPos', 1, ['refy', 'originy', 'ursprungy']],
  ['rotation', 2, ['rotation', 'rot', 'angle', 'drehung', 'winkel', 'drehwinkel', 'orientation', 'rotate', 'ausrichtung']],
  ['side', 2, ['layer', 'side', 'seite', 'lage', 'tb', 'topbottom', 'mountside', 'placementside', 'bestueckungsseite']],
  ['package', 2, ['package', 'footprint', 'case', 'pkg', 'gehaeuse', 'bauform']],
  ['unread', 0, ['val', 'value', 'comment', 'wert', 'description', 'beschreibung', 'kommentar', 'padx', 'pady', 'name', 'type', 'typ']],
];
const PARTS: readonly (readonly [CplColumnKind | 'unread', readonly string[]])[] = [
  ['designator', ['designator', 'refdes', 'reference', 'referenz', 'bezeichner']],
  ['rotation', ['rotation', 'drehung', 'winkel', 'angle']],
  ['side', ['layer', 'side', 'seite']],
  ['package', ['package', 'footprint', 'gehaeuse']],
  ['unread', ['value', 'descr', 'beschreib']],
];

const BY_WORD = new Map<string, CplHeaderWord>(WHOLE.flatMap(([kind, rank, words]) => words.map((word) => [word, { kind, rank }] as const)));

/** The header without its unit: "Mid X(mil)" and "Center-X [mm]" name the same kind as "Mid X". */
const withoutUnit = (header: string) => header.replace(/[([][^)\]]*[)\]]/g, '').replace(/[\s_/-](mm|um|µm|mil|mils|in|inch)$/i, '');

/** The kind of column a placement header cell names (German or English), or null. */
export function cplHeaderWord(cell: string): CplHeaderWord | null {
  const form = keywordForm(withoutUnit(cell));
  if (form === '') return null;
  const whole = BY_WORD.get(form);
  if (whole) return whole;
  for (const [kind, parts] of PARTS) if (parts.some((part) => form.includes(part))) return { kind, rank: 1 };
  return null;
}

/** Whether a cell holds a placement-list header keyword. */
export const isCplHeaderCell = (cell: string): boolean => cplHeaderWord(cell) !== null;
