import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Keeps react-admin's language the one the app frame's language menu chose. */
export function LocaleSync() {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== i18n.language) setLocale(i18n.language);
  }, [i18n.language, locale, setLocale]);
  return null;
}
