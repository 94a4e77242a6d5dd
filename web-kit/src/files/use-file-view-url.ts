import { useEffect, useState } from 'react';
import { useSite } from '../site/site-context';
import { fetchFileViewUrl } from './authorized-file';

export type ViewUrlState = { readonly url: string } | 'loading' | 'failed';

/** The viewer URL of a quote (`fetchFileViewUrl`), asked for again when the path changes. */
export function useFileViewUrl(path: string): ViewUrlState {
  const { userManager } = useSite();
  const [state, setState] = useState<ViewUrlState>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    fetchFileViewUrl(path, userManager).then(
      (url) => live && setState({ url }),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [path, userManager]);
  return state;
}
