import type { AppStrings } from '@pcbm/web-kit/i18n/i18n';
import { CHAT_STRINGS, CONSENT_STRINGS, CONTACT_STRINGS, REQUESTS_STRINGS, SETTINGS_STRINGS } from '@pcbm/web-kit/i18n/kit-strings';
import pricingDe from './pricing/locales/de.json';
import pricingEn from './pricing/locales/en.json';
import profileDe from './profile/locales/de.json';
import profileEn from './profile/locales/en.json';
import { PRODUCER_START_STRINGS } from './strings';

/** Every namespace the producer app uses, English and German, at once (as components are tested). */
export const PRODUCER_STRINGS: AppStrings = {
  chat: CHAT_STRINGS,
  consent: CONSENT_STRINGS,
  contact: CONTACT_STRINGS,
  settings: SETTINGS_STRINGS,
  dashboard: PRODUCER_START_STRINGS.dashboard!,
  producerRequests: PRODUCER_START_STRINGS.producerRequests!,
  requests: REQUESTS_STRINGS,
  manufacturerProfile: { en: profileEn, de: profileDe },
  pricing: { en: pricingEn, de: pricingDe },
};
