import { useEffect, useState } from 'react';
import { fetchAuthorizedFile } from '../files/authorized-file';
import { useSite } from '../site/site-context';

export type BlobState = { readonly url: string; readonly blob: Blob } | 'loading' | 'failed' | null;

/**
 * A file the server serves only with the bearer token, as an object URL for an <img> or <iframe>;
 * the URL is revoked when the path changes or the component goes away.
 */
export function useAuthorizedBlob(path: string | null | undefined, type?: string): BlobState {
  const { userManager } = useSite();
  const [state, setState] = useState<BlobState>(path ? 'loading' : null);
  useEffect(() => {
    if (!path) {
      setState(null);
      return;
    }
    let url: string | null = null;
    let live = true;
    setState('loading');
    fetchAuthorizedFile(path, userManager).then(
      (fetched) => {
        if (!live) return;
        const blob = type ? new Blob([fetched], { type }) : fetched;
        url = URL.createObjectURL(blob);
        setState({ url, blob });
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, type, userManager]);
  return state;
}
