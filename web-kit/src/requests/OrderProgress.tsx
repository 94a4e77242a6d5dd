import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/time';
import { isCancelled, progressIndex, PROGRESS_STEPS, stepDates, statusLabelKey, statusName, type StatusChange } from './order-status';

export interface OrderProgressProps {
  readonly status: string;
  /** When the order reached each status, oldest first. */
  readonly statusChanges?: readonly StatusChange[];
  /** Whose page it is: the steps are named in their words, and what happens next is said to them. */
  readonly side: 'customer' | 'producer';
}

/**
 * Where an order stands on its way from request to received: steps with plain names and the day each was reached,
 * or one line on a phone, and what happens next. A cancelled order shows none of it.
 */
export function OrderProgress({ status, statusChanges = [], side }: OrderProgressProps) {
  const { t, i18n } = useTranslation('requests');
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (isCancelled(status)) return null;
  const dates = stepDates(status, statusChanges);
  const done = status === 'DONE' ? PROGRESS_STEPS.length : progressIndex(status);
  const dateOf = (index: number) => (dates[index] ? formatDate(dates[index], i18n.language) : null);
  const next = (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t(`progress.next.${side}.${statusName(status)}`)}
    </Typography>
  );
  if (narrow) {
    const step = Math.min(done + 1, PROGRESS_STEPS.length);
    const since = dateOf(step - 1);
    return (
      <Box>
        <Typography variant="body2">
          {t('progress.step', { step, count: PROGRESS_STEPS.length, name: t(statusLabelKey(status, side)) })}
          {since ? ` · ${t('progress.since', { date: since })}` : ''}
        </Typography>
        <LinearProgress variant="determinate" value={(step / PROGRESS_STEPS.length) * 100} aria-label={t('progress.label')} sx={{ mt: 0.5 }} />
        {next}
      </Box>
    );
  }
  return (
    <Box>
      <Stepper activeStep={done} alternativeLabel aria-label={t('progress.label')}>
        {PROGRESS_STEPS.map((step, index) => {
          const date = dateOf(index);
          return (
            <Step key={step}>
              <StepLabel optional={date ? <Typography variant="caption" sx={{ display: 'block', textAlign: 'center' }}>{date}</Typography> : undefined}>
                {t(statusLabelKey(step, side))}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
      <Box sx={{ textAlign: 'center' }}>{next}</Box>
    </Box>
  );
}
