import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteLocalData } from './DeleteLocalData';
import { NecessaryStorage } from './NecessaryStorage';

export interface CookieSettingsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Gets the focus back when the dialog has closed; without it, the element focused before opening does. */
  readonly returnFocusTo?: RefObject<HTMLElement | null>;
}

/** What the site keeps in the browser and why; no tracking, so nothing to agree to; deleting local data. */
export function CookieSettingsDialog({ open, onClose, returnFocusTo }: CookieSettingsDialogProps) {
  const { t } = useTranslation('consent');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const introId = useId();
  const noTrackingId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={`${introId} ${noTrackingId}`}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
      disableRestoreFocus={Boolean(returnFocusTo)}
      slotProps={{ transition: { onExited: () => returnFocusTo?.current?.focus() } }}
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Typography id={introId} sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        <Typography id={noTrackingId} sx={{ fontWeight: 'bold' }}>
          {t('noTracking')}
        </Typography>
        <NecessaryStorage />
        <DeleteLocalData />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
