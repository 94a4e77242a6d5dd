import type { AppStrings } from '@pcbm/web-kit/i18n/i18n';
import { CHAT_STRINGS, CONSENT_STRINGS, CONTACT_STRINGS, REQUESTS_STRINGS, SETTINGS_STRINGS } from '@pcbm/web-kit/i18n/kit-strings';
import formatterDe from './formatter/locales/de.json';
import formatterEn from './formatter/locales/en.json';
import ndaDe from './nda/locales/de.json';
import ndaEn from './nda/locales/en.json';
import readdDe from './readd/locales/de.json';
import readdEn from './readd/locales/en.json';
import unsubscribeDe from './unsubscribe/locales/de.json';
import unsubscribeEn from './unsubscribe/locales/en.json';
import signupDe from './signup/locales/de.json';
import signupEn from './signup/locales/en.json';
import welcomeDe from './welcome/locales/de.json';
import welcomeEn from './welcome/locales/en.json';
import componentsDe from './wizard/components/locales/de.json';
import componentsEn from './wizard/components/locales/en.json';
import placementDe from './wizard/placement/locales/de.json';
import placementEn from './wizard/placement/locales/en.json';
import productionDe from './wizard/production/locales/de.json';
import productionEn from './wizard/production/locales/en.json';
import manufacturersDe from './wizard/manufacturers/locales/de.json';
import manufacturersEn from './wizard/manufacturers/locales/en.json';
import summaryDe from './wizard/summary/locales/de.json';
import summaryEn from './wizard/summary/locales/en.json';
import stackupDe from './wizard/stackup/locales/de.json';
import stackupEn from './wizard/stackup/locales/en.json';
import { CUSTOMER_START_STRINGS } from './strings';

/** Every namespace the customer app uses, English and German, at once (as components are tested). */
export const CUSTOMER_STRINGS: AppStrings = {
  chat: CHAT_STRINGS,
  consent: CONSENT_STRINGS,
  requests: REQUESTS_STRINGS,
  settings: SETTINGS_STRINGS,
  wizard: CUSTOMER_START_STRINGS.wizard!,
  upload: CUSTOMER_START_STRINGS.upload!,
  welcome: { en: welcomeEn, de: welcomeDe },
  signup: { en: signupEn, de: signupDe },
  nda: { en: ndaEn, de: ndaDe },
  readd: { en: readdEn, de: readdDe },
  unsubscribe: { en: unsubscribeEn, de: unsubscribeDe },
  contact: CONTACT_STRINGS,
  formatter: { en: formatterEn, de: formatterDe },
  stackup: { en: stackupEn, de: stackupDe },
  components: { en: componentsEn, de: componentsDe },
  placement: { en: placementEn, de: placementDe },
  production: { en: productionEn, de: productionDe },
  manufacturers: { en: manufacturersEn, de: manufacturersDe },
  summary: { en: summaryEn, de: summaryDe },
};
