import type { LaterStrings } from './i18n';

/** The kit's namespaces loaded in one language when first used (see `KIT_STRINGS` for the same at once). */
export const KIT_LATER_STRINGS: LaterStrings = {
  chat: (locale) => import(`../chat/locales/${locale}.json`),
  consent: (locale) => import(`../consent/locales/${locale}.json`),
  contact: (locale) => import(`../contact/locales/${locale}.json`),
  requests: (locale) => import(`../requests/locales/${locale}.json`),
  settings: (locale) => import(`../settings/locales/${locale}.json`),
};
