import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import type { BomComponent } from '@pcbm/domain/parts-list/bom-import';

/** A parts-list row as the importer read it, in the draft's shape (main part first, then alternatives). */
export function draftComponentOf(component: BomComponent): DraftComponent {
  return {
    id: `row-${component.row}`,
    designators: [...component.designators],
    quantity: component.quantity,
    componentInfo: [{ mpn: component.mpn, manufacturer: component.manufacturer }, ...component.alternatives.slice(0, 2).map((part) => ({ mpn: part.mpn, manufacturer: part.manufacturer }))],
    description: component.description,
    package: component.package,
    electricValue: component.electricValue,
    tolerance: component.tolerance,
    maxVoltage: component.maxVoltage,
    genericDeviceType: component.genericDeviceType,
    generic: component.generic,
    doNotPlace: component.doNotPlace,
    provided: component.provided,
    detectedComponentType: component.detectedComponentType,
  };
}

/** A part number as the parts database compares it: separators stripped, upper case. */
export const lookupKey = (mpn: string) => mpn.replace(/[^a-z0-9]/gi, '').toUpperCase();

/** Marks each part as found or not found; a part the answer does not name keeps what it had. */
export function withLookup(components: readonly DraftComponent[], found: ReadonlySet<string>, notFound: ReadonlySet<string>): DraftComponent[] {
  return components.map((component) => ({
    ...component,
    componentInfo: component.componentInfo.map((part) => {
      const key = lookupKey(part.mpn);
      if (!key) return part;
      return found.has(key) ? { ...part, found: true } : notFound.has(key) ? { ...part, found: false } : part;
    }),
  }));
}

/** How many parts (main parts and alternatives) are marked found and not found. */
export function lookupCounts(components: readonly DraftComponent[]): { readonly found: number; readonly notFound: number } {
  let found = 0;
  let notFound = 0;
  for (const component of components)
    for (const part of component.componentInfo) {
      if (part.found === true) found++;
      else if (part.found === false) notFound++;
    }
  return { found, notFound };
}

/** Whether two lists hold the same rows as the importer would write them (lookup marks aside). */
export function sameRows(a: readonly DraftComponent[], b: readonly DraftComponent[]): boolean {
  if (a.length !== b.length) return false;
  const strip = (c: DraftComponent) => JSON.stringify({ ...c, componentInfo: c.componentInfo.map((p) => [p.mpn, p.manufacturer]) });
  return a.every((component, index) => strip(component) === strip(b[index]));
}
