import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { isCancelled, progressIndex, PROGRESS_STEPS, statusName } from './order-status';

/** Where an order stands on its way from request to received: steps with plain names, or one line on a phone. */
export function OrderProgress({ status }: { readonly status: string }) {
  const { t } = useTranslation('requests');
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (isCancelled(status)) return null;
  const active = progressIndex(status);
  const done = status === 'DONE' ? PROGRESS_STEPS.length : active;
  if (narrow) {
    return (
      <Box>
        <Typography variant="body2">{t('progress.step', { step: Math.min(done + 1, PROGRESS_STEPS.length), count: PROGRESS_STEPS.length, name: t(`status.${statusName(status)}`) })}</Typography>
        <LinearProgress variant="determinate" value={(Math.min(done + 1, PROGRESS_STEPS.length) / PROGRESS_STEPS.length) * 100} aria-label={t('progress.label')} sx={{ mt: 0.5 }} />
      </Box>
    );
  }
  return (
    <Stepper activeStep={done} alternativeLabel aria-label={t('progress.label')}>
      {PROGRESS_STEPS.map((step) => (
        <Step key={step}>
          <StepLabel>{t(`status.${statusName(step)}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
