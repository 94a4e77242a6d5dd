import { useRecordContext } from 'react-admin';
import type { Manufacturer } from './manufacturer-operations';

/** The producer's company name, as the page title. */
export function ManufacturerTitle() {
  const manufacturer = useRecordContext<Manufacturer>();
  return <>{manufacturer?.company.name ?? ''}</>;
}
