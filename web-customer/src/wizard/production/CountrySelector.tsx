import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CountryFlag, preloadFlags } from '@pcbm/web-kit/settings/CountryFlag';
import { useEffect, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesIn } from '@pcbm/web-kit/settings/countries';

export interface CountrySelectorProps {
  readonly id: string;
  readonly label: string;
  /** A two-letter code, or empty. */
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly onBlur?: () => void;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly error?: string;
  readonly required?: boolean;
}

/** Countries searchable by their name in the page's language, sorted alphabetically, each with its flag. */
export function CountrySelector({ id, label, value, onChange, onBlur, inputRef, error, required = true }: CountrySelectorProps) {
  const { t, i18n } = useTranslation('production');
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const selected = countries.find((country) => country.code === value.toUpperCase()) ?? null;
  useEffect(preloadFlags, []);
  return (
    <Autocomplete
      id={id}
      options={countries}
      value={selected}
      onChange={(_, country) => onChange(country?.code ?? '')}
      onBlur={onBlur}
      getOptionLabel={(country) => country.name}
      getOptionKey={(country) => country.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      noOptionsText={t('noResults')}
      autoHighlight
      size="small"
      renderOption={(props, country) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
            <CountryFlag code={country.code} />
            {country.name}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{
            ...params.slotProps,
            input: { ...params.slotProps.input, startAdornment: selected ? <CountryFlag code={selected.code} sx={{ ml: 0.5 }} /> : undefined },
            formHelperText: error ? { role: 'alert' } : undefined,
          }}
        />
      )}
    />
  );
}
