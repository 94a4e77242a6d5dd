import type { LaterStrings } from '@pcbm/web-kit/i18n/i18n';
import { KIT_LATER_STRINGS } from '@pcbm/web-kit/i18n/kit-later-strings';

/** The customer app's namespaces that load in the current language with the page or step that shows them. */
export const CUSTOMER_LATER_STRINGS: LaterStrings = {
  ...KIT_LATER_STRINGS,
  welcome: (locale) => import(`./welcome/locales/${locale}.json`),
  signup: (locale) => import(`./signup/locales/${locale}.json`),
  nda: (locale) => import(`./nda/locales/${locale}.json`),
  readd: (locale) => import(`./readd/locales/${locale}.json`),
  unsubscribe: (locale) => import(`./unsubscribe/locales/${locale}.json`),
  formatter: (locale) => import(`./formatter/locales/${locale}.json`),
  stackup: (locale) => import(`./wizard/stackup/locales/${locale}.json`),
  components: (locale) => import(`./wizard/components/locales/${locale}.json`),
  placement: (locale) => import(`./wizard/placement/locales/${locale}.json`),
  production: (locale) => import(`./wizard/production/locales/${locale}.json`),
  manufacturers: (locale) => import(`./wizard/manufacturers/locales/${locale}.json`),
  summary: (locale) => import(`./wizard/summary/locales/${locale}.json`),
};
