import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CountrySelector } from '../../wizard/production/CountrySelector';
import type { AddressForm } from './edit-order-form';

const ADDRESS_LINES = ['recipient', 'addressLine1', 'addressLine2', 'zipcode', 'city', 'companyTaxNumber'] as const;

/** One address of the order: its lines and its country. */
export function EditAddress({
  which,
  value,
  onChange,
  problemOf,
}: {
  readonly which: 'shippingAddress' | 'billingAddress';
  readonly value: AddressForm;
  readonly onChange: (line: keyof AddressForm, value: string) => void;
  readonly problemOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('requests');
  return (
    <Grid container spacing={1}>
      <Grid size={12}>
        <Typography variant="subtitle2" component="h3">
          {t(`facts.${which}`)}
        </Typography>
      </Grid>
      {ADDRESS_LINES.map((line) => {
        const problem = problemOf(`${which}.${line}`);
        return (
          <Grid key={line} size={{ xs: 12, sm: line === 'zipcode' ? 4 : line === 'city' ? 8 : 12 }}>
            <TextField
              fullWidth
              size="small"
              label={t(`edit.address.${line}`)}
              required={line !== 'addressLine2' && line !== 'companyTaxNumber'}
              value={value[line]}
              onChange={(event) => onChange(line, event.target.value)}
              error={!!problem}
              helperText={problem ?? ' '}
              slotProps={{ formHelperText: problem ? { role: 'alert' } : undefined }}
            />
          </Grid>
        );
      })}
      <Grid size={12}>
        <CountrySelector id={`edit-${which}-country`} label={t('edit.address.country')} value={value.country} onChange={(code) => onChange('country', code)} error={problemOf(`${which}.country`)} />
      </Grid>
    </Grid>
  );
}
