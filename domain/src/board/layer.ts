/** Layer kinds of the board specification, in camelCase. */
export const LAYER_KINDS = [
  'copper', 'dielectric', 'soldermask', 'legend', 'paste', 'drill', 'platedDrill', 'nonPlatedDrill', 'blindDrill',
  'buriedDrill', 'profile', 'vcut', 'cutout', 'glue', 'carbon', 'peelableMask', 'mechanical', 'assembly', 'solderball',
  'viaFill', 'embeddedComponent', 'cavity', 'heatsink', 'shield', 'viaProtection', 'edgeBevel', 'edgeConnector',
  'edgePlating', 'castellation', 'none',
] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];
export type LayerSide = 'top' | 'bottom' | 'inner' | 'all';

/** The copper layers a blind or buried drill joins, by their numbers from the top (`from` above `to`). */
export interface DrillSpan {
  readonly from: number;
  readonly to: number;
}

/**
 * What a board file draws: its kind, side, for copper its number from the top (1 to 8), and for a blind or buried
 * drill the copper layers it joins.
 */
export interface Layer {
  readonly kind: LayerKind;
  readonly side: LayerSide;
  readonly number?: number;
  readonly span?: DrillSpan;
}

/** Copper layers are named L1 to L8: a board has at most eight. */
export const MAX_COPPER_LAYERS = 8;

/** Drill kinds, which belong to every layer they pass through. */
export const DRILL_KINDS: readonly LayerKind[] = ['drill', 'platedDrill', 'nonPlatedDrill', 'blindDrill', 'buriedDrill'];

/** The drills whose holes join only some copper layers (`Layer.span`), not the whole board. */
export const PARTIAL_DRILL_KINDS: readonly string[] = ['blindDrill', 'buriedDrill'];

/** The copper layers a drill joins as people write them: `L1–L2`. */
export const spanName = (span: DrillSpan): string => `L${span.from}–L${span.to}`;

/** The number of copper layers found (2 when none are known), in a board's layers or in a draft's, whose kinds are any text. */
export function layerCountOf(layers: readonly (Omit<Layer, 'kind' | 'side'> & { readonly kind: string; readonly side: string } | undefined)[]): number {
  const copper = layers.filter((layer) => layer?.kind === 'copper');
  const numbered = copper.map((layer) => layer!.number ?? 0);
  const count = Math.max(copper.length, ...numbered, 0);
  return count === 0 ? 2 : count;
}
