import { normalisedPartNumber, withPackageGeometry, type Part } from '@pcbm/domain';
import { OFFLINE_CATALOGUE_PARTS, type CatalogueEntry } from './offline-catalogue-parts';
import type { FoundPart, PartQuery, PartsSource } from './parts-source';

const toPart = (entry: CatalogueEntry): Part =>
  withPackageGeometry({
    mpn: entry.mpn,
    manufacturer: entry.manufacturer,
    description: null,
    deviceType: entry.deviceType,
    case: entry.package,
    electricalValue: entry.electricalValue,
    tolerance: null,
    maxVoltage: null,
    pitch: null,
    mount: null,
    ecSize: null,
    image: null,
  });

/**
 * The parts database without a network: the parts of real open-hardware parts lists, found by
 * MPN or by the supplier part number the same row names. It has no prices.
 */
export class OfflinePartsCatalogue implements PartsSource {
  readonly name = 'offline catalogue';
  private readonly byNumber = new Map<string, Part>();

  constructor(entries: readonly CatalogueEntry[] = OFFLINE_CATALOGUE_PARTS) {
    for (const entry of entries) {
      const part = toPart(entry);
      for (const number of [entry.mpn, ...entry.supplierParts]) this.byNumber.set(normalisedPartNumber(number), part);
    }
  }

  async findParts(queries: readonly PartQuery[]): Promise<(FoundPart | null)[]> {
    return queries.map((query) => {
      const part = this.byNumber.get(normalisedPartNumber(query.mpn));
      return part ? { part, prices: [] } : null;
    });
  }
}
