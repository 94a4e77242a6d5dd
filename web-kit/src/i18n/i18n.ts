import i18next, { type BackendModule, type i18n, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonDe from './locales/de.json';
import commonEn from './locales/en.json';
import errorsDe from './locales/errors.de.json';
import errorsEn from './locales/errors.en.json';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Where the language choice of a visitor is kept in the browser. */
export const STORED_LOCALE_KEY = 'pcbm.locale';

/** An app's own strings: namespace → { en, de }. */
export type AppStrings = Readonly<Record<string, { readonly en: object; readonly de: object }>>;
/** Namespaces loaded when first used, one language at a time: namespace → loader of that language's strings. */
export type LaterStrings = Readonly<Record<string, (locale: Locale) => Promise<object>>>;

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

/**
 * Starts i18next with the kit's common strings and error texts, the given namespaces at once, and the
 * `later` namespaces loaded in the current language when a component first asks for them (it suspends
 * until they are there), so that the first screen carries only the strings it shows.
 */
export function createI18n(app: AppStrings, lng: Locale = initialLocale(), later: LaterStrings = {}): i18n {
  const resources: Resource = { en: { common: commonEn, errors: errorsEn }, de: { common: commonDe, errors: errorsDe } };
  for (const [namespace, strings] of Object.entries(app)) {
    resources.en[namespace] = strings.en as Resource[string][string];
    resources.de[namespace] = strings.de as Resource[string][string];
  }
  const instance = i18next.createInstance();
  if (Object.keys(later).length > 0) instance.use(laterStringsBackend(later));
  void instance.use(initReactI18next).init({
    lng,
    // Strings loaded later come in the current language only (both languages have every key: locale-keys.test.ts).
    fallbackLng: Object.keys(later).length > 0 ? false : DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: ['common', 'errors', ...Object.keys(app)],
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (language) => {
    if (globalThis.document) document.documentElement.lang = language;
  });
  if (globalThis.document) document.documentElement.lang = lng;
  return instance;
}

/** An i18next backend that reads the `later` namespaces through their loaders; other namespaces are empty. */
function laterStringsBackend(later: LaterStrings): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      const load = later[namespace];
      if (!load || !isLocale(language)) return callback(null, {});
      load(language).then(
        (strings) => callback(null, ('default' in strings ? strings.default : strings) as ResourceKey),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/** Switches the language and remembers the choice for the next visit. */
export async function chooseLocale(instance: i18n, locale: Locale): Promise<void> {
  safeStorage()?.setItem(STORED_LOCALE_KEY, locale);
  await instance.changeLanguage(locale);
}
