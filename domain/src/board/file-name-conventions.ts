import type { Layer } from './layer';

type Rule = readonly [RegExp, Layer | ((match: RegExpExecArray) => Layer)];

const copper = (side: Layer['side'], number?: number): Layer => (number === undefined ? { kind: 'copper', side } : { kind: 'copper', side, number });

/**
 * File names as CAD tools write them, most specific first: KiCad (`-F_Cu.gtl`, `-In1_Cu.g2`,
 * `-Edge_Cuts.gm1`), Altium/Protel extensions (.GTL .G1 .GKO .GM1 ...), Eagle (.cmp .sol .stc
 * ...), EasyEDA (`Gerber_TopLayer.GTL`, `Drill_PTH_Through.DRL`) and common words.
 */
const RULES: readonly Rule[] = [
  [/[-_.]F[._]Cu\b|toplayer|top[._-]?copper|copper[._-]?top|\.gtl$|\.cmp$|\.top$/i, copper('top', 1)],
  [/[-_.]B[._]Cu\b|bottomlayer|bottom[._-]?copper|copper[._-]?bottom|\.gbl$|\.sol$|\.bot$/i, copper('bottom')],
  [/[-_.]In(\d+)[._]Cu\b/i, (m) => copper('inner', Number(m[1]) + 1)],
  [/inner(?:layer)?[._-]?(\d+)|\.g(\d+)$|\.gp(\d+)$|\.ly(\d+)$|\.in(\d+)$/i, (m) => copper('inner', Number(m.slice(1).find(Boolean)) + 1)],
  [/[-_.]F[._]Mask\b|topsoldermask|top[._-]?solder[._-]?mask|solder[._-]?mask[._-]?top|\.gts$|\.stc$|\.smt$/i, { kind: 'soldermask', side: 'top' }],
  [/[-_.]B[._]Mask\b|bottomsoldermask|bottom[._-]?solder[._-]?mask|solder[._-]?mask[._-]?bottom|\.gbs$|\.sts$|\.smb$/i, { kind: 'soldermask', side: 'bottom' }],
  [/[-_.]F[._]Paste\b|toppaste|top[._-]?paste|(?:solder[._-]?)?paste[._-]?top|cream[._-]?top|\.gtp$|\.crc$|\.spt$/i, { kind: 'paste', side: 'top' }],
  [/[-_.]B[._]Paste\b|bottompaste|bottom[._-]?paste|(?:solder[._-]?)?paste[._-]?bottom|cream[._-]?bottom|\.gbp$|\.crs$|\.spb$/i, { kind: 'paste', side: 'bottom' }],
  [/[-_.]F[._](SilkS|Silkscreen)\b|topsilk|top[._-]?silk|silk[a-z]*[._-]?top|top[._-]?legend|legend[._-]?top|\.gto$|\.plc$|\.sst$/i, { kind: 'legend', side: 'top' }],
  [/[-_.]B[._](SilkS|Silkscreen)\b|bottomsilk|bottom[._-]?silk|silk[a-z]*[._-]?bottom|bottom[._-]?legend|legend[._-]?bottom|\.gbo$|\.pls$|\.ssb$/i, { kind: 'legend', side: 'bottom' }],
  [/edge[._-]?cuts|boardoutline|outline|profile|\.gko$|\.gm1$|\.gml$|\.dim$|\.oln$|\.gm$/i, { kind: 'profile', side: 'all' }],
  [/[-_.]F[._]Fab\b|assembly[._-]?top|\.gta$/i, { kind: 'assembly', side: 'top' }],
  [/[-_.]B[._]Fab\b|assembly[._-]?bot|\.gba$/i, { kind: 'assembly', side: 'bottom' }],
  [/drl[._-]?map|drill[._-]?map/i, { kind: 'none', side: 'all' }],
  [/npth|non[._-]?plated/i, { kind: 'nonPlatedDrill', side: 'all' }],
  [/pth|plated/i, { kind: 'platedDrill', side: 'all' }],
  [/\.(drl|xln|exc|drd|txt|tap|nc)$|drill/i, { kind: 'drill', side: 'all' }],
  [/\.gm\d+$|mechanical|\.gd\d+$/i, { kind: 'mechanical', side: 'all' }],
];

/** The layer a board file's name suggests, or null. */
export function layerFromFileName(name: string): Layer | null {
  const base = name.split('/').pop()!;
  for (const [pattern, layer] of RULES) {
    const match = pattern.exec(base);
    if (match) return typeof layer === 'function' ? layer(match) : layer;
  }
  return null;
}
