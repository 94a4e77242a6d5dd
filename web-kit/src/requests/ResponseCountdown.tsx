import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/time';
import { responseTimeLeft } from './order-status';

/** The producer's 7-day response window: time left, or that it has passed and what the customer may do. */
export function ResponseCountdown({ deadline, side }: { readonly deadline: string | null | undefined; readonly side: 'customer' | 'producer' }) {
  const { t, i18n } = useTranslation('requests');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = responseTimeLeft(deadline, now);
  if (!left || !deadline) return null;
  if (left.passed) {
    return <Alert severity="warning" role="status">{t(`countdown.passed.${side}`)}</Alert>;
  }
  return (
    <Alert severity="info" role="status" icon={<HourglassBottomIcon />}>
      {t(`countdown.left.${side}`, { days: left.days, hours: left.hours, deadline: formatDateTime(deadline, i18n.language) })}
    </Alert>
  );
}
