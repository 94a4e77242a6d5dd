import DownloadIcon from '@mui/icons-material/Download';
import { Button } from 'react-admin';
import { useAuthorizedDownload } from '../data/use-authorized-download';

/** Downloads the signed NDA, which the file server hands out only with the admin's token. */
export function DownloadNdaButton({ path, filename }: { readonly path: string; readonly filename: string }) {
  const { busy, download } = useAuthorizedDownload('admin.companies.ndaDownloadFailed');
  return (
    <Button label="admin.companies.ndaDownload" onClick={() => download(path, filename)} disabled={busy || !path}>
      <DownloadIcon />
    </Button>
  );
}
