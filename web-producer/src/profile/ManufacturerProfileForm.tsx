import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CERTIFICATES, IPC_CLASSES, ORDER_TYPES, SERVICES } from '@pcbm/domain/ordering/vocabulary';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useNotice } from '@pcbm/web-kit/requests/Notice';
import { FormActions } from '@pcbm/web-kit/settings/FormActions';
import { certificateName } from '@pcbm/web-kit/vocabulary/certificates';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { CheckboxGroup, LanguagesField, NumberInput, QuantityRangeFields, RadioChoice, SizeRangeFields, SwitchField } from './CapabilityFields';
import { LocationFields } from './LocationFields';
import { problemText, profileFormOf, profileResolver, serverProblemsOf, type ProfileForm, type ProfileValues } from './profile-form';
import { UpdateManufacturerProfileMutation, type ManufacturerProfile } from './profile-operations';

export interface ManufacturerProfileFormProps {
  readonly manufacturerId: string;
  readonly profile: ManufacturerProfile;
}

function FormSection({ id, title, intro, children }: { readonly id: string; readonly title: string; readonly intro?: string; readonly children: ReactNode }) {
  return (
    <Stack component="section" spacing={2.5} aria-labelledby={id}>
      <Box>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {intro && <Typography color="text.secondary">{intro}</Typography>}
      </Box>
      {children}
    </Stack>
  );
}

/** The producer's capabilities and locations being edited, saved as a whole with `updateManufacturer`. */
export function ManufacturerProfileForm({ manufacturerId, profile }: ManufacturerProfileFormProps) {
  const { t } = useTranslation('manufacturerProfile');
  const notice = useNotice();
  const [, updateManufacturer] = useMutation(UpdateManufacturerProfileMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const defaultValues = useMemo(() => profileFormOf(profile), [profile]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting, submitCount, errors },
  } = useForm<ProfileForm, unknown, ProfileValues>({ resolver: profileResolver, defaultValues });
  const disabled = isSubmitting;
  const orderTypeLabel = useCallback((value: string) => t(`common:vocabulary.orderType.${value}`), [t]);
  const ipcLabel = useCallback((value: string) => t(`common:vocabulary.ipc.${value}`), [t]);
  const serviceLabel = useCallback((value: string) => t(`common:vocabulary.service.${value}`), [t]);

  const save = async (values: ProfileValues) => {
    setFailure(null);
    const answer = await updateManufacturer({ id: manufacturerId, manufacturer: values });
    if (answer.error) {
      for (const problem of serverProblemsOf(answer.error)) {
        const text = problemText({ type: 'validate', message: problem.message }, t) ?? problem.message;
        setError(problem.field as FieldPath<ProfileForm>, { type: 'server', message: text });
      }
      const reason = errorTextOf(answer.error, t)?.message ?? t('errors:NETWORK_ERROR');
      setFailure(t('save.failed', { reason }));
      return;
    }
    reset(undefined, { keepValues: true });
    notice(t('save.done'));
  };

  return (
    <Box component="form" noValidate aria-label={t('title')} onSubmit={(event) => void handleSubmit(save)(event)}>
      <Stack spacing={4}>
        <FormSection id="profile-visibility" title={t('visibility.title')}>
          <SwitchField control={control} name="allowMatching" label={t('visibility.allowMatching')} help={t('visibility.allowMatchingHelp')} disabled={disabled} />
        </FormSection>
        <Divider />
        <FormSection id="profile-capabilities" title={t('capabilities.title')} intro={t('capabilities.intro')}>
          <CheckboxGroup control={control} name="orderTypes" title={t('orderTypes.title')} help={t('orderTypes.help')} options={ORDER_TYPES} optionLabel={orderTypeLabel} problem="orderTypes" disabled={disabled} />
          <RadioChoice control={control} name="ipcClass" title={t('ipcClass.title')} help={t('ipcClass.help')} options={IPC_CLASSES} optionLabel={ipcLabel} problem="ipcClass" disabled={disabled} />
          <SizeRangeFields control={control} name="boardSize" disabled={disabled} />
          <SizeRangeFields control={control} name="ecSize" disabled={disabled} />
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <NumberInput control={control} name="minimalPitch" label={t('minimalPitch.label')} hint={t('minimalPitch.help')} required disabled={disabled} />
            </Grid>
          </Grid>
          <SwitchField control={control} name="doubleSidedSMT" label={t('doubleSidedSMT.label')} help={t('doubleSidedSMT.help')} disabled={disabled} />
          <QuantityRangeFields control={control} name="pcbQuantity" disabled={disabled} />
          <QuantityRangeFields control={control} name="componentQuantity" disabled={disabled} />
        </FormSection>
        <Divider />
        <FormSection id="profile-qualifications" title={t('qualifications.title')} intro={t('qualifications.intro')}>
          <CheckboxGroup control={control} name="certificates" title={t('certificates.title')} options={CERTIFICATES} optionLabel={certificateName} columns={4} disabled={disabled} />
          <CheckboxGroup control={control} name="supportedServices" title={t('services.title')} help={t('services.help')} options={SERVICES} optionLabel={serviceLabel} disabled={disabled} />
          <LanguagesField control={control} disabled={disabled} />
        </FormSection>
        <Divider />
        <FormSection id="profile-locations" title={t('locations.title')}>
          <LocationFields control={control} disabled={disabled} />
        </FormSection>
        {/* The page is long: saving stays in reach at the bottom of the window. */}
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
          {submitCount > 0 && Object.keys(errors).length > 0 && !failure && (
            <Typography color="error" role="alert" sx={{ mb: 1 }}>
              {t('save.check')}
            </Typography>
          )}
          <FormActions label={isSubmitting ? t('save.saving') : t('save.button')} saving={isSubmitting} error={failure} />
        </Box>
      </Stack>
    </Box>
  );
}
