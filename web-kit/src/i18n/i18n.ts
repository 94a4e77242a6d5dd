import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonDe from './locales/de.json';
import commonEn from './locales/en.json';
import errorsDe from './locales/errors.de.json';
import errorsEn from './locales/errors.en.json';
import chatDe from '../chat/locales/de.json';
import chatEn from '../chat/locales/en.json';
import requestsDe from '../requests/locales/de.json';
import requestsEn from '../requests/locales/en.json';
import settingsDe from '../settings/locales/de.json';
import settingsEn from '../settings/locales/en.json';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
const STORED_LOCALE_KEY = 'pcbm.locale';

/** An app's own strings: namespace → { en, de }. */
export type AppStrings = Readonly<Record<string, { readonly en: object; readonly de: object }>>;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The stored choice, else the browser's first supported language, else English. */
export function initialLocale(): Locale {
  const stored = safeStorage()?.getItem(STORED_LOCALE_KEY);
  if (isLocale(stored)) return stored;
  for (const language of globalThis.navigator?.languages ?? []) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Starts i18next with the kit's strings and the app's namespaces. */
export function createI18n(app: AppStrings, lng: Locale = initialLocale()): i18n {
  const resources: Resource = {
    en: { common: commonEn, errors: errorsEn, chat: chatEn, requests: requestsEn, settings: settingsEn },
    de: { common: commonDe, errors: errorsDe, chat: chatDe, requests: requestsDe, settings: settingsDe },
  };
  for (const [namespace, strings] of Object.entries(app)) {
    resources.en[namespace] = strings.en as Resource[string][string];
    resources.de[namespace] = strings.de as Resource[string][string];
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: ['common', 'errors', 'chat', 'requests', 'settings', ...Object.keys(app)],
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (language) => {
    if (globalThis.document) document.documentElement.lang = language;
  });
  if (globalThis.document) document.documentElement.lang = lng;
  return instance;
}

/** Switches the language and remembers the choice for the next visit. */
export async function chooseLocale(instance: i18n, locale: Locale): Promise<void> {
  safeStorage()?.setItem(STORED_LOCALE_KEY, locale);
  await instance.changeLanguage(locale);
}
