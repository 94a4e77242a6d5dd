import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { AutocompleteInput, TextInput } from 'react-admin';
import { countriesIn } from '@pcbm/web-kit/settings/countries';
import { useVocabulary } from '../fields/vocabulary';

/**
 * A postal address's lines. `prefix` is the address's place in the form ('headquarterAddress.'); inside a list of
 * addresses it is empty, the list giving each item its place.
 */
export function AddressInputs({ prefix = '' }: { readonly prefix?: string }) {
  const { locale } = useVocabulary();
  const countries = useMemo(() => countriesIn(locale).map((country) => ({ id: country.code, name: country.name })), [locale]);
  return (
    <Stack sx={{ width: '100%', maxWidth: 640 }}>
      <TextInput source={`${prefix}recipient`} label="admin.manufacturers.address.recipient" isRequired />
      <TextInput source={`${prefix}addressLine1`} label="admin.manufacturers.address.addressLine1" isRequired />
      <TextInput source={`${prefix}addressLine2`} label="admin.manufacturers.address.addressLine2" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <TextInput source={`${prefix}zipcode`} label="admin.manufacturers.address.zipcode" isRequired sx={{ maxWidth: { sm: 160 } }} />
        <TextInput source={`${prefix}city`} label="admin.manufacturers.address.city" isRequired />
      </Stack>
      <AutocompleteInput source={`${prefix}country`} label="admin.manufacturers.address.country" choices={countries} translateChoice={false} isRequired />
      <TextInput source={`${prefix}companyTaxNumber`} label="admin.manufacturers.address.companyTaxNumber" />
    </Stack>
  );
}
