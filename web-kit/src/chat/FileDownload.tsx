import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedFile, saveBlob } from '../files/authorized-file';
import { useSite } from '../site/site-context';

/** A button that fetches a stored file with the person's token and saves it. */
export function FileDownload({ path, filename, label }: { readonly path: string; readonly filename: string; readonly label: string }) {
  const { t } = useTranslation('chat');
  const { userManager } = useSite();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchAuthorizedFile(path, userManager), filename);
    } catch (error) {
      console.warn('Chat file download failed', error instanceof Error ? error.message : error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon aria-hidden />} disabled={busy} onClick={() => void download()} sx={{ alignSelf: 'flex-start' }}>
        {label}
      </Button>
      {failed && (
        <Typography role="alert" variant="body2" color="error">
          {t('file.downloadFailed')}
        </Typography>
      )}
    </>
  );
}
