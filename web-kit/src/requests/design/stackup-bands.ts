import type { StackupRow } from '@pcbm/domain/board/board-specification';

/** The kinds of stackup row that are a layer of the board's cross-section; outlines and drills are not. */
export type BandKind = 'paste' | 'legend' | 'soldermask' | 'peelableMask' | 'copper' | 'dielectric';

/** One layer of the cross-section: its row, what it is, how tall it is drawn and its colour. */
export interface StackupBand {
  readonly row: StackupRow;
  readonly kind: BandKind;
  readonly height: number;
  readonly fill: string;
}

/** The job file's types and the product's layer kinds, by their name in lower case. */
const KINDS: Readonly<Record<string, BandKind>> = {
  paste: 'paste',
  solderpaste: 'paste',
  legend: 'legend',
  soldermask: 'soldermask',
  peelablemask: 'peelableMask',
  copper: 'copper',
  dielectric: 'dielectric',
};

/**
 * Heights in pixels. Drawn to scale, a copper layer of 35 µm beside a 1.5 mm core would be a hairline; each kind has a
 * height of its own instead, tall enough for its label beside it, and the thicknesses are written in the labels.
 */
const HEIGHTS: Readonly<Record<BandKind, number>> = { paste: 18, legend: 18, soldermask: 20, peelableMask: 20, copper: 22, dielectric: 44 };

const FILLS: Readonly<Record<BandKind, string>> = {
  paste: '#a7a9ac',
  legend: '#f5f5f5',
  soldermask: '#1f7a3a',
  peelableMask: '#5b6bbf',
  copper: '#c87533',
  dielectric: '#d8c27a',
};

/** Colours a job file may give a solder mask or legend ("Green", "Matte black"), as drawn. */
const NAMED_COLORS: readonly (readonly [RegExp, string])[] = [
  [/green/i, '#1f7a3a'],
  [/black/i, '#222222'],
  [/blue/i, '#1f4fa0'],
  [/red/i, '#a82424'],
  [/white/i, '#f5f5f5'],
  [/yellow/i, '#e0b400'],
  [/purple/i, '#6a2c91'],
];

function fillOf(kind: BandKind, color: string | undefined): string {
  if (color && (kind === 'soldermask' || kind === 'legend')) {
    const named = NAMED_COLORS.find(([pattern]) => pattern.test(color));
    if (named) return named[1];
  }
  return FILLS[kind];
}

/** The layers of the board's cross-section in use, from top to bottom, as the stackup's rows list them. */
export function stackupBands(rows: readonly StackupRow[]): StackupBand[] {
  return rows.flatMap((row): StackupBand[] => {
    const kind = row.active ? KINDS[(row.layer?.kind ?? row.type).toLowerCase()] : undefined;
    return kind ? [{ row, kind, height: HEIGHTS[kind], fill: fillOf(kind, row.color) }] : [];
  });
}

