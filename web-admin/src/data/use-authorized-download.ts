import { fetchAuthorizedFile, saveBlob } from '@pcbm/web-kit/files/authorized-file';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useState } from 'react';
import { useNotify } from 'react-admin';

export interface AuthorizedDownload {
  /** True while a file is being fetched. */
  readonly busy: boolean;
  /** Fetches the file at `path` and saves it as `filename`. */
  download(path: string, filename: string): void;
}

/**
 * Downloads files the file server hands out only with the admin's sign-in; when one cannot be downloaded, the
 * console says so with the text `failed` (a message key).
 */
export function useAuthorizedDownload(failed: string): AuthorizedDownload {
  const { userManager } = useSite();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (path: string, filename: string) => {
    setBusy(true);
    try {
      saveBlob(await fetchAuthorizedFile(path, userManager), filename);
    } catch {
      notify(failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download: (path, filename) => void download(path, filename) };
}
