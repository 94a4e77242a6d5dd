import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../files/authorized-file';
import { useAuthorizedBlob } from './use-authorized-blob';

const FRAME_HEIGHT = 560;
/** The download button below the frame, with its margin. */
const BUTTON_ROW = 44;

/** A quote's PDF shown in the page by the browser's own viewer, with a download. */
export function QuoteViewer({ path, filename }: { readonly path: string; readonly filename: string }) {
  const { t } = useTranslation('requests');
  const pdf = useAuthorizedBlob(path, 'application/pdf');
  if (pdf === 'failed') return <Alert severity="error">{t('quote.loadFailed')}</Alert>;
  // The loading quote keeps the viewer's place, so the buttons below do not jump when it appears.
  if (pdf === 'loading' || pdf === null)
    return (
      <Box sx={{ height: FRAME_HEIGHT + BUTTON_ROW, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <LinearProgress aria-label={t('quote.loading')} />
      </Box>
    );
  return (
    <Box>
      <Box component="iframe" src={pdf.url} title={t('quote.frameTitle', { filename })} sx={{ width: '100%', height: FRAME_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Button startIcon={<DownloadIcon />} onClick={() => saveBlob(pdf.blob, filename)} sx={{ mt: 1 }}>
        {t('quote.download', { filename })}
      </Button>
    </Box>
  );
}
