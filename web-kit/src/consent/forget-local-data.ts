import { clearLocalData } from '../auth/local-data';
import { DISPLAY_PREFERENCES_KEY } from '../display/display-preferences';
import { STORED_LOCALE_KEY } from '../i18n/i18n';

/**
 * Deletes the order draft, its files, the language choice and the display settings from this browser; the sign-in
 * session stays. The page's display settings follow at once, as they do when another tab changes them.
 */
export async function forgetLocalData(): Promise<void> {
  await clearLocalData();
  globalThis.localStorage?.removeItem(STORED_LOCALE_KEY);
  globalThis.localStorage?.removeItem(DISPLAY_PREFERENCES_KEY);
  globalThis.dispatchEvent?.(new StorageEvent('storage', { key: DISPLAY_PREFERENCES_KEY }));
}
