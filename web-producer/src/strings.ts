import type { AppStrings } from '@pcbm/web-kit/i18n/i18n';
import dashboardDe from './locales/de.json';
import dashboardEn from './locales/en.json';
import requestsDe from './requests/locales/de.json';
import requestsEn from './requests/locales/en.json';
import pricingDe from './pricing/locales/de.json';
import pricingEn from './pricing/locales/en.json';
import profileDe from './profile/locales/de.json';
import profileEn from './profile/locales/en.json';

/** The producer app's strings by namespace, English and German. */
export const PRODUCER_STRINGS: AppStrings = {
  dashboard: { en: dashboardEn, de: dashboardDe },
  manufacturerProfile: { en: profileEn, de: profileDe },
  pricing: { en: pricingEn, de: pricingDe },
  producerRequests: { en: requestsEn, de: requestsDe },
};
