import type { Layer, LayerKind, LayerSide } from './layer';

/** Attribute names as tools spell them (compared in lower case, letters only) and the layer kind each means. */
const FUNCTION_KINDS: Readonly<Record<string, LayerKind>> = {
  copper: 'copper',
  soldermask: 'soldermask',
  mask: 'soldermask',
  legend: 'legend',
  silkscreen: 'legend',
  silk: 'legend',
  overlay: 'legend',
  paste: 'paste',
  solderpaste: 'paste',
  profile: 'profile',
  outline: 'profile',
  glue: 'glue',
  adhesive: 'glue',
  carbonmask: 'carbon',
  carbon: 'carbon',
  peelablemask: 'peelableMask',
  heatsinkmask: 'heatsink',
  vcut: 'vcut',
  vcutmap: 'vcut',
  viafill: 'viaFill',
  depthrout: 'cavity',
  component: 'assembly',
  assemblydrawing: 'assembly',
  fabricationdrawing: 'mechanical',
  arraydrawing: 'mechanical',
  otherdrawing: 'mechanical',
  other: 'mechanical',
  keepout: 'mechanical',
  mechanical: 'mechanical',
  drillmap: 'none',
  pads: 'none',
  goldmask: 'none',
  silvermask: 'none',
  tinmask: 'none',
};

const letters = (field: string | undefined) => (field ?? '').toLowerCase().replace(/[^a-z]/g, '');

function sideOf(field: string | undefined): LayerSide | null {
  const side = letters(field);
  if (side === 'top') return 'top';
  if (side === 'bot' || side === 'bottom') return 'bottom';
  if (side === 'inr' || side === 'inner') return 'inner';
  return null;
}

/** `Plated,1,4,PTH`, `NonPlated,1,2,NPTH`, `Plated,1,2,Blind`, `MixedPlating,1,2`. */
function drill(fields: readonly string[]): Layer {
  const plating = letters(fields[0]);
  const span = letters(fields[3]);
  if (span === 'blind') return { kind: 'blindDrill', side: 'all' };
  if (span === 'buried') return { kind: 'buriedDrill', side: 'all' };
  if (plating === 'plated') return { kind: 'platedDrill', side: 'all' };
  if (plating === 'nonplated') return { kind: 'nonPlatedDrill', side: 'all' };
  return { kind: 'drill', side: 'all' };
}

/** `Copper,L2,Inr[,Plane]`: the number comes from the attribute; a copper layer without side is top when L1. */
function copper(fields: readonly string[]): Layer {
  const number = Number(/^L(\d+)$/i.exec(fields[1]?.trim() ?? '')?.[1]);
  const side = sideOf(fields[2]) ?? (number === 1 ? 'top' : 'inner');
  return Number.isInteger(number) && number > 0 ? { kind: 'copper', side, number } : { kind: 'copper', side };
}

/**
 * The layer an X2 `.FileFunction` value names, with the aliases tools use (Soldermask or
 * SolderMask, Paste or SolderPaste, Legend or Silkscreen); null when the value is not known.
 * Drill maps and other documentation are recognised as layer kind `none`.
 */
export function layerOfFileFunction(value: string): Layer | null {
  const fields = value.split(',').map((field) => field.trim());
  const name = letters(fields[0]);
  if (name === 'copper') return copper(fields);
  if (name === 'plated' || name === 'nonplated' || name === 'mixedplating') return drill(fields);
  const kind = FUNCTION_KINDS[name];
  if (!kind) return null;
  const side = sideOf(fields[1]);
  return { kind, side: side === 'top' || side === 'bottom' ? side : 'all' };
}

/** The X2 `.FileFunction` value for a layer, as a job file lists it. */
export function fileFunctionOf(layer: Layer, layerCount: number): string {
  const side = layer.side === 'top' ? 'Top' : layer.side === 'bottom' ? 'Bot' : 'Inr';
  switch (layer.kind) {
    case 'copper':
      return `Copper,L${layer.number ?? 1},${side}`;
    case 'platedDrill':
      return `Plated,1,${layerCount},PTH`;
    case 'nonPlatedDrill':
      return `NonPlated,1,${layerCount},NPTH`;
    case 'drill':
      return `MixedPlating,1,${layerCount}`;
    case 'blindDrill':
      return `Plated,1,${layerCount},Blind`;
    case 'buriedDrill':
      return `Plated,1,${layerCount},Buried`;
    case 'profile':
      return 'Profile,NP';
    default: {
      const names: Partial<Record<LayerKind, string>> = { soldermask: 'Soldermask', legend: 'Legend', paste: 'Paste', glue: 'Glue', carbon: 'Carbonmask', peelableMask: 'Peelablemask', heatsink: 'Heatsinkmask', vcut: 'Vcut', viaFill: 'Viafill', assembly: 'AssemblyDrawing' };
      const name = names[layer.kind] ?? 'Other';
      return layer.side === 'top' || layer.side === 'bottom' ? `${name},${side}` : name === 'Other' ? `Other,${layer.kind}` : name;
    }
  }
}
