import { useQuery } from 'urql';
import { Locate } from './manufacturer-queries';
import type { MapDelivery } from './map/ProducerMap';
import type { shippingAddressOf } from './search-input';

/** Where the delivery address is on the map (its town), once it is complete; nothing while it is not or not found. */
export function useDelivery(address: ReturnType<typeof shippingAddressOf>): MapDelivery | null {
  const [answer] = useQuery({ query: Locate, variables: { address: address! }, pause: !address, requestPolicy: 'cache-first' });
  const position = answer.data?.appGetGeoPosition;
  return address && position ? { city: address.city, x: position.x, y: position.y } : null;
}
