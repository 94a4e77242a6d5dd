import { keywordForm } from '../table/keyword-form';

/** What a parts-list column holds. */
export const BOM_COLUMN_KINDS = [
  'designator', 'mpn', 'manufacturer', 'quantity', 'doNotPlace', 'isGeneric', 'isProvided',
  'alternativeMpn1', 'alternativeMpn2', 'alternativeManufacturer1', 'alternativeManufacturer2',
  'genericDeviceType', 'package', 'electricValue', 'tolerance', 'maxVoltage', 'description', 'itemIndex',
] as const;
export type BomColumnKind = (typeof BOM_COLUMN_KINDS)[number];

/** A header that names a column the parts list does not read (supplier, price): still a header keyword. */
export type BomHeaderWord = BomColumnKind | 'unread';

type PlainKind = Exclude<BomColumnKind, `alternative${string}`>;

/** Header keywords per kind in keyword form: whole-cell matches, then parts of a cell, tried in this order. */
const KEYWORDS: readonly (readonly [PlainKind | 'unread', readonly string[], readonly string[]])[] = [
  ['unread',
    ['distributor', 'ordercode', 'bestellnummer', 'sku', 'stock', 'lager', 'url', 'link', 'total', 'summe'],
    ['supplier', 'lieferant', 'lcsc', 'digikey', 'mouser', 'farnell', 'price', 'preis', 'cost', 'kosten', 'datasheet', 'datenblatt']],
  ['designator',
    ['designator', 'designators', 'reference', 'references', 'ref', 'refs', 'refdes', 'referencedesignator', 'referencedesignators',
      'partreference', 'partreferences', 'part', 'parts', 'referenz', 'referenzen', 'bezeichner', 'bauteil', 'bauteile', 'bmk',
      'betriebsmittelkennzeichen', 'kennzeichen', 'bauteilkennzeichen', 'bauteilreferenz'],
    ['designator', 'reference', 'refdes', 'referenz', 'bezeichner', 'kennzeichen']],
  ['mpn',
    ['mpn', 'mpns', 'mfrpn', 'mfgpn', 'mfpn', 'pn', 'partnumber', 'partno', 'partnr', 'partnum', 'manufacturerpart',
      'manufacturerpartnumber', 'manufacturerpartno', 'manufacturerpn', 'mfrpart', 'mfgpart', 'mfrpartnumber', 'mfgpartnumber',
      'mfrpartno', 'mfgpartno', 'herstellerteilenummer', 'herstellerartikelnummer', 'herstellerbestellnummer', 'herstellernummer',
      'herstellernr', 'herstnr', 'herstellerteilenr', 'teilenummer', 'artikelnummerhersteller'],
    ['manufacturerpart', 'mfrpart', 'mfgpart', 'partnumber', 'herstellerteil', 'herstellerartikel', 'herstellerbestell',
      'herstellernummer', 'herstellernr', 'teilenummer']],
  ['manufacturer',
    ['manufacturer', 'manufacturers', 'manufacturername', 'mfr', 'mfg', 'mfrname', 'mfgname', 'make', 'brand', 'hersteller', 'herstellername'],
    ['manufacturer', 'hersteller']],
  ['doNotPlace',
    ['dnp', 'dnf', 'dni', 'donotplace', 'donotpopulate', 'donotfit', 'donotmount', 'donotinstall', 'notplaced', 'nopop', 'nopopulate',
      'unpopulated', 'nichtbestuecken', 'nichtbestueckt', 'unbestueckt'],
    ['donotplace', 'donotpopulate', 'donotfit', 'nichtbestueck', 'unbestueckt']],
  ['isGeneric', ['generic', 'isgeneric', 'generisch', 'genericpart'], ['generic', 'generisch']],
  ['isProvided',
    ['provided', 'isprovided', 'beigestellt', 'beistellung', 'kundenbeistellung', 'consigned', 'customersupplied',
      'suppliedbycustomer', 'customerprovided', 'providedbycustomer'],
    ['provided', 'beigestellt', 'beistellung', 'consign', 'customersupplied']],
  ['quantity',
    ['qty', 'qnty', 'quantity', 'quant', 'count', 'amount', 'pcs', 'menge', 'anzahl', 'anz', 'stueck', 'stk', 'stueckzahl'],
    ['quantity', 'anzahl', 'stueckzahl', 'menge']],
  ['genericDeviceType',
    ['devicetype', 'componenttype', 'parttype', 'type', 'typ', 'device', 'bauteiltyp', 'bauteilart', 'art', 'category', 'kategorie'],
    ['devicetype', 'componenttype', 'bauteiltyp', 'bauteilart']],
  ['package',
    ['package', 'packages', 'footprint', 'case', 'pkg', 'packagecase', 'casepackage', 'pcbfootprint', 'gehaeuse', 'bauform'],
    ['package', 'footprint', 'gehaeuse', 'bauform']],
  ['electricValue',
    ['value', 'val', 'comment', 'electricvalue', 'electricalvalue', 'nominalvalue', 'wert', 'nennwert'],
    ['value', 'nennwert']],
  ['tolerance', ['tolerance', 'tol', 'toleranz'], ['toleran']],
  ['maxVoltage',
    ['voltage', 'maxvoltage', 'voltagerating', 'ratedvoltage', 'vmax', 'spannung', 'maxspannung', 'nennspannung', 'umax'],
    ['voltage', 'spannung']],
  ['description',
    ['description', 'desc', 'name', 'partname', 'componentname', 'cmpname', 'notes', 'note', 'remark', 'remarks', 'details',
      'beschreibung', 'bezeichnung', 'bemerkung', 'bemerkungen', 'kommentar', 'hinweis'],
    ['description', 'beschreibung', 'bezeichnung', 'bemerkung']],
  ['itemIndex',
    ['item', 'items', 'itemno', 'itemnr', 'itemnumber', 'id', 'no', 'nr', 'number', 'pos', 'position', 'index', 'idx', 'lfdnr', 'line', 'zeile'],
    []],
];

const WHOLE = new Map<string, PlainKind | 'unread'>(KEYWORDS.flatMap(([kind, whole]) => whole.map((word) => [word, kind] as const)));

const ALTERNATIVE = /^alt(?=\d|mpn|pn|part|manu|mfr|mfg|herst|teil|$)|alternat|ersatz|secondsource/;
const MANUFACTURER_WORD = /manufacturer|mfr|mfg|hersteller|herst|make|brand/;
const PART_NUMBER_WORD = /part|pn|nummer|number|teil|nr|no\d*$/;

/** Alternative columns; one without a number is alternative 1 (detection moves a second one to 2). */
function alternativeKind(form: string): BomColumnKind | 'unread' | null {
  if (!ALTERNATIVE.test(form)) return null;
  const digits = form.match(/\d+/)?.[0] ?? '1';
  if (digits !== '1' && digits !== '2') return 'unread';
  const manufacturer = MANUFACTURER_WORD.test(form) && !PART_NUMBER_WORD.test(form.replace(/\d+$/, ''));
  return manufacturer ? `alternativeManufacturer${digits}` : `alternativeMpn${digits}`;
}

/** The kind of column a header cell names (German or English), 'unread' for known columns not read, or null. */
export function bomHeaderWord(cell: string): BomHeaderWord | null {
  const form = keywordForm(cell);
  if (form === '') return null;
  const whole = WHOLE.get(form);
  if (whole) return whole;
  const alternative = alternativeKind(form);
  if (alternative) return alternative;
  for (const [kind, , parts] of KEYWORDS) if (parts.some((part) => form.includes(part))) return kind;
  return null;
}

/** Whether a cell holds a parts-list header keyword. */
export const isBomHeaderCell = (cell: string): boolean => bomHeaderWord(cell) !== null;
