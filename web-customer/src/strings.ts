import type { AppStrings } from '@pcbm/web-kit/i18n/i18n';
import uploadDe from './wizard/upload/locales/de.json';
import uploadEn from './wizard/upload/locales/en.json';
import wizardDe from './wizard/locales/de.json';
import wizardEn from './wizard/locales/en.json';

/** What the first screen (the wizard's upload step and the frame) shows; everything else loads with its page. */
export const CUSTOMER_START_STRINGS: AppStrings = {
  wizard: { en: wizardEn, de: wizardDe },
  upload: { en: uploadEn, de: uploadDe },
};
