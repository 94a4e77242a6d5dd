import { MAX_COPPER_LAYERS, type DrillSpan, type Layer, type LayerKind, type LayerSide } from './layer';

/** The value of the X2 FileFunction attribute, in a Gerber file or in a drill file's comment. */
export function fileFunctionOf(text: string): string | null {
  const match = /%TF\.FileFunction,([^*%]*)\*%/i.exec(text) ?? /^;\s*#@!\s*TF\.FileFunction,([^\r\n]*)/im.exec(text);
  return match ? match[1].trim() : null;
}

const SIDES: Record<string, LayerSide> = { top: 'top', bot: 'bottom', bottom: 'bottom', inr: 'inner', inner: 'inner' };

/** Attribute names and their aliases, compared without case. */
const KINDS: Record<string, LayerKind> = {
  copper: 'copper',
  soldermask: 'soldermask',
  legend: 'legend',
  silkscreen: 'legend',
  paste: 'paste',
  solderpaste: 'paste',
  profile: 'profile',
  plated: 'platedDrill',
  nonplated: 'nonPlatedDrill',
  mixedplating: 'drill',
  vcut: 'vcut',
  'v-cut': 'vcut',
  glue: 'glue',
  carbonmask: 'carbon',
  peelablemask: 'peelableMask',
  assemblydrawing: 'assembly',
  fabricationdrawing: 'mechanical',
  otherdrawing: 'mechanical',
  depthroute: 'cutout',
  heatsinkmask: 'heatsink',
  vippingmask: 'viaFill',
  viafill: 'viaFill',
  components: 'assembly',
  pads: 'copper',
  drillmap: 'none',
  arraydrawing: 'mechanical',
  keepout: 'none',
  other: 'none',
};

/** The copper layers a drill's FileFunction joins (`Plated,1,2,Blind`), when both are layers of a board, the first above. */
function spanOf(from: string | undefined, to: string | undefined): DrillSpan | undefined {
  const [top, bottom] = [Number(from), Number(to)];
  return Number.isInteger(top) && Number.isInteger(bottom) && top >= 1 && top < bottom && bottom <= MAX_COPPER_LAYERS ? { from: top, to: bottom } : undefined;
}

/** The layer an X2 FileFunction names, or null for one this product does not know. */
export function layerFromFileFunction(fileFunction: string): Layer | null {
  const [name, ...fields] = fileFunction.split(',').map((field) => field.trim());
  const kind = KINDS[name.toLowerCase()];
  if (!kind) return null;
  if (kind === 'copper') {
    const number = Number(/^L(\d+)$/i.exec(fields[0] ?? '')?.[1]);
    const side = SIDES[(fields[1] ?? '').toLowerCase()] ?? 'inner';
    return Number.isInteger(number) ? { kind, side, number } : { kind, side };
  }
  if (kind === 'platedDrill' || kind === 'nonPlatedDrill' || kind === 'drill') {
    const drillType = fields[2] ?? '';
    const partial = kind === 'platedDrill' ? (/blind/i.test(drillType) ? 'blindDrill' : /buried/i.test(drillType) ? 'buriedDrill' : null) : null;
    if (!partial) return { kind, side: 'all' };
    const span = spanOf(fields[0], fields[1]);
    return span ? { kind: partial, side: 'all', span } : { kind: partial, side: 'all' };
  }
  const side = fields.map((field) => SIDES[field.toLowerCase()]).find(Boolean) ?? 'all';
  return { kind, side };
}
