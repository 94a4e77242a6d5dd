import Box from '@mui/material/Box';
import { countriesIn } from '@pcbm/web-kit/settings/countries';
import { useMemo } from 'react';
import { AutocompleteInput, TextInput, useLocaleState } from 'react-admin';

/** The lines of one address of the company form (`billingAddress` or `shippingAddress`). */
export function CompanyAddressInputs({ source }: { readonly source: 'billingAddress' | 'shippingAddress' }) {
  const [locale] = useLocaleState();
  // Countries by their name in the console's language, searchable as the admin types.
  const countries = useMemo(() => countriesIn(locale).map((country) => ({ id: country.code, name: country.name })), [locale]);
  const line = (name: string, required = true) => <TextInput source={`${source}.${name}`} label={`admin.companies.address.${name}`} isRequired={required} />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 }}>
      {line('recipient')}
      {line('companyTaxNumber', false)}
      {line('addressLine1')}
      {line('addressLine2', false)}
      {line('zipcode')}
      {line('city')}
      <AutocompleteInput source={`${source}.country`} label="admin.companies.address.country" choices={countries} translateChoice={false} isRequired />
    </Box>
  );
}
