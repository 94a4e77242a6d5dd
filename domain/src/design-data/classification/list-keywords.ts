/** Words in a file name that say it is a parts list, German and English. */
export const PARTS_LIST_KEYWORDS = [
  'bom',
  'parts',
  'partlist',
  'partslist',
  'billofmaterial',
  'stueckliste',
  'stuckliste',
  'bauteilliste',
  'materialliste',
  'komponentenliste',
];

/** Words in a file name that clearly say it is a placement list, German and English. */
export const PLACEMENT_KEYWORDS = [
  'cpl',
  'pnp',
  'xy',
  'pickandplace',
  'pickplace',
  'picknplace',
  'placement',
  'centroid',
  'bestueckung',
  'bestuckung',
  'insertion',
];

/** Short words that may mean a placement list, weaker than the others ("pos" from KiCad's position files). */
export const WEAK_PLACEMENT_KEYWORDS = ['pos', 'position', 'positions', 'place'];
