/** Layer kinds of the specification, in camelCase. */
export const LAYER_KINDS = [
  'copper',
  'dielectric',
  'soldermask',
  'legend',
  'paste',
  'drill',
  'platedDrill',
  'nonPlatedDrill',
  'blindDrill',
  'buriedDrill',
  'profile',
  'vcut',
  'cutout',
  'glue',
  'carbon',
  'peelableMask',
  'mechanical',
  'assembly',
  'solderball',
  'viaFill',
  'embeddedComponent',
  'cavity',
  'heatsink',
  'shield',
  'viaProtection',
  'edgeBevel',
  'edgeConnector',
  'edgePlating',
  'castellation',
  'none',
] as const;
export type LayerKind = (typeof LAYER_KINDS)[number];

/** Sides of the specification. */
export type LayerSide = 'top' | 'bottom' | 'inner' | 'all';

/** What a board file draws; copper layers carry their number, 1 (top) to the layer count (bottom). */
export interface Layer {
  readonly kind: LayerKind;
  readonly side: LayerSide;
  readonly number?: number;
}

/** Copper layers a board may have (L1 to L8). */
export const MAX_COPPER_LAYERS = 8;
/** The layer count when the files show none. */
export const DEFAULT_LAYER_COUNT = 2;

/** Drill kinds: files of holes through some or all layers. */
export const DRILL_KINDS: readonly LayerKind[] = ['drill', 'platedDrill', 'nonPlatedDrill', 'blindDrill', 'buriedDrill'];

/** Whether a layer is one of the drill kinds. */
export const isDrill = (layer: Layer) => DRILL_KINDS.includes(layer.kind);

/** The layer a file draws when nothing says which. */
export const UNKNOWN_LAYER: Layer = { kind: 'none', side: 'all' };

/** The specification's layer name: L1 to L8 for copper, else Top, Bottom, Inner or All. */
export function layerName(layer: Layer): string {
  if (layer.kind === 'copper' && layer.number !== undefined) return `L${layer.number}`;
  return layer.side === 'all' ? 'All' : layer.side[0].toUpperCase() + layer.side.slice(1);
}

/** A layer in words, for messages: "top solder mask", "copper L2". */
export function describeLayer(layer: Layer): string {
  const words: Partial<Record<LayerKind, string>> = {
    copper: 'copper',
    soldermask: 'solder mask',
    legend: 'legend',
    paste: 'paste',
    profile: 'board outline',
    peelableMask: 'peelable mask',
    platedDrill: 'plated drill',
    nonPlatedDrill: 'non-plated drill',
    blindDrill: 'blind drill',
    buriedDrill: 'buried drill',
    viaFill: 'via fill',
  };
  const kind = words[layer.kind] ?? layer.kind;
  if (layer.kind === 'copper') return layer.number !== undefined ? `copper L${layer.number}` : `${layer.side} copper`;
  return layer.side === 'top' || layer.side === 'bottom' ? `${layer.side} ${kind}` : kind;
}

/** Whether two layers are the same slot of the stackup (kind, side and copper number). */
export const sameLayer = (a: Layer, b: Layer) => a.kind === b.kind && a.side === b.side && a.number === b.number;
