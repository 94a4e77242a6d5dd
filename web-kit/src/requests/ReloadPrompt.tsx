import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/**
 * Asks whether to load the order again after it changed elsewhere (the spec's reload question). It
 * floats at the bottom, so nothing on the page moves under the reader's pointer.
 */
export function ReloadPrompt({ open, onReload }: { readonly open: boolean; readonly onReload: () => void }) {
  const { t } = useTranslation('requests');
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            {t('live.reload')}
          </Button>
        }
      >
        {t('live.changed')}
      </Alert>
    </Snackbar>
  );
}
