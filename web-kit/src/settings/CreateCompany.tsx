import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { companyCreationInputSchema } from '@pcbm/domain/accounts/account-inputs';
import { INDUSTRIES } from '@pcbm/domain/accounts/account-vocabulary';
import { addressInputSchema } from '@pcbm/domain/ordering/order-input';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router';
import { useMutation } from 'urql';
import { z } from 'zod';
import { useFlash } from '../flash/FlashProvider';
import { useSite } from '../site/site-context';
import { AddressFields, EMPTY_ADDRESS, type AddressForm } from './AddressFields';
import { sameAddressResolver } from './company-form';
import { Dropdown, TextInput } from './fields';
import { FormActions } from './FormActions';
import { CreateCompanyMutation, UpdateCompanyMutation } from './settings-queries';
import { useErrorReport } from './use-error-report';
import { SettingsHeading } from './SettingsHeading';

const rules = companyCreationInputSchema.shape;

/** A new company, checked by the server's rules for `createCompany`, with a shipping address of its own if wished. */
export const newCompanySchema = z.object({
  name: rules.name,
  legalName: rules.legalName,
  industry: z.enum(INDUSTRIES, 'This field is required.'),
  vatNumber: rules.vatNumber.unwrap(),
  billingAddress: addressInputSchema,
  sameAddress: z.boolean(),
  shippingAddress: addressInputSchema,
});
type NewCompanyForm = Omit<z.input<typeof newCompanySchema>, 'industry' | 'billingAddress' | 'shippingAddress'> & {
  industry: (typeof INDUSTRIES)[number] | '';
  billingAddress: AddressForm;
  shippingAddress: AddressForm;
};
type NewCompanyValues = z.output<typeof newCompanySchema>;

const EMPTY: NewCompanyForm = { name: '', legalName: '', industry: '', vatNumber: '', billingAddress: { ...EMPTY_ADDRESS }, sameAddress: true, shippingAddress: { ...EMPTY_ADDRESS } };

export interface CreateCompanyProps {
  /**
   * Called with the new company's id. Without it the page loads the company settings anew, because
   * who belongs to which company comes with the app's start-up.
   */
  readonly onCreated?: (companyId: string) => void;
  /** The company section, relative to this page's path. */
  readonly companyPath: string;
}

/** Creates a company with the signed-in person as its first member. */
export function CreateCompany({ onCreated, companyPath }: CreateCompanyProps) {
  const { t } = useTranslation('settings');
  const site = useSite();
  const flash = useFlash();
  const report = useErrorReport();
  const [, createCompany] = useMutation(CreateCompanyMutation);
  const [, updateCompany] = useMutation(UpdateCompanyMutation);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<NewCompanyForm, unknown, NewCompanyValues>({
    resolver: sameAddressResolver(newCompanySchema as unknown as z.ZodType<NewCompanyValues, NewCompanyForm>),
    defaultValues: EMPTY,
  });
  const sameAddress = useWatch({ control, name: 'sameAddress' });
  const existing = site.me?.user.memberOf[0];
  const companyHref = useHref(companyPath, { relative: 'path' });

  if (existing) {
    return (
      <Box>
        <SettingsHeading title={t('createCompany.title')} />
        <Typography sx={{ mb: 2 }}>{t('createCompany.alreadyMember', { company: existing.name })}</Typography>
        <Button component={Link} to={companyPath} relative="path" variant="outlined">
          {t('nav.company')}
        </Button>
      </Box>
    );
  }

  const done = (companyId: string) => {
    if (onCreated) onCreated(companyId);
    else window.location.assign(companyHref);
  };

  const save = async (values: NewCompanyValues) => {
    setSaving(true);
    setFailure(null);
    const { billingAddress, shippingAddress, sameAddress: same, vatNumber, ...fields } = values;
    const created = await createCompany({ company: { ...fields, ...(vatNumber ? { vatNumber } : {}), address: billingAddress } });
    const companyId = created.data?.createCompany;
    if (created.error || !companyId) {
      setSaving(false);
      setFailure(created.error ? report(created.error) : t('errors:COMPANY_CREATION_FAILED'));
      return;
    }
    if (!same) {
      // The new company starts with one address for both; a different shipping address follows at once.
      const updated = await updateCompany({ companyId, company: { shippingAddress } });
      if (updated.error) await flash.show('warning', t('createCompany.shippingFailed'));
    }
    setSaving(false);
    done(companyId);
  };

  return (
    <Box component="form" noValidate aria-labelledby="settings-create-company-title" onSubmit={(event) => void handleSubmit(save)(event)}>
      <SettingsHeading id="settings-create-company-title" title={t('createCompany.title')} />
      <Typography sx={{ mb: 2 }}>{t('createCompany.intro')}</Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="legalName" label={t('company.legalName')} required disabled={saving} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="name" label={t('company.name')} required disabled={saving} hint={t('createCompany.nameHint')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Dropdown control={control} name="industry" label={t('company.industry')} options={INDUSTRIES} optionLabel={(value) => t(`industries.${value}`)} required disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="vatNumber" label={t('company.vatNumber')} disabled={saving} />
        </Grid>
      </Grid>
      <Grid container columnSpacing={4} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AddressFields control={control} prefix="billingAddress" title={t('address.billing')} disabled={saving} withTaxNumber={false} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="sameAddress"
            control={control}
            render={({ field }) => (
              <FormControlLabel control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={saving} />} label={t('address.same')} />
            )}
          />
          {!sameAddress && <AddressFields control={control} prefix="shippingAddress" title={t('address.shipping')} disabled={saving} withTaxNumber={false} />}
        </Grid>
      </Grid>
      <FormActions label={t('createCompany.submit')} saving={saving} error={failure} />
    </Box>
  );
}
