import { partSize, type CapabilitySearchInput, type SearchComponent } from '@pcbm/domain';
import type { PartsCatalogue } from '@pcbm/platform';
import { logSafeError } from '@pcbm/platform';

/**
 * The search's parts-list rows with what the parts database knows of each main part. When the
 * database cannot be asked, the parts count as unknown (the search then notes it) and the
 * failure is logged.
 */
export async function searchComponents(parts: PartsCatalogue, components: CapabilitySearchInput['components']): Promise<SearchComponent[]> {
  const asked = components.filter((component) => !component.generic && component.mpn !== '');
  const answers = await parts.partsFor(asked.map((component) => ({ mpn: component.mpn }))).catch((error: unknown) => {
    console.warn(`The parts database could not be asked while matching producers: ${logSafeError(error)}`);
    return asked.map(() => null);
  });
  const byComponent = new Map(asked.map((component, index) => [component, answers[index]]));
  return components.map((component) => {
    const part = byComponent.get(component) ?? null;
    return {
      mpn: component.mpn,
      designators: component.designators,
      generic: component.generic,
      known: part !== null,
      size: part ? partSize(part) : null,
      pitch: part?.pitch ?? null,
    };
  });
}

/** Components on one board: the designators of every row (a row without designators counts once). */
export const componentsPerBoard = (components: CapabilitySearchInput['components']) =>
  components.reduce((sum, component) => sum + Math.max(component.designators.length, 1), 0);
