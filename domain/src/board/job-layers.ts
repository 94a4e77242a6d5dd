import type { BoardSpecification } from './board-specification';
import { LAYER_KINDS, MAX_COPPER_LAYERS, PARTIAL_DRILL_KINDS, type Layer, type LayerKind, type LayerSide } from './layer';

const SIDES: readonly string[] = ['top', 'bottom', 'inner', 'all'];
const isCopperNumber = (value: number | undefined) => value !== undefined && Number.isInteger(value) && value >= 1 && value <= MAX_COPPER_LAYERS;

/** A layer as a job names it, when it is one a board file can draw: a known kind and side, copper numbers and drill spans within eight layers. */
export function checkedLayer(named: { readonly kind: string; readonly side: string; readonly number?: number; readonly span?: { readonly from: number; readonly to: number } }): Layer | null {
  if (!(LAYER_KINDS as readonly string[]).includes(named.kind) || named.kind === 'dielectric' || !SIDES.includes(named.side)) return null;
  const layer: Layer = { kind: named.kind as LayerKind, side: named.side as LayerSide };
  const number = named.kind === 'copper' && isCopperNumber(named.number) ? { number: named.number } : {};
  const span = named.span;
  const joins = PARTIAL_DRILL_KINDS.includes(named.kind) && span && isCopperNumber(span.from) && isCopperNumber(span.to) && span.from < span.to ? { span: { from: span.from, to: span.to } } : {};
  return { ...layer, ...number, ...joins };
}

/**
 * The layers the product's own job gives its board files, by file name: each stackup row that names a file and a
 * layer, as the customer left it in the wizard. A job from a design tool names none.
 */
export function jobLayersOf(job: BoardSpecification): Map<string, Layer> {
  const layers = new Map<string, Layer>();
  for (const row of job.materialStackup) {
    const layer = row.fileName && row.layer ? checkedLayer(row.layer) : null;
    if (row.fileName && layer && !layers.has(row.fileName)) layers.set(row.fileName, layer);
  }
  return layers;
}
