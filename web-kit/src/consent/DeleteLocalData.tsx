import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site/site-context';
import { useForgetLocalData } from './use-forget-local-data';

/** Deleting the draft, its files and the language choice after a confirmation; signed-in people stay signed in. */
export function DeleteLocalData() {
  const { t } = useTranslation('consent');
  const site = useSite();
  const { state, ask, cancel, confirm } = useForgetLocalData();
  const headingId = useId();
  const questionId = useId();
  const startButton = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state === 'done' || state === 'failed') result.current?.focus();
  }, [state]);

  const confirming = state === 'confirming' || state === 'deleting';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('delete.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('delete.text')}
      </Typography>
      {site.me && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('delete.signedIn')}
        </Typography>
      )}
      {state === 'done' ? (
        <Alert
          ref={result}
          tabIndex={-1}
          severity="success"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={() => globalThis.location.reload()}>
              {t('delete.reload')}
            </Button>
          }
        >
          {t('delete.done')}
        </Alert>
      ) : (
        <>
          {state === 'failed' && (
            <Alert ref={result} tabIndex={-1} severity="error" sx={{ mb: 1 }}>
              {t('delete.failed')}
            </Alert>
          )}
          <Button ref={startButton} variant="outlined" color="error" aria-expanded={confirming} onClick={ask}>
            {t('delete.button')}
          </Button>
          {confirming && (
            <Box role="group" aria-labelledby={questionId} sx={{ mt: 2, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
              <Typography id={questionId} sx={{ mb: 2 }}>
                {t('delete.confirm')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  autoFocus
                  disabled={state === 'deleting'}
                  onClick={() => {
                    cancel();
                    startButton.current?.focus();
                  }}
                >
                  {t('delete.cancel')}
                </Button>
                <Button variant="contained" color="error" disabled={state === 'deleting'} onClick={() => void confirm()}>
                  {state === 'deleting' ? t('delete.busy') : t('delete.confirmButton')}
                </Button>
              </Box>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
