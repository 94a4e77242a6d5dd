import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFlash } from '../flash/FlashProvider';
import { graphql } from '../graphql/graphql';
import type { Locale } from '../i18n/i18n';
import { useSite } from '../site/site-context';

const SaveLocaleMutation = graphql(`
  mutation SaveLocale($user: UserInput!) {
    updateUser(user: $user) {
      id
      locale
    }
  }
`);

/**
 * Saves a language chosen in the menu to the signed-in person's profile, so that the next visit and their mails
 * use it; a visitor's and an admin's choice stays in this browser only.
 */
export function useSaveLocale(): (locale: Locale) => void {
  const { me } = useSite();
  const { i18n } = useTranslation();
  const flash = useFlash();
  const [, saveLocale] = useMutation(SaveLocaleMutation);
  const saving = Boolean(me && !me.isAdmin);
  return useCallback(
    (locale: Locale) => {
      if (!saving) return;
      void saveLocale({ user: { locale } }).then((result) => {
        // Said in the language just chosen.
        if (result.error) void flash.show('error', i18n.t('menu.languageNotSaved'));
      });
    },
    [saving, saveLocale, flash, i18n],
  );
}
