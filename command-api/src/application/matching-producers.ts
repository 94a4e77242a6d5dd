import type { CapabilityProducer, ManufacturerCapabilities } from '@pcbm/domain';
import type { Geocoder, SqlClient } from '@pcbm/platform';
import { matchingProducerRows } from '@pcbm/projections/queries';

/** Every producer with its capabilities and the places of its headquarters and factories, for matching. */
export async function matchingProducers(db: SqlClient, geocoder: Geocoder): Promise<CapabilityProducer[]> {
  const rows = await matchingProducerRows(db);
  return Promise.all(
    rows.map(async (row) => {
      const capabilities = (typeof row.capabilities === 'string' ? JSON.parse(row.capabilities) : row.capabilities) as ManufacturerCapabilities | null;
      const factories = await Promise.all((capabilities?.factoryAddresses ?? []).map((address) => geocoder.locate(address)));
      return {
        manufacturerId: row.id,
        name: row.name,
        allowMatching: row.allow_matching,
        capabilities,
        headquarterPosition: capabilities ? await geocoder.locate(capabilities.headquarterAddress) : null,
        factoryPositions: factories.filter((position) => position !== null),
      };
    }),
  );
}
