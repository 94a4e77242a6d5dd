import { looksLikeExcellon, looksLikeGerber } from './design-file-content';
import { extensionOf, type FileUse } from './file-use';

const PARTS_LIST_KEYWORDS = ['bom', 'billofmaterial', 'partslist', 'partlist', 'stueckliste', 'stückliste', 'bauteilliste', 'materialliste'];
const PLACEMENT_KEYWORDS = ['cpl', 'pickandplace', 'pickplace', 'pnp', 'placement', 'centroid', 'bestueckung', 'bestückung', 'position', 'pos', 'xy', 'insertion'];

const compact = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');
const words = (name: string) => name.toLowerCase().split(/[^a-z0-9äöüß]+/).filter(Boolean);

/** How surely a name says what a file is: explicit words ("cpl", "pick and place", "bom") beat KiCad's generic "pos". */
export function nameStrength(name: string): number {
  return /(^|[^a-z])pos([^a-z]|$)/i.test(name.replace(/\.[^.]+$/, '')) && !/cpl|pick|place|centroid|bestueck|bestück/i.test(name) ? 1 : 2;
}

/** CAD project files: the producer needs exported Gerber, drill, parts and placement files instead. */
export const PROJECT_FILE_EXTENSIONS: Record<string, string> = {
  kicad_pcb: 'KiCad',
  kicad_pro: 'KiCad',
  kicad_sch: 'KiCad',
  brd: 'Eagle',
  sch: 'Eagle',
  pcbdoc: 'Altium',
  schdoc: 'Altium',
  prjpcb: 'Altium',
  epro: 'EasyEDA',
};

/** Whether a file name speaks of a parts list (German or English). */
export const namesPartsList = (name: string) => PARTS_LIST_KEYWORDS.some((k) => compact(name).includes(k));
/** Whether a file name speaks of a placement list (German or English). */
export const namesPlacement = (name: string) =>
  PLACEMENT_KEYWORDS.some((k) => (k.length <= 3 ? words(name.replace(/\.[^.]+$/, '')).includes(k) : compact(name).includes(k)));

const TABLE_EXTENSIONS = ['csv', 'xlsx', 'xls', 'ods', 'txt', 'tsv', 'pos'];

/**
 * What a file is for: Gerber and drill files by their content, `.gbrjob` as the job file, parts
 * and placement lists by the words in their names, everything else additional.
 */
export function classifyFile(name: string, text: string): FileUse {
  const extension = extensionOf(name);
  if (extension === 'gbrjob') return 'jobFile';
  if (looksLikeGerber(text) || looksLikeExcellon(text)) return 'pcbFile';
  if (TABLE_EXTENSIONS.includes(extension) || extension === '') {
    if (namesPartsList(name)) return 'bomFile';
    if (namesPlacement(name)) return 'cplFile';
  }
  return 'additionalFile';
}
