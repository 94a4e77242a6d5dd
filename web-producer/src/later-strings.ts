import type { LaterStrings } from '@pcbm/web-kit/i18n/i18n';
import { KIT_LATER_STRINGS } from '@pcbm/web-kit/i18n/kit-later-strings';

/** The producer app's namespaces that load in the current language with the page that shows them. */
export const PRODUCER_LATER_STRINGS: LaterStrings = {
  chat: KIT_LATER_STRINGS.chat!,
  consent: KIT_LATER_STRINGS.consent!,
  contact: KIT_LATER_STRINGS.contact!,
  settings: KIT_LATER_STRINGS.settings!,
  manufacturerProfile: (locale) => import(`./profile/locales/${locale}.json`),
  pricing: (locale) => import(`./pricing/locales/${locale}.json`),
};
