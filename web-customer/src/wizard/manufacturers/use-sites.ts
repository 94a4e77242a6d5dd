import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import type { MapSite } from './map/ProducerMap';
import { Locate, type MatchingManufacturer } from './manufacturer-queries';

type Address = { recipient: string; country: string; addressLine1: string; zipcode: string; city: string };

/** Where the producers' factories and headquarters are, located once per address. */
export function useSites(manufacturers: readonly MatchingManufacturer[]): MapSite[] {
  const client = useClient();
  const cache = useRef(new Map<string, { x: number; y: number } | null>());
  const [sites, setSites] = useState<MapSite[]>([]);
  useEffect(() => {
    let cancelled = false;
    const locate = async (given: Address) => {
      // Only the input fields: answers carry __typename, which an input does not take.
      const address = { recipient: given.recipient, country: given.country, addressLine1: given.addressLine1, zipcode: given.zipcode, city: given.city };
      const key = `${address.country}|${address.zipcode}|${address.city}|${address.addressLine1}`;
      if (!cache.current.has(key)) {
        const answer = await client.query(Locate, { address }, { requestPolicy: 'cache-first' }).toPromise();
        cache.current.set(key, answer.data?.appGetGeoPosition ?? null);
      }
      return cache.current.get(key) ?? null;
    };
    void (async () => {
      const found: MapSite[] = [];
      for (const match of manufacturers) {
        const name = match.manufacturer.company.name;
        const places: [Address, MapSite['kind']][] = [
          ...(match.manufacturer.headquarterAddress ? [[match.manufacturer.headquarterAddress, 'headquarters'] as [Address, MapSite['kind']]] : []),
          ...match.manufacturer.factoryAddresses.map((address) => [address, 'factory'] as [Address, MapSite['kind']]),
        ];
        for (const [address, kind] of places) {
          const position = await locate(address);
          if (position) found.push({ manufacturerId: match.manufacturerId, name, kind, city: address.city, x: position.x, y: position.y });
        }
      }
      if (!cancelled) setSites(found);
    })();
    return () => {
      cancelled = true;
    };
  }, [client, manufacturers]);
  return sites;
}
