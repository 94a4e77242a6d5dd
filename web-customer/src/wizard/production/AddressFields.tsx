import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { DraftAddress } from '@pcbm/domain/draft/order-draft';
import { useTranslation } from 'react-i18next';
import { CountrySelector } from './CountrySelector';

export interface AddressFieldsProps {
  readonly prefix: 'shippingAddress' | 'billingAddress';
  readonly address: DraftAddress;
  readonly onChange: (address: DraftAddress) => void;
  readonly onBlur: (field: string) => void;
  readonly errorOf: (field: string) => string | undefined;
}

const FIELDS = [
  ['recipient', 12, true],
  ['addressLine1', 12, true],
  ['addressLine2', 12, false],
  ['zipcode', 4, true],
  ['city', 8, true],
  ['companyTaxNumber', 12, false],
] as const;

/** An address: recipient, lines, zip and city, country, VAT number. */
export function AddressFields({ prefix, address, onChange, onBlur, errorOf }: AddressFieldsProps) {
  const { t } = useTranslation('production');
  return (
    <Grid container spacing={2}>
      {FIELDS.map(([field, size, required]) => {
        const error = errorOf(`${prefix}.${field}`);
        return (
          <Grid size={size} key={field}>
            <TextField
              label={t(`address.${field}`)}
              required={required}
              fullWidth
              size="small"
              value={address[field]}
              onChange={(event) => onChange({ ...address, [field]: event.target.value })}
              onBlur={() => onBlur(`${prefix}.${field}`)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: field === 'zipcode' ? 'postal-code' : field === 'city' ? 'address-level2' : undefined } }}
            />
          </Grid>
        );
      })}
      <Grid size={12}>
        <CountrySelector
          label={t('address.country')}
          value={address.country}
          onChange={(country) => {
            onChange({ ...address, country });
            onBlur(`${prefix}.country`);
          }}
          error={errorOf(`${prefix}.country`)}
        />
      </Grid>
    </Grid>
  );
}
