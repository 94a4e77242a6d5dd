import { keywordForm } from '../tables/keywords';

export type CplColumnKind = 'designator' | 'xPos' | 'yPos' | 'rotation' | 'side' | 'package' | 'value';

const KEYWORDS: readonly (readonly [CplColumnKind, readonly string[]])[] = [
  ['designator', ['designator', 'ref', 'reference', 'refdes', 'referenz', 'bauteil', 'bezeichner', 'part', 'component']],
  ['xPos', ['midx', 'posx', 'x', 'centerx', 'centrex', 'xpos', 'xposition', 'positionx', 'xkoordinate', 'xmm', 'xmil', 'xin', 'locationx', 'mittex']],
  ['yPos', ['midy', 'posy', 'y', 'centery', 'centrey', 'ypos', 'yposition', 'positiony', 'ykoordinate', 'ymm', 'ymil', 'yin', 'locationy', 'mittey']],
  ['rotation', ['rotation', 'rot', 'angle', 'drehung', 'winkel', 'orientation', 'rotate']],
  ['side', ['layer', 'side', 'seite', 'lage', 'tb', 'topbottom', 'placement']],
  ['package', ['package', 'footprint', 'gehaeuse', 'case']],
  ['value', ['value', 'val', 'wert', 'comment']],
];

/** The placement column kind a header cell names, or null. */
export function cplColumnKindOf(header: string): CplColumnKind | null {
  const form = keywordForm(header.replace(/\((mm|mil|in|inch|um|µm)\)/i, ''));
  if (!form) return null;
  for (const [kind, words] of KEYWORDS) if (words.includes(form)) return kind;
  for (const [kind, words] of KEYWORDS) if (words.some((word) => word.length >= 4 && form.includes(word))) return kind;
  return null;
}
