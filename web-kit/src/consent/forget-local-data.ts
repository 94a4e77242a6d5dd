import { clearLocalData } from '../auth/local-data';
import { STORED_LOCALE_KEY } from '../i18n/i18n';

/** Deletes the order draft, its files and the language choice from this browser; the sign-in session stays. */
export async function forgetLocalData(): Promise<void> {
  await clearLocalData();
  globalThis.localStorage?.removeItem(STORED_LOCALE_KEY);
}
