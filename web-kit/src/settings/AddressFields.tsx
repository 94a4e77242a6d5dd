import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countriesIn } from './countries';
import { CountryFlag, preloadFlags } from './CountryFlag';
import { TextInput } from './fields';
import { fieldErrorText } from './form-support';

/** An address as a form holds it: every line a string, empty when not given. */
export interface AddressForm {
  id?: string;
  recipient: string;
  country: string;
  addressLine1: string;
  addressLine2: string;
  zipcode: string;
  city: string;
  companyTaxNumber: string;
}

export const EMPTY_ADDRESS: AddressForm = { recipient: '', country: '', addressLine1: '', addressLine2: '', zipcode: '', city: '', companyTaxNumber: '' };

/** The form's copy of a stored address. */
export function addressForm(address: { id?: string | null; recipient: string; country: string; addressLine1: string; addressLine2?: string | null; zipcode: string; city: string; companyTaxNumber?: string | null } | null | undefined): AddressForm {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    ...(address.id ? { id: address.id } : {}),
    recipient: address.recipient,
    country: address.country,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    zipcode: address.zipcode,
    city: address.city,
    companyTaxNumber: address.companyTaxNumber ?? '',
  };
}

interface CountryFieldProps<F extends FieldValues, O> {
  readonly control: Control<F, unknown, O>;
  readonly name: FieldPath<F>;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Countries searchable by their name in the page's language, sorted alphabetically, each with its flag. */
export function CountryField<F extends FieldValues, O>({ control, name, label, disabled }: CountryFieldProps<F, O>) {
  const { t, i18n } = useTranslation('settings');
  const uniqueId = useId();
  const { field, fieldState } = useController({ control: control as unknown as Control<F>, name });
  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const code = String(field.value ?? '').toUpperCase();
  const selected = countries.find((country) => country.code === code) ?? null;
  const error = fieldErrorText(fieldState.error, t);
  useEffect(preloadFlags, []);
  return (
    <Autocomplete
      id={`settings-${name}-${uniqueId}`}
      options={countries}
      value={selected}
      disabled={disabled}
      onChange={(_, country) => field.onChange(country?.code ?? '')}
      onBlur={field.onBlur}
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
          required
          inputRef={field.ref}
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

interface AddressFieldsProps<F extends FieldValues, O> {
  readonly control: Control<F, unknown, O>;
  /** Where the address sits in the form, e.g. `billingAddress`. */
  readonly prefix: string;
  readonly title: string;
  readonly disabled?: boolean;
  /** Shows the tax number (VAT) line. */
  readonly withTaxNumber?: boolean;
}

/** The lines of one address: recipient, two address lines, postcode and city, country and the VAT number. */
export function AddressFields<F extends FieldValues, O>({ control, prefix, title, disabled, withTaxNumber = true }: AddressFieldsProps<F, O>) {
  const { t } = useTranslation('settings');
  const path = (line: keyof AddressForm) => `${prefix}.${line}` as FieldPath<F>;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <TextInput control={control} name={path('recipient')} label={t('address.recipient')} required disabled={disabled} autoComplete="organization" />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name={path('addressLine1')} label={t('address.addressLine1')} required disabled={disabled} autoComplete="address-line1" />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name={path('addressLine2')} label={t('address.addressLine2')} disabled={disabled} autoComplete="address-line2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextInput control={control} name={path('zipcode')} label={t('address.zipcode')} required disabled={disabled} autoComplete="postal-code" />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextInput control={control} name={path('city')} label={t('address.city')} required disabled={disabled} autoComplete="address-level2" />
        </Grid>
        <Grid size={12}>
          <CountryField control={control} name={path('country')} label={t('address.country')} disabled={disabled} />
        </Grid>
        {withTaxNumber && (
          <Grid size={12}>
            <TextInput control={control} name={path('companyTaxNumber')} label={t('address.companyTaxNumber')} disabled={disabled} />
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
