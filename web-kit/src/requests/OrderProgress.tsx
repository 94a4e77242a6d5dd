import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { isCancelled, progressIndex, PROGRESS_STEPS, statusName } from './order-status';

/** Where an order stands on its way from request to received, as steps with plain names. */
export function OrderProgress({ status }: { readonly status: string }) {
  const { t } = useTranslation('requests');
  if (isCancelled(status)) return null;
  const active = progressIndex(status);
  return (
    <Stepper activeStep={status === 'DONE' ? PROGRESS_STEPS.length : active} alternativeLabel aria-label={t('progress.label')}>
      {PROGRESS_STEPS.map((step) => (
        <Step key={step}>
          <StepLabel>{t(`status.${statusName(step)}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
