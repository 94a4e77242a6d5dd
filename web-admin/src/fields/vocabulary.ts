import { countriesIn } from '@pcbm/web-kit/settings/countries';
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

/** A certificate is the name of its standard, the same in every language: ISO9001 is written ISO 9001. */
export const certificateName = (code: string): string => code.replace(/^(ISO|IATF|EN|UL)(\d+)$/, '$1 $2');

function displayName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The words for the product's codes in the language shown: the app's shared vocabulary (web-kit's common strings)
 * for services, order types and IPC classes; the browser's names for languages and countries.
 */
export function useVocabulary(): Vocabulary {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const languages = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    const countries = new Map(countriesIn(locale).map((country) => [country.code, country.name]));
    return {
      locale,
      service: (code) => t(`vocabulary.service.${code}`, { defaultValue: code }),
      orderType: (code) => t(`vocabulary.orderType.${code}`, { defaultValue: code }),
      ipcClass: (code) => t(`vocabulary.ipc.${code}`, { defaultValue: code }),
      certificate: certificateName,
      language: (code) => displayName(languages, code),
      country: (code) => countries.get(code.toUpperCase()) ?? code,
    };
  }, [t, locale]);
}

/** Language codes the browser can name (two letters), for choosing the languages a producer speaks. */
export const LANGUAGE_CODES: readonly string[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 97; a <= 122; a += 1) {
    for (let b = 97; b <= 122; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code) codes.push(code);
    }
  }
  return codes;
})();
