import { LOCAL_DATABASES } from '../auth/local-data';
import { DISPLAY_PREFERENCES_KEY } from '../display/display-preferences';
import { STORED_LOCALE_KEY } from '../i18n/i18n';

export type StorageMedium = 'localStorage' | 'sessionStorage' | 'indexedDB' | 'identityCookie';

/** One kind of data this site keeps in the browser; its name, purpose and lifetime are strings under consent:storage.<id>. */
export interface StoredData {
  readonly id: 'session' | 'returnPath' | 'draft' | 'language' | 'display' | 'welcome' | 'signInCookie';
  readonly medium: StorageMedium;
  /** The key or database name in the browser, where the site chooses it. */
  readonly key?: string;
}

/** Everything the site keeps in the browser; all of it is needed for the site to work. */
export const STORED_DATA: readonly StoredData[] = [
  { id: 'session', medium: 'localStorage', key: 'oidc.*' },
  { id: 'returnPath', medium: 'sessionStorage', key: 'pcbm.returnPath' },
  { id: 'draft', medium: 'indexedDB', key: LOCAL_DATABASES[0] },
  { id: 'language', medium: 'localStorage', key: STORED_LOCALE_KEY },
  { id: 'display', medium: 'localStorage', key: DISPLAY_PREFERENCES_KEY },
  { id: 'welcome', medium: 'sessionStorage', key: 'pcbm.welcomeDismissed' },
  { id: 'signInCookie', medium: 'identityCookie' },
];
