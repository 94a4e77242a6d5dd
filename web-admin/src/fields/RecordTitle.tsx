import { useGetRecordRepresentation, useRecordContext, useResourceContext } from 'react-admin';

/** The record as its resource names it (the resource's recordRepresentation), as the page title. */
export function RecordTitle() {
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  return <>{represent(record)}</>;
}
