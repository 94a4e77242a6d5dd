import { keywordForm } from '../table/keyword-form';

/** The board side a part is placed on. */
export type PlacementSide = 'top' | 'bottom';

const TOP = new Set(['top', 't', 'toplayer', 'topside', 'front', 'f', 'fcu', 'component', 'componentside', 'oben', 'o', 'vorderseite', 'bestueckungsseite']);
const BOTTOM = new Set(['bottom', 'b', 'bot', 'bottomlayer', 'bottomside', 'back', 'bcu', 'solder', 'solderside', 'unten', 'u', 'rueckseite', 'loetseite']);

/** The side a cell names (top/bottom, T/B, TopLayer/BottomLayer, oben/unten; blank is top), or null. */
export function readPlacementSide(cell: string): PlacementSide | null {
  const form = keywordForm(cell);
  if (form === '' || TOP.has(form)) return 'top';
  return BOTTOM.has(form) ? 'bottom' : null;
}
