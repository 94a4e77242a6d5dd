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

/** Marks each part as found or not found in the parts database. */
export function withLookup(components: readonly DraftComponent[], found: ReadonlySet<string>, notFound: ReadonlySet<string>): DraftComponent[] {
  const key = (mpn: string) => mpn.replace(/[^a-z0-9]/gi, '').toUpperCase();
  return components.map((component) => ({
    ...component,
    componentInfo: component.componentInfo.map((part) => {
      const k = key(part.mpn);
      if (!k) return part;
      return found.has(k) ? { ...part, found: true } : notFound.has(k) ? { ...part, found: false } : part;
    }),
  }));
}

export const lookupKey = (mpn: string) => mpn.replace(/[^a-z0-9]/gi, '').toUpperCase();
