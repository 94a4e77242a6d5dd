import { useRecordContext } from 'react-admin';
import type { Shop } from './shop-operations';

/** The shop's hostname, as the page title. */
export function ShopTitle() {
  const shop = useRecordContext<Shop>();
  return <>{shop?.hostname ?? ''}</>;
}
