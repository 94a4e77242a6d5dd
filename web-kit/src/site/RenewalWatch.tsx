import type { UserManager } from 'oidc-client-ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../flash/FlashProvider';

/**
 * Says when the sign-in could not be renewed in the background (the sign-in service cannot be reached), with a
 * reload action, once until a renewal succeeds again; otherwise the next request would fail as signed out.
 */
export function RenewalWatch({ userManager }: { readonly userManager: UserManager }) {
  const { t } = useTranslation();
  const flash = useFlash();
  useEffect(() => {
    let told = false;
    const failed = () => {
      if (told) return;
      told = true;
      void flash.show('error', t('errors:IDENTITY_CONNECTION_FAILED'), ['reload', 'close']).then((action) => {
        if (action === 'reload') globalThis.location.reload();
      });
    };
    const renewed = () => {
      told = false;
    };
    userManager.events.addSilentRenewError(failed);
    userManager.events.addUserLoaded(renewed);
    return () => {
      userManager.events.removeSilentRenewError(failed);
      userManager.events.removeUserLoaded(renewed);
    };
  }, [userManager, flash, t]);
  return null;
}
