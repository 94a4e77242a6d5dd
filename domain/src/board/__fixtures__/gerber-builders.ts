/** Small, valid Gerber and drill files made for tests (nothing copied from any design). */

const coordinate = (value: number, unit: 'mm' | 'in') => Math.round(value * (unit === 'mm' ? 1e6 : 1e6)).toString();

interface GerberOptions {
  readonly unit?: 'mm' | 'in';
  readonly fileFunction?: string;
}

function header(options: GerberOptions): string[] {
  const unit = options.unit ?? 'mm';
  return [
    ...(options.fileFunction ? [`%TF.FileFunction,${options.fileFunction}*%`] : []),
    unit === 'mm' ? '%FSLAX46Y46*%' : '%FSLAX26Y26*%',
    `%MO${unit === 'mm' ? 'MM' : 'IN'}*%`,
    '%LPD*%',
    '%ADD10C,0.100000*%',
    '%ADD11R,1.000000X0.800000*%',
    'G01*',
  ];
}

/** Closed rectangles drawn with a thin line, as a profile layer draws the board edge (and cut-outs). */
export function outlineGerber(rectangles: readonly [number, number, number, number][], options: GerberOptions = {}): string {
  const unit = options.unit ?? 'mm';
  const c = (v: number) => coordinate(v, unit);
  const body = rectangles.flatMap(([x1, y1, x2, y2]) => [
    'D10*',
    `X${c(x1)}Y${c(y1)}D02*`,
    `X${c(x2)}Y${c(y1)}D01*`,
    `X${c(x2)}Y${c(y2)}D01*`,
    `X${c(x1)}Y${c(y2)}D01*`,
    `X${c(x1)}Y${c(y1)}D01*`,
  ]);
  return [...header(options), ...body, 'M02*', ''].join('\n');
}

/** A copper-like layer with a few pads and a trace. */
export function padsGerber(pads: readonly [number, number][], options: GerberOptions = {}): string {
  const unit = options.unit ?? 'mm';
  const c = (v: number) => coordinate(v, unit);
  const body = ['D11*', ...pads.map(([x, y]) => `X${c(x)}Y${c(y)}D03*`), 'D10*', `X${c(pads[0][0])}Y${c(pads[0][1])}D02*`, `X${c(pads[pads.length - 1][0])}Y${c(pads[pads.length - 1][1])}D01*`];
  return [...header(options), ...body, 'M02*', ''].join('\n');
}

/** An Excellon drill file, with the X2 file function in a comment as KiCad writes it. */
export function drillFile(holes: readonly [number, number][], fileFunction = 'Plated,1,2,PTH'): string {
  return ['M48', `; #@! TF.FileFunction,${fileFunction}`, 'FMAT,2', 'METRIC', 'T1C0.800', '%', 'G90', 'G05', 'T1', ...holes.map(([x, y]) => `X${x.toFixed(3)}Y${y.toFixed(3)}`), 'M30', ''].join('\n');
}

const encode = (text: string) => new TextEncoder().encode(text);

/** A four-layer board (2 outer, 2 inner copper layers) as KiCad names its files. */
export function fourLayerBoard(prefix = 'quad'): { name: string; bytes: Uint8Array }[] {
  const pads: [number, number][] = Array.from({ length: 40 }, (_, i) => [5 + (i % 10) * 4, 5 + Math.floor(i / 10) * 6]);
  return [
    { name: `${prefix}-F_Cu.gtl`, bytes: encode(padsGerber(pads, { fileFunction: 'Copper,L1,Top' })) },
    { name: `${prefix}-In1_Cu.g2`, bytes: encode(padsGerber(pads, { fileFunction: 'Copper,L2,Inr' })) },
    { name: `${prefix}-In2_Cu.g3`, bytes: encode(padsGerber(pads, { fileFunction: 'Copper,L3,Inr' })) },
    { name: `${prefix}-B_Cu.gbl`, bytes: encode(padsGerber(pads, { fileFunction: 'Copper,L4,Bot' })) },
    { name: `${prefix}-F_Mask.gts`, bytes: encode(padsGerber(pads, { fileFunction: 'Soldermask,Top' })) },
    { name: `${prefix}-B_Mask.gbs`, bytes: encode(padsGerber(pads, { fileFunction: 'SolderMask,Bot' })) },
    { name: `${prefix}-F_Silkscreen.gto`, bytes: encode(outlineGerber([[3, 3, 10, 10]], { fileFunction: 'Legend,Top' })) },
    { name: `${prefix}-Edge_Cuts.gm1`, bytes: encode(outlineGerber([[0, 0, 50, 30], [20, 10, 25, 15]], { fileFunction: 'Profile,NP' })) },
    { name: `${prefix}-PTH.drl`, bytes: encode(drillFile(pads.slice(0, 10))) },
  ];
}
