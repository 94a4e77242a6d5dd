import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { companyCreationInputSchema } from '@pcbm/domain/accounts/account-inputs';
import { INDUSTRIES } from '@pcbm/domain/accounts/account-vocabulary';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CountrySelector } from '../wizard/production/CountrySelector';

export type NewCompany = z.output<typeof companyCreationInputSchema>;
type Form = z.input<typeof companyCreationInputSchema>;

const EMPTY: Form = { name: '', legalName: '', industry: 'IndustrialElectronics', vatNumber: '', address: { recipient: '', country: '', addressLine1: '', addressLine2: '', zipcode: '', city: '' } };

/** The new-company form of the welcome dialog: legal name, industry, address and VAT number, checked with the server's schema. */
export function NewCompanyForm({ id, onValid }: { readonly id: string; readonly onValid: (company: NewCompany) => void }) {
  const { t } = useTranslation('welcome');
  const { control, handleSubmit, setValue } = useForm<Form, unknown, NewCompany>({ resolver: zodResolver(companyCreationInputSchema), defaultValues: EMPTY });
  const text = (name: FieldPath<Form>, label: string, size = 12, required = true) => (
    <Grid size={size}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} value={(field.value as string | undefined) ?? ''} label={label} required={required} fullWidth size="small" error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? ' '} />
        )}
      />
    </Grid>
  );
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((company) => onValid(company))(event)
      }
    >
      <Grid container spacing={1} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Controller
            name="legalName"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  // The company is shown by its legal name until its members choose another, and parcels go to it.
                  setValue('name', event.target.value);
                  setValue('address.recipient', event.target.value);
                }}
                label={t('company.legalName')}
                required
                fullWidth
                size="small"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="industry"
            control={control}
            render={({ field }) => (
              <TextField select {...field} label={t('company.industry')} required fullWidth size="small" helperText=" ">
                {[...INDUSTRIES].sort((a, b) => t(`industries.${a}`).localeCompare(t(`industries.${b}`))).sort((a) => (a === 'OtherIndustry' ? 1 : 0)).map((industry) => (
                  <MenuItem key={industry} value={industry}>
                    {t(`industries.${industry}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        {text('address.addressLine1', t('company.addressLine1'))}
        {text('address.addressLine2', t('company.addressLine2'), 12, false)}
        {text('address.zipcode', t('company.zipcode'), 4)}
        {text('address.city', t('company.city'), 8)}
        <Grid size={12}>
          <Controller
            name="address.country"
            control={control}
            render={({ field, fieldState }) => <CountrySelector id={`${id}-country`} label={t('company.country')} value={field.value} onChange={(code) => setValue('address.country', code, { shouldValidate: true })} error={fieldState.error?.message} />}
          />
        </Grid>
        {text('vatNumber', t('company.vatNumber'), 12, false)}
      </Grid>
    </form>
  );
}
