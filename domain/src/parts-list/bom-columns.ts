import { keywordForm } from '../tables/keywords';

/** What a parts-list column holds. */
export type BomColumnKind =
  | 'designator' | 'mpn' | 'manufacturer' | 'quantity' | 'doNotPlace' | 'isGeneric' | 'isProvided'
  | 'alternativeMpn1' | 'alternativeMpn2' | 'alternativeManufacturer1' | 'alternativeManufacturer2'
  | 'genericDeviceType' | 'package' | 'electricValue' | 'tolerance' | 'maxVoltage' | 'description' | 'itemIndex'
  | 'supplierPart';

/** Header keywords (German and English) per column kind, in keyword form, most specific kinds first. */
const KEYWORDS: readonly (readonly [BomColumnKind, readonly string[]])[] = [
  ['alternativeManufacturer1', ['alternativemanufacturer1', 'altmanufacturer1', 'alternativehersteller1', 'althersteller1', 'alternative1manufacturer', 'alt1manufacturer']],
  ['alternativeManufacturer2', ['alternativemanufacturer2', 'altmanufacturer2', 'alternativehersteller2', 'althersteller2', 'alternative2manufacturer', 'alt2manufacturer']],
  ['alternativeMpn1', ['alternativempn1', 'altmpn1', 'alternativepartnumber1', 'alternative1', 'alt1', 'alternativteilenummer1', 'alternativ1']],
  ['alternativeMpn2', ['alternativempn2', 'altmpn2', 'alternativepartnumber2', 'alternative2', 'alt2', 'alternativteilenummer2', 'alternativ2']],
  ['doNotPlace', ['dnp', 'donotplace', 'dnf', 'donotfit', 'notplaced', 'nopop', 'nichtbestuecken', 'nichtbestueckt', 'unbestueckt']],
  ['isGeneric', ['generic', 'isgeneric', 'generisch']],
  ['isProvided', ['provided', 'isprovided', 'beigestellt', 'consigned', 'customersupplied', 'kundenbeistellung']],
  ['designator', ['designator', 'designators', 'reference', 'references', 'ref', 'refs', 'refdes', 'referenz', 'bauteilbezeichner', 'bezeichner', 'kennzeichen', 'bestueckungsname', 'partreference']],
  ['mpn', ['mpn', 'manufacturerpartnumber', 'manufacturerpartno', 'mfrpartnumber', 'mfrpn', 'mfgpartnumber', 'mfgpn', 'manufacturerpart', 'partnumber', 'partno', 'herstellerteilenummer', 'herstellerartikelnummer', 'herstellernummer', 'teilenummer', 'bestellnummerhersteller']],
  ['supplierPart', ['lcscpart', 'lcscpartnumber', 'lcsc', 'supplierpart', 'supplierpartnumber', 'jlcpcbpart', 'lieferantenteilenummer']],
  ['manufacturer', ['manufacturer', 'manufacturername', 'mfr', 'mfg', 'hersteller', 'herstellername', 'vendor']],
  ['quantity', ['quantity', 'qty', 'qnty', 'anzahl', 'menge', 'stueck', 'stk', 'stueckzahl', 'count']],
  ['genericDeviceType', ['devicetype', 'componenttype', 'bauteiltyp', 'bauteilart', 'type', 'typ']],
  ['package', ['package', 'footprint', 'gehaeuse', 'case', 'bauform', 'pcbfootprint']],
  ['electricValue', ['value', 'wert', 'val', 'comment', 'kommentar', 'electricvalue']],
  ['tolerance', ['tolerance', 'toleranz', 'tol']],
  ['maxVoltage', ['maxvoltage', 'voltage', 'spannung', 'ratedvoltage', 'nennspannung']],
  ['description', ['description', 'beschreibung', 'desc', 'bemerkung', 'name', 'bezeichnung', 'notes']],
  ['itemIndex', ['item', 'itemnumber', 'id', 'pos', 'position', 'nr', 'no', 'number', 'index', 'lfdnr']],
];

/** The column kind a header cell names, or null. */
export function columnKindOf(header: string): BomColumnKind | null {
  const form = keywordForm(header);
  if (!form) return null;
  for (const [kind, words] of KEYWORDS) if (words.includes(form)) return kind;
  for (const [kind, words] of KEYWORDS) if (words.some((word) => word.length >= 4 && form.includes(word))) return kind;
  return null;
}

/** Whether a cell looks like a header of any column kind. */
export const isHeaderCell = (cell: string) => columnKindOf(cell) !== null;
