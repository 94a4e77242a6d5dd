import type { AppStrings } from '@pcbm/web-kit/i18n/i18n';
import { REQUESTS_STRINGS } from '@pcbm/web-kit/requests/requests-strings';
import dashboardDe from './locales/de.json';
import dashboardEn from './locales/en.json';
import requestsDe from './requests/locales/de.json';
import requestsEn from './requests/locales/en.json';

/** What the first screen (the list of requests and the frame) shows; everything else loads with its page. */
export const PRODUCER_START_STRINGS: AppStrings = {
  dashboard: { en: dashboardEn, de: dashboardDe },
  producerRequests: { en: requestsEn, de: requestsDe },
  requests: REQUESTS_STRINGS,
};
