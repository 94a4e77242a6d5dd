import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names a two-letter country code in the page's language. */
export function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.language]);
}
