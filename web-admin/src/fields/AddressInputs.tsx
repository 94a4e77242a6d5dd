import Stack from '@mui/material/Stack';
import { countriesIn } from '@pcbm/web-kit/settings/countries';
import { useMemo } from 'react';
import { AutocompleteInput, TextInput, useLocaleState } from 'react-admin';

/**
 * A postal address's lines in the order they are written, the country searchable by its name in the console's
 * language. `source` is the address's place in the form ('billingAddress', 'headquarterAddress'); inside a list of
 * addresses it is left out, the list giving each item its place.
 */
export function AddressInputs({ source }: { readonly source?: string }) {
  const [locale] = useLocaleState();
  const countries = useMemo(() => countriesIn(locale).map((country) => ({ id: country.code, name: country.name })), [locale]);
  const at = (field: string) => (source ? `${source}.${field}` : field);
  return (
    <Stack sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source={at('recipient')} label="admin.address.recipient" isRequired />
      <TextInput source={at('addressLine1')} label="admin.address.addressLine1" isRequired />
      <TextInput source={at('addressLine2')} label="admin.address.addressLine2" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source={at('zipcode')} label="admin.address.zipcode" isRequired sx={{ maxWidth: { sm: 160 } }} />
        <TextInput source={at('city')} label="admin.address.city" isRequired />
      </Stack>
      <AutocompleteInput source={at('country')} label="admin.address.country" choices={countries} translateChoice={false} isRequired />
      <TextInput source={at('companyTaxNumber')} label="admin.address.companyTaxNumber" />
    </Stack>
  );
}
