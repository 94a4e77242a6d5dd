import type { BoardSpecification, StackupRow } from './board-specification';
import type { Layer, LayerKind } from './layer';

/** A board file with the layer it was found to draw. */
export interface BoardFile {
  readonly name: string;
  readonly layer: Layer;
}

/** The note on a stackup row that no file draws. */
export const LAYER_NOT_USED = '[Layer not used]';

/** The name of the dielectric in the middle of the stackup; the others are named `Dielectric 1`, `Dielectric 2`, … */
export const BASE_MATERIAL = 'Base material';

const SIDE_ORDER: readonly LayerKind[] = ['peelableMask', 'paste', 'legend', 'soldermask'];

/** Copper number of a file: top is 1, bottom is the layer count. */
function copperNumber(layer: Layer, layerCount: number): number {
  if (layer.side === 'top') return 1;
  if (layer.side === 'bottom') return layerCount;
  return layer.number ?? 2;
}

/**
 * The stackup in the spec's order: top peelable mask, paste, legend, solder mask; copper layers
 * with dielectric between them (the base material in the middle); the bottom side in reverse;
 * the outline; then plated and non-plated drills (one combined drill when one file is both), and a row for each file
 * of blind or buried drills.
 */
export function buildStackup(files: readonly BoardFile[], layerCount: number, job?: BoardSpecification): StackupRow[] {
  const fileFor = (kind: LayerKind, side?: string, number?: number) =>
    files.find(({ layer }) => layer.kind === kind && (side === undefined || layer.side === side) && (number === undefined || copperNumber(layer, layerCount) === number));
  const row = (kind: LayerKind, side: Layer['side'], name: string, number?: number): StackupRow => {
    const file = kind === 'copper' ? fileFor(kind, undefined, number) : fileFor(kind, side);
    const layer = number === undefined ? { kind, side } : { kind, side, number };
    return file ? { type: kind, name, layer, fileName: file.name, active: true } : { type: kind, name, layer, note: LAYER_NOT_USED, active: false };
  };
  const jobDielectrics = (job?.materialStackup ?? []).filter((r) => /dielectric/i.test(r.type));
  const dielectric = (index: number): StackupRow => {
    const fromJob = jobDielectrics[index];
    const isBase = index === Math.floor((layerCount - 2) / 2);
    return {
      type: 'dielectric',
      name: isBase ? BASE_MATERIAL : `Dielectric ${index + 1}`,
      material: fromJob?.material ?? (job?.generalSpecs.substrates || 'FR4'),
      thickness: fromJob?.thickness ?? 'Standard',
      active: true,
    };
  };
  const rows: StackupRow[] = SIDE_ORDER.map((kind) => row(kind, 'top', `Top ${kind}`));
  for (let number = 1; number <= layerCount; number++) {
    const side = number === 1 ? 'top' : number === layerCount ? 'bottom' : 'inner';
    rows.push(row('copper', side, number === 1 ? 'Top' : number === layerCount ? 'Bottom' : `Inner L${number}`, number));
    if (number < layerCount) rows.push(dielectric(number - 1));
  }
  rows.push(...[...SIDE_ORDER].reverse().map((kind) => row(kind, 'bottom', `Bottom ${kind}`)));
  rows.push(row('profile', 'all', 'Outline'));
  const drills = (kind: LayerKind) => files.filter(({ layer }) => layer.kind === kind);
  const plated = drills('platedDrill');
  const nonPlated = drills('nonPlatedDrill');
  const combined = [...drills('drill'), ...plated.filter((file) => nonPlated.some((other) => other.name === file.name))];
  const drillRow = (kind: LayerKind, name: string, file: BoardFile): StackupRow => ({
    type: kind,
    name,
    layer: file.layer.span ? { kind, side: 'all', span: file.layer.span } : { kind, side: 'all' },
    fileName: file.name,
    active: true,
  });
  for (const file of combined) rows.push(drillRow('drill', 'Drill', file));
  const separate = (list: BoardFile[]) => list.filter((file) => !combined.includes(file) && !combined.some((c) => c.name === file.name));
  if (combined.length === 0 || separate(plated).length > 0) {
    rows.push(...(separate(plated).length ? separate(plated).map((file) => drillRow('platedDrill', 'Plated drill', file)) : [row('platedDrill', 'all', 'Plated drill')]));
  }
  if (combined.length === 0 || separate(nonPlated).length > 0) {
    rows.push(...(separate(nonPlated).length ? separate(nonPlated).map((file) => drillRow('nonPlatedDrill', 'Non-plated drill', file)) : [row('nonPlatedDrill', 'all', 'Non-plated drill')]));
  }
  const spanName = (name: string, file: BoardFile) => (file.layer.span ? `${name} L${file.layer.span.from}-L${file.layer.span.to}` : name);
  for (const file of drills('blindDrill')) rows.push(drillRow('blindDrill', spanName('Blind drill', file), file));
  for (const file of drills('buriedDrill')) rows.push(drillRow('buriedDrill', spanName('Buried drill', file), file));
  return rows;
}
