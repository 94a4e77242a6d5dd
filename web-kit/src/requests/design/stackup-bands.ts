import type { StackupRow } from '@pcbm/domain/board/board-specification';
import { BASE_MATERIAL_COLOR, BOARD_COLORS, PALETTES, type BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { PARTIAL_DRILL_KINDS, type DrillSpan } from '@pcbm/domain/board/layer';

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

/** Copper, as the bands and the plated holes' walls draw it. */
export const COPPER_FILL = '#c87533';

const FILLS: Readonly<Record<Exclude<BandKind, 'soldermask' | 'legend'>, string>> = {
  paste: '#a7a9ac',
  peelableMask: '#5b6bbf',
  copper: COPPER_FILL,
  dielectric: BASE_MATERIAL_COLOR,
};

/** The board colour a job's text names ("Green", "Matte black"), if any. */
const namedColor = (text: string | undefined): BoardColor | undefined => (text ? BOARD_COLORS.find((color) => text.toLowerCase().includes(color)) : undefined);

function fillOf(kind: BandKind, color: string | undefined, board: BoardColor): string {
  if (kind !== 'soldermask' && kind !== 'legend') return FILLS[kind];
  const named = namedColor(color);
  if (named) return PALETTES[named].mask;
  return kind === 'soldermask' ? PALETTES[board].mask : PALETTES[board].legend;
}

/**
 * The layers of the board's cross-section in use, from top to bottom, as the stackup's rows list them. A mask or
 * legend is drawn in the colour its row names, else in `board`'s colours as the board's pictures are.
 */
export function stackupBands(rows: readonly StackupRow[], board: BoardColor = 'green'): StackupBand[] {
  return rows.flatMap((row): StackupBand[] => {
    const kind = row.active ? KINDS[(row.layer?.kind ?? row.type).toLowerCase()] : undefined;
    return kind ? [{ row, kind, height: HEIGHTS[kind], fill: fillOf(kind, row.color, board) }] : [];
  });
}

/** A drill file's holes in the cross-section: plated ones have copper walls; a blind or buried drill joins `span` only. */
export interface StackupHole {
  readonly row: StackupRow;
  readonly plated: boolean;
  /** The copper layers the holes join, by number from the top; through the whole board when absent. */
  readonly span?: DrillSpan;
}

const HOLE_KINDS: Readonly<Record<string, boolean>> = { drill: true, platedDrill: true, nonPlatedDrill: false, blindDrill: true, buriedDrill: true };

/**
 * The drill files in use, each as holes through the board or, for a blind or buried drill, between the copper layers
 * it joins; a blind or buried drill whose layers are not known is left out.
 */
export function stackupHoles(rows: readonly StackupRow[]): StackupHole[] {
  return rows.flatMap((row): StackupHole[] => {
    const plated = row.active && row.layer ? HOLE_KINDS[row.layer.kind] : undefined;
    if (plated === undefined || !row.layer) return [];
    const { span } = row.layer;
    if (span) return [{ row, plated, span }];
    return PARTIAL_DRILL_KINDS.includes(row.layer.kind) ? [] : [{ row, plated }];
  });
}
