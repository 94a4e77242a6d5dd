import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type FocusEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelector } from './CountrySelector';
import { useFieldError } from './field-error';
import type { ProductionValues } from './production-form';
import { useAddressCheck } from './use-address-check';

export interface AddressFieldsProps {
  readonly which: 'shippingAddress' | 'billingAddress';
  readonly legend: string;
}

const FIELDS = [
  ['recipient', 12, true, 'name'],
  ['addressLine1', 12, true, 'address-line1'],
  ['addressLine2', 12, false, 'address-line2'],
  ['zipcode', 4, true, 'postal-code'],
  ['city', 8, true, 'address-level2'],
  ['companyTaxNumber', 12, false, 'off'],
] as const;

/**
 * An address with its country; once complete and left (or on request) it is looked up, and an address
 * that cannot be found is said so.
 */
export function AddressFields({ which, legend }: AddressFieldsProps) {
  const { t } = useTranslation('production');
  const { register, control, getValues } = useFormContext<ProductionValues>();
  const errorOf = useFieldError();
  const { state, check } = useAddressCheck();
  const group = useRef<HTMLFieldSetElement>(null);
  const statusId = `${which}-status`;

  // A stored address is looked up when the step opens, so a wrong one is flagged at once.
  useEffect(() => {
    void check(getValues(which));
  }, [check, getValues, which]);

  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (group.current && event.relatedTarget instanceof Node && group.current.contains(event.relatedTarget)) return;
    void check(getValues(which));
  };

  return (
    <fieldset ref={group} onBlur={leave} aria-describedby={statusId} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {legend}
      </Typography>
      <Grid container spacing={2}>
        {FIELDS.map(([field, size, required, autoComplete]) => {
          const error = errorOf(`${which}.${field}`);
          return (
            <Grid size={{ xs: 12, sm: size }} key={field}>
              <TextField
                id={`${which}-${field}`}
                label={t(`address.${field}`)}
                required={required}
                fullWidth
                size="small"
                {...register(`${which}.${field}`)}
                error={Boolean(error)}
                helperText={error ?? ' '}
                slotProps={{
                  htmlInput: { autoComplete: autoComplete === 'off' ? 'off' : `${which === 'shippingAddress' ? 'shipping' : 'billing'} ${autoComplete}` },
                  formHelperText: error ? { role: 'alert' } : undefined,
                }}
              />
            </Grid>
          );
        })}
        <Grid size={12}>
          <Controller
            control={control}
            name={`${which}.country`}
            render={({ field }) => (
              <CountrySelector
                id={`${which}-country`}
                label={t('address.country')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errorOf(`${which}.country`)}
              />
            )}
          />
        </Grid>
      </Grid>
      {/* One line kept free for the check's answer, so that nothing below moves while it arrives. */}
      <Box id={statusId} aria-live="polite" sx={{ minHeight: 48, display: 'flex', alignItems: 'center' }}>
        {state === 'notFound' && (
          <Typography role="alert" color="error" variant="body2" sx={{ fontWeight: 600 }}>
            {t('addressNotFound')}
          </Typography>
        )}
        {state === 'found' && (
          <Typography color="success.main" variant="body2">
            ✓ {t('addressFound')}
          </Typography>
        )}
        {state === 'failed' && (
          <Typography color="warning.dark" variant="body2">
            {t('addressCheckFailed')}
          </Typography>
        )}
        {state === 'checking' && <Typography variant="body2">{t('addressChecking')}</Typography>}
      </Box>
      <Button size="small" onClick={() => void check(getValues(which))} sx={{ mt: 1 }}>
        {t('checkAddress')}
      </Button>
    </fieldset>
  );
}
