import { green, lightBlue, orange, red } from '@mui/material/colors';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, statusTone, type StatusSide, type StatusTone } from './order-status';

/**
 * Chip colours that keep 4.5:1 contrast on any background they sit on, light or dark: fixed shades, since the dark
 * palette's own are lighter and white text on them would not read.
 */
const LOOK: Record<StatusTone, object> = {
  default: { bgcolor: 'grey.200', color: 'common.black' },
  info: { bgcolor: lightBlue[900], color: 'common.white' },
  warning: { bgcolor: orange[800], color: 'common.black' },
  primary: { bgcolor: 'primary.main', color: 'primary.contrastText' },
  success: { bgcolor: green[900], color: 'common.white' },
  error: { bgcolor: red[800], color: 'common.white' },
};

/** An order's status in the words of the side reading it (the customer's unless told), coloured by what it asks of the reader. */
export function StatusChip({ status, size = 'small', side = 'customer' }: { readonly status: string; readonly size?: 'small' | 'medium'; readonly side?: StatusSide }) {
  const { t } = useTranslation('requests');
  return <Chip size={size} label={t(statusLabelKey(status, side))} sx={LOOK[statusTone(status)]} />;
}
