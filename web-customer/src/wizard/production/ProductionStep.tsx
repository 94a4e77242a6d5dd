import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES } from '@pcbm/domain/ordering/vocabulary';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { StepProps } from '../step-props';
import { AddressFields } from './AddressFields';
import { BulkPrices } from './BulkPrices';
import { useFieldError } from './field-error';
import { MyCompanies } from './geo-position';
import { NOTES_MAX, productionFormSchema, productionValuesOf, TEXT_MAX, type ProductionValues } from './production-form';
import { ServiceChoices } from './ServiceChoices';
import { useDraftSync } from './use-draft-sync';
import { certificateName } from '@pcbm/web-kit/vocabulary/certificates';

const resolver = zodResolver(productionFormSchema) as unknown as Resolver<ProductionValues>;

/** Step 5: what to build, how many, with which services, and where to send it. Every change is kept in the draft. */
export function ProductionStep({ draft, update, signedIn }: StepProps) {
  const { t } = useTranslation('production');
  const [defaultValues] = useState(() => productionValuesOf(draft));
  const form = useForm<ProductionValues>({ defaultValues, resolver, mode: 'onTouched', reValidateMode: 'onChange' });
  useDraftSync(form, update);
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => event.preventDefault()}>
        <RequestFields />
        <Divider />
        <Typography variant="h6" component="h3">
          {t('services.title')}
        </Typography>
        <ServiceChoices />
        <Certificates />
        <BulkPrices />
        <Notes />
        <Divider />
        <Addresses />
        <OrderingAs signedIn={signedIn} />
      </Stack>
    </FormProvider>
  );
}

function RequestFields() {
  const { t } = useTranslation('production');
  const { register, control } = useFormContext();
  const errorOf = useFieldError();
  const helper = (field: string) => {
    const error = errorOf(field);
    return { error: Boolean(error), helperText: error ?? ' ', role: error ? 'alert' : undefined };
  };
  const text = (field: 'name' | 'pcbVersion', label: string) => {
    const { role, ...shown } = helper(field);
    return <TextField id={`production-${field}`} label={label} required fullWidth size="small" {...register(field)} {...shown} slotProps={{ htmlInput: { maxLength: TEXT_MAX }, formHelperText: { role } }} />;
  };
  const quantity = helper('quantity');
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{text('name', t('fields.projectName'))}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>{text('pcbVersion', t('fields.pcbVersion'))}</Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <TextField select id="production-type" label={t('fields.type')} required fullWidth size="small" {...field} helperText=" ">
                {ORDER_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`common:vocabulary.orderType.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextField
            id="production-quantity"
            label={t('fields.quantity')}
            type="number"
            required
            fullWidth
            size="small"
            {...register('quantity', { valueAsNumber: true })}
            error={quantity.error}
            helperText={quantity.helperText}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' }, formHelperText: { role: quantity.role } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Controller
            control={control}
            name="quantityIsOverproduction"
            render={({ field }) => (
              <TextField
                select
                id="production-strategy"
                label={t('fields.strategy')}
                fullWidth
                size="small"
                value={field.value ? 'over' : 'under'}
                onChange={(event) => field.onChange(event.target.value === 'over')}
                onBlur={field.onBlur}
                helperText=" "
              >
                <MenuItem value="over">{t('strategy.over')}</MenuItem>
                <MenuItem value="under">{t('strategy.under')}</MenuItem>
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Controller
            control={control}
            name="ipcClass"
            render={({ field }) => (
              <TextField select id="production-ipc" label={t('fields.ipcClass')} fullWidth size="small" {...field} helperText=" ">
                <MenuItem value="">{t('common:vocabulary.ipc.none')}</MenuItem>
                {IPC_CLASSES.map((ipc) => (
                  <MenuItem key={ipc} value={ipc}>
                    {t(`common:vocabulary.ipc.${ipc}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      <FormGroup row>
        {(['isPanel', 'separateBoard', 'pcbProvidedByCustomer'] as const).map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={flag}
            render={({ field }) => <FormControlLabel control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />} label={t(`fields.${flag}`)} />}
          />
        ))}
      </FormGroup>
    </>
  );
}

function Certificates() {
  const { t } = useTranslation('production');
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name="requiredCertificates"
      render={({ field }) => {
        const chosen = field.value as string[];
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('certificates')}</FormLabel>
            <FormGroup row>
              {CERTIFICATES.map((certificate) => (
                <FormControlLabel
                  key={certificate}
                  label={certificateName(certificate)}
                  control={
                    <Checkbox
                      checked={chosen.includes(certificate)}
                      onChange={(event) => field.onChange(event.target.checked ? [...chosen, certificate] : chosen.filter((c) => c !== certificate))}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

function Notes() {
  const { t } = useTranslation('production');
  const { register, control } = useFormContext();
  const notes = (useWatch({ control, name: 'additionalNotes' }) as string | undefined) ?? '';
  const error = useFieldError()('additionalNotes');
  const count = t('notesCount', { count: notes.length, max: NOTES_MAX });
  return (
    <TextField
      id="production-notes"
      label={t('fields.notes')}
      multiline
      minRows={3}
      {...register('additionalNotes')}
      error={Boolean(error) || notes.length > NOTES_MAX}
      helperText={error ? `${error} ${count}` : count}
      slotProps={{ formHelperText: error ? { role: 'alert' } : { 'aria-live': 'polite' } }}
    />
  );
}

function Addresses() {
  const { t } = useTranslation('production');
  const { control, getValues, setValue } = useFormContext<ProductionValues>();
  const same = useWatch({ control, name: 'sameAddress' });
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 6 }}>
        <AddressFields which="shippingAddress" legend={t('shipping')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('billing')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={same}
              onChange={(event) => {
                // Leaving "same address" starts the billing address as a copy of the shipping address.
                if (!event.target.checked) setValue('billingAddress', { ...getValues('shippingAddress'), id: '' }, { shouldDirty: true });
                setValue('sameAddress', event.target.checked, { shouldDirty: true, shouldValidate: true });
              }}
            />
          }
          label={t('sameAddress')}
        />
        {!same && <AddressFields which="billingAddress" legend={t('billingDifferent')} />}
      </Grid>
    </Grid>
  );
}

function OrderingAs({ signedIn }: { readonly signedIn: boolean }) {
  const { t } = useTranslation('production');
  const { control, getValues, setValue } = useFormContext<ProductionValues>();
  const [me] = useQuery({ query: MyCompanies, pause: !signedIn });
  const user = me.data?.me.user;

  // A signed-in customer's own shipping address fills an empty one.
  useEffect(() => {
    const own = user?.shippingAddress;
    const current = getValues('shippingAddress');
    if (!own || Object.entries(current).some(([key, value]) => key !== 'id' && value.trim() !== '')) return;
    for (const key of ['recipient', 'country', 'addressLine1', 'addressLine2', 'zipcode', 'city', 'companyTaxNumber'] as const) {
      setValue(`shippingAddress.${key}`, own[key] ?? '', { shouldDirty: true });
    }
  }, [user, getValues, setValue]);

  if (!signedIn) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('asIndividualSignedOut')}
      </Typography>
    );
  }
  const companies = user?.memberOf ?? [];
  return (
    <Controller
      control={control}
      name="asCompany"
      render={({ field }) => (
        <TextField select id="production-as-company" label={t('fields.asCompany')} size="small" {...field} sx={{ maxWidth: 420 }} helperText={t('asCompanyHint')}>
          <MenuItem value="">{t('asIndividual')}</MenuItem>
          {companies.map((company) => (
            <MenuItem key={company.id} value={company.id}>
              {company.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
