import type { AppStrings } from '@pcbm/web-kit/i18n/i18n';
import contactDe from './contact/locales/de.json';
import contactEn from './contact/locales/en.json';
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
import uploadDe from './wizard/upload/locales/de.json';
import uploadEn from './wizard/upload/locales/en.json';
import wizardDe from './wizard/locales/de.json';
import wizardEn from './wizard/locales/en.json';

/** The customer app's strings by namespace (one per area folder), English and German. */
export const CUSTOMER_STRINGS: AppStrings = {
  wizard: { en: wizardEn, de: wizardDe },
  welcome: { en: welcomeEn, de: welcomeDe },
  signup: { en: signupEn, de: signupDe },
  nda: { en: ndaEn, de: ndaDe },
  readd: { en: readdEn, de: readdDe },
  unsubscribe: { en: unsubscribeEn, de: unsubscribeDe },
  contact: { en: contactEn, de: contactDe },
  upload: { en: uploadEn, de: uploadDe },
  stackup: { en: stackupEn, de: stackupDe },
  components: { en: componentsEn, de: componentsDe },
  placement: { en: placementEn, de: placementDe },
  production: { en: productionEn, de: productionDe },
  manufacturers: { en: manufacturersEn, de: manufacturersDe },
  summary: { en: summaryEn, de: summaryDe },
};
