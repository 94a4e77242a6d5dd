import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Start over": asks first, in the site's own dialog, since the draft and its files cannot be brought back. */
export function StartOverButton({ onConfirmed }: { readonly onConfirmed: () => void }) {
  const { t } = useTranslation('wizard');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)}>
        {t('clear')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{t('clearTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t('clearText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('clearKeep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setOpen(false);
              onConfirmed();
            }}
          >
            {t('clearConfirmButton')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
