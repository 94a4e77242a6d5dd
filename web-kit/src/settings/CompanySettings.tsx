import BusinessIcon from '@mui/icons-material/Business';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { COMPANY_SIZES, INDUSTRIES, LOCALES, type Locale } from '@pcbm/domain/accounts/account-vocabulary';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { z } from 'zod';
import { useNotice } from '../requests/Notice';
import { useSite } from '../site/site-context';
import { AddressFields } from './AddressFields';
import { CompanyDeletion } from './CompanyDeletion';
import { CompanyMembers } from './CompanyMembers';
import { companyFormOf, companyFormSchema, companyUpdateOf, sameAddressResolver, type CompanyForm, type CompanyValues } from './company-form';
import { Dropdown, TextInput } from './fields';
import { FormActions } from './FormActions';
import { ImagePicker } from './ImagePicker';
import { CompanyQuery, UpdateCompanyMutation, type SettingsCompany } from './settings-queries';
import { useErrorReport } from './use-error-report';
import { SettingsHeading } from './SettingsHeading';

export interface CompanySettingsProps {
  /** Where the create-company section is, relative to this page's path. */
  readonly createCompanyPath: string;
  /** Called once the person's company is deleted; without it the page loads anew, the person then in no company. */
  readonly onCompanyDeleted?: () => void;
}

/**
 * The company of the signed-in person, with its members, and its deletion; a person in no company is offered to
 * create one.
 */
export function CompanySettings({ createCompanyPath, onCompanyDeleted }: CompanySettingsProps) {
  const { t } = useTranslation('settings');
  const site = useSite();
  const companyId = site.me?.user.memberOf[0]?.id;
  const [{ data, fetching, error }, refetch] = useQuery({ query: CompanyQuery, variables: { id: companyId ?? '' }, pause: !companyId, requestPolicy: 'network-only' });
  if (!companyId) {
    return (
      <Box>
        <SettingsHeading title={t('company.title')} />
        <Typography sx={{ mb: 2 }}>{t('company.none')}</Typography>
        <Button component={Link} to={createCompanyPath} relative="path" variant="contained">
          {t('createCompany.title')}
        </Button>
      </Box>
    );
  }
  const company = data?.fetchCompanyForSettings;
  if (!company) return fetching || !error ? <CircularProgress aria-label={t('loading')} /> : <Typography role="alert">{t('loadFailed')}</Typography>;
  return (
    <>
      <CompanyFormView key={company.id} company={company} onSaved={() => refetch({ requestPolicy: 'network-only' })} />
      <Divider sx={{ my: 4 }} />
      <CompanyMembers companyId={company.id} companyName={company.name} employees={company.employees} />
      <Divider sx={{ my: 4 }} />
      <CompanyDeletion companyId={company.id} companyName={company.name} producer={site.me?.isPartOfManufacturer ?? false} onDeleted={onCompanyDeleted} />
    </>
  );
}

function CompanyFormView({ company, onSaved }: { readonly company: SettingsCompany; readonly onSaved: () => void }) {
  const { t } = useTranslation('settings');
  const notice = useNotice();
  const report = useErrorReport();
  const [, updateCompany] = useMutation(UpdateCompanyMutation);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [heading, setHeading] = useState<File | null>(null);
  const [aboutTab, setAboutTab] = useState<Locale>('en');
  const { control, handleSubmit, reset } = useForm<CompanyForm, unknown, CompanyValues>({
    resolver: sameAddressResolver(companyFormSchema as unknown as z.ZodType<CompanyValues, CompanyForm>),
    defaultValues: companyFormOf(company),
  });
  const sameAddress = useWatch({ control, name: 'sameAddress' });

  const save = async (values: CompanyValues) => {
    setSaving(true);
    setFailure(null);
    const result = await updateCompany({ companyId: company.id, company: companyUpdateOf(values), logo: logo ?? undefined, headingImage: heading ?? undefined });
    setSaving(false);
    if (result.error) {
      setFailure(report(result.error));
      return;
    }
    setLogo(null);
    setHeading(null);
    reset(undefined, { keepValues: true });
    notice(t('saved'));
    onSaved();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="settings-company-title"
      onSubmit={(event) =>
        void handleSubmit(save, (errors) => {
          // An about text with an error is shown, so that its message can be read.
          const failing = LOCALES.find((locale) => errors.about?.[locale]);
          if (failing && !errors.about?.[aboutTab]) setAboutTab(failing);
        })(event)
      }
    >
      <SettingsHeading id="settings-company-title" title={t('company.title')} />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ImagePicker
            variant="round"
            label={t('company.logo')}
            chooseLabel={t('company.chooseLogo')}
            placeholder={<BusinessIcon sx={{ fontSize: 56 }} />}
            currentPath={company.logoPath}
            file={logo}
            onChange={setLogo}
            disabled={saving}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <ImagePicker variant="wide" label={t('company.headingImage')} chooseLabel={t('company.chooseHeadingImage')} currentPath={company.headingPath} file={heading} onChange={setHeading} disabled={saving} />
        </Grid>
      </Grid>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="name" label={t('company.name')} required disabled={saving} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="legalName" label={t('company.legalName')} required disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Dropdown control={control} name="industry" label={t('company.industry')} options={INDUSTRIES} optionLabel={(value) => t(`industries.${value}`)} required disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Dropdown control={control} name="companySize" label={t('company.size')} options={COMPANY_SIZES} optionLabel={(value) => t(`companySizes.${value}`)} emptyLabel={t('notSaid')} disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="foundingYear" label={t('company.foundingYear')} disabled={saving} type="text" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="headquarterLocation" label={t('company.headquarterLocation')} disabled={saving} />
        </Grid>
      </Grid>

      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {t('company.about')}
      </Typography>
      <Tabs value={aboutTab} onChange={(_, tab: Locale) => setAboutTab(tab)} aria-label={t('company.about')} sx={{ mb: 2 }}>
        {LOCALES.map((locale) => (
          <Tab key={locale} value={locale} label={t(`common:languages.${locale}`)} id={`settings-about-tab-${locale}`} aria-controls={`settings-about-panel-${locale}`} />
        ))}
      </Tabs>
      {LOCALES.map((locale) => (
        <Box key={locale} role="tabpanel" id={`settings-about-panel-${locale}`} aria-labelledby={`settings-about-tab-${locale}`} hidden={aboutTab !== locale}>
          <TextInput control={control} name={`about.${locale}`} label={t('company.aboutIn', { language: t(`common:languages.${locale}`) })} disabled={saving} multiline minRows={4} maxLength={2500} />
        </Box>
      ))}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {t('company.contact')}
      </Typography>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="contactMail" label={t('company.contactMail')} disabled={saving} type="email" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="contactPhone" label={t('company.contactPhone')} disabled={saving} type="tel" autoComplete="tel" hint={t('profile.phoneHint')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput control={control} name="termsUrl" label={t('company.termsUrl')} disabled={saving} type="url" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput control={control} name="imprintUrl" label={t('company.imprintUrl')} disabled={saving} type="url" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput control={control} name="privacyUrl" label={t('company.privacyUrl')} disabled={saving} type="url" />
        </Grid>
      </Grid>

      <Grid container columnSpacing={4} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <AddressFields control={control} prefix="billingAddress" title={t('address.billing')} disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="sameAddress"
            control={control}
            render={({ field }) => (
              <FormControlLabel control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={saving} />} label={t('address.same')} />
            )}
          />
          {!sameAddress && <AddressFields control={control} prefix="shippingAddress" title={t('address.shipping')} disabled={saving} />}
        </Grid>
      </Grid>
      <FormActions label={t('save')} saving={saving} error={failure} />
    </Box>
  );
}
