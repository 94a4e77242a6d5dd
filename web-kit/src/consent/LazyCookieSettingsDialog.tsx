import { Suspense, useRef } from 'react';
import type { CookieSettingsDialogProps } from './CookieSettingsDialog';
import { lazyPart } from '../frame/PageLoading';

// The dialog and its texts load when someone first opens it, not with every page.
const CookieSettingsDialog = lazyPart(() => import('./CookieSettingsDialog').then((m) => ({ default: m.CookieSettingsDialog })));

/** The cookie settings dialog, loaded on its first opening and kept afterwards (so that it can close). */
export function LazyCookieSettingsDialog(props: CookieSettingsDialogProps) {
  const opened = useRef(false);
  if (props.open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <CookieSettingsDialog {...props} />
    </Suspense>
  );
}
