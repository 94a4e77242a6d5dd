import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useVocabulary } from './vocabulary';

interface Address {
  readonly recipient: string;
  readonly addressLine1: string;
  readonly addressLine2?: string | null;
  readonly zipcode: string;
  readonly city: string;
  readonly country: string;
}

/** A postal address as it is written on a parcel, the country named in the console's language, or a dash when there is none. */
export function AddressField({ source }: { readonly source: string; readonly label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const { country } = useVocabulary();
  const address = record?.[source] as Address | null | undefined;
  if (!address) return <Typography variant="body2">—</Typography>;
  const lines = [address.recipient, address.addressLine1, address.addressLine2, `${address.zipcode} ${address.city}`, country(address.country)].filter(Boolean);
  return (
    <Typography variant="body2" component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {lines.join('\n')}
    </Typography>
  );
}
