import DownloadIcon from '@mui/icons-material/Download';
import { fetchAuthorizedFile, saveBlob } from '@pcbm/web-kit/files/authorized-file';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';

/** Downloads the signed NDA, which the file server hands out only with the admin's token. */
export function DownloadNdaButton({ path, filename }: { readonly path: string; readonly filename: string }) {
  const { userManager } = useSite();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchAuthorizedFile(path, userManager), filename);
    } catch {
      notify('admin.companies.ndaDownloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="admin.companies.ndaDownload" onClick={() => void download()} disabled={busy || !path}>
      <DownloadIcon />
    </Button>
  );
}
