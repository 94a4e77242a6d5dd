import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedFile, saveBlob } from '../files/authorized-file';
import { PdfPages } from '../files/PdfPages';
import { useFileViewUrl } from '../files/use-file-view-url';
import { useSite } from '../site/site-context';

const FRAME_HEIGHT = 560;
/** The download button below the frame, with its margin. */
const BUTTON_ROW = 44;

/** A quote's PDF shown in the page as pictures of its pages, under its name, with a download. */
export function QuoteViewer({ path, filename }: { readonly path: string; readonly filename: string }) {
  const { t } = useTranslation('requests');
  const { userManager } = useSite();
  const view = useFileViewUrl(path);
  const [saving, setSaving] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (view === 'failed') return <Alert severity="error">{t('quote.loadFailed')}</Alert>;
  // The loading quote keeps the viewer's place, so the buttons below do not jump when it appears.
  if (view === 'loading')
    return (
      <Box sx={{ height: FRAME_HEIGHT + BUTTON_ROW, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <LinearProgress aria-label={t('quote.loading')} />
      </Box>
    );
  const download = async () => {
    setSaving('busy');
    try {
      saveBlob(await fetchAuthorizedFile(path, userManager), filename);
      setSaving('idle');
    } catch {
      setSaving('failed');
    }
  };
  return (
    <Box>
      <PdfPages url={view.url} title={t('quote.frameTitle', { filename })} height={FRAME_HEIGHT} />
      <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={saving === 'busy'} sx={{ mt: 1 }}>
        {t('quote.download', { filename })}
      </Button>
      {saving === 'failed' && <Alert severity="error">{t('quote.loadFailed')}</Alert>}
    </Box>
  );
}
