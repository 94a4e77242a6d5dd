import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedFile, saveBlob } from '../files/authorized-file';
import { useSite } from '../site/site-context';

export interface FileDownloadProps {
  readonly path: string;
  readonly filename: string;
  readonly label: string;
  /** Where the button sits in its message: at the start of a bubble, or centred under a centred system message. */
  readonly align?: 'start' | 'center';
}

/** A button that fetches a stored file with the person's token and saves it. */
export function FileDownload({ path, filename, label, align = 'start' }: FileDownloadProps) {
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
      <Button size="small" variant="outlined" startIcon={<DownloadIcon aria-hidden />} disabled={busy} onClick={() => void download()} sx={{ alignSelf: align === 'center' ? 'center' : 'flex-start' }}>
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
