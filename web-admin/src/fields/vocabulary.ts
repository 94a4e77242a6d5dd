import { countriesIn } from '@pcbm/web-kit/settings/countries';
import { certificateName } from '@pcbm/web-kit/vocabulary/certificates';
import { languageNamer } from '@pcbm/web-kit/vocabulary/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** How the product's codes are read out: services, order types, IPC classes, certificates, languages and countries. */
export interface Vocabulary {
  readonly locale: string;
  service(code: string): string;
  orderType(code: string): string;
  ipcClass(code: string): string;
  certificate(code: string): string;
  language(code: string): string;
  country(code: string): string;
}

/**
 * The words for the product's codes in the language shown: the app's shared vocabulary (web-kit's common strings)
 * for services, order types and IPC classes; the browser's names for languages and countries.
 */
export function useVocabulary(): Vocabulary {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const language = languageNamer(locale);
    const countries = new Map(countriesIn(locale).map((country) => [country.code, country.name]));
    return {
      locale,
      service: (code) => t(`vocabulary.service.${code}`, { defaultValue: code }),
      orderType: (code) => t(`vocabulary.orderType.${code}`, { defaultValue: code }),
      ipcClass: (code) => t(`vocabulary.ipc.${code}`, { defaultValue: code }),
      certificate: certificateName,
      language,
      country: (code) => countries.get(code.toUpperCase()) ?? code,
    };
  }, [t, locale]);
}
