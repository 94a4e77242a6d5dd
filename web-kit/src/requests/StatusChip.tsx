import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusName, statusTone, type StatusTone } from './order-status';

/** Chip colours that keep 4.5:1 contrast on any background they sit on. */
const LOOK: Record<StatusTone, object> = {
  default: { bgcolor: 'grey.200', color: 'text.primary' },
  info: { bgcolor: 'info.dark', color: 'common.white' },
  warning: { bgcolor: 'warning.main', color: 'common.black' },
  primary: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  success: { bgcolor: 'success.dark', color: 'common.white' },
  error: { bgcolor: 'error.dark', color: 'common.white' },
};

/** An order's status in the interface's words, coloured by what it asks of the reader. */
export function StatusChip({ status, size = 'small' }: { readonly status: string; readonly size?: 'small' | 'medium' }) {
  const { t } = useTranslation('requests');
  return <Chip size={size} label={t(`status.${statusName(status)}`)} sx={LOOK[statusTone(status)]} />;
}
