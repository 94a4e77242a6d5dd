import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatSheet } from './use-format-sheet';

/** The sample parts list shipped with the app: a small sensor board as a CAD tool exports it. */
export const SAMPLE_BOM_URL = '/samples/sample-bom.csv';
const SAMPLE_BOM_NAME = 'sample-bom.csv';

/** The demo section: formats the sample parts list, for visitors without one at hand. */
export function SampleDemo() {
  const { t } = useTranslation('formatter');
  const formatter = useFormatSheet();
  const [downloading, setDownloading] = useState(false);
  const busy = downloading || formatter.working !== null;

  const trySample = async () => {
    formatter.fail(null);
    setDownloading(true);
    let file: File;
    try {
      const response = await fetch(SAMPLE_BOM_URL);
      if (!response.ok) throw new Error(`Sample BOM: ${response.status}`);
      file = new File([await response.blob()], SAMPLE_BOM_NAME, { type: 'text/csv' });
    } catch (error) {
      console.error('Downloading the sample BOM failed', error);
      formatter.fail(t('demo.failed'));
      return;
    } finally {
      setDownloading(false);
    }
    await formatter.format(file);
  };

  return (
    <Box>
      <Button variant="outlined" size="large" onClick={() => void trySample()} disabled={busy}>
        {t('demo.button')}
      </Button>
      <Box role="status" aria-live="polite" sx={{ mt: 2, minHeight: 8 }}>
        {busy && (
          <>
            <Typography>{t('demo.working')}</Typography>
            <LinearProgress aria-label={t('demo.working')} sx={{ mt: 1, maxWidth: 480 }} />
          </>
        )}
      </Box>
      {formatter.problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {formatter.problem}
        </Alert>
      )}
    </Box>
  );
}
