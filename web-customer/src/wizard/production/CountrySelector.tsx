import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn, flagOf } from './countries';

export interface CountrySelectorProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly error?: string;
}

/** Searchable by the country's name in the page's language, sorted alphabetically, with its flag. */
export function CountrySelector({ label, value, onChange, error }: CountrySelectorProps) {
  const { t, i18n } = useTranslation('production');
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const selected = countries.find((country) => country.code === value.toUpperCase()) ?? null;
  return (
    <Autocomplete
      options={countries}
      value={selected}
      onChange={(_, country) => onChange(country?.code ?? '')}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      noOptionsText={t('noResults')}
      size="small"
      renderOption={(props, country) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
            <span aria-hidden>{flagOf(country.code)}</span>
            {country.name}
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? ' '} />}
    />
  );
}
