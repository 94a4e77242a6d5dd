import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context';
import { INACTIVITY_ANSWER_MS, useInactivity } from './use-inactivity';

/** Asks a signed-in person who has been away whether they are still there; no answer signs them out. */
export function InactivityDialog() {
  const { t } = useTranslation();
  const site = useSite();
  const { state, stillHere } = useInactivity(Boolean(site.me));
  useEffect(() => {
    if (state === 'gone') void site.signOut();
  }, [state, site]);
  return (
    <Dialog open={state === 'asking'} onClose={stillHere} aria-labelledby="inactivity-title" aria-describedby="inactivity-text">
      <DialogTitle id="inactivity-title">{t('inactivity.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="inactivity-text">{t('inactivity.text', { minutes: INACTIVITY_ANSWER_MS / 60_000 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void site.signOut()}>{t('inactivity.signOut')}</Button>
        <Button variant="contained" onClick={stillHere} autoFocus>
          {t('inactivity.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
