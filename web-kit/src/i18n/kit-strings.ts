import chatDe from '../chat/locales/de.json';
import chatEn from '../chat/locales/en.json';
import consentDe from '../consent/locales/de.json';
import consentEn from '../consent/locales/en.json';
import contactDe from '../contact/locales/de.json';
import contactEn from '../contact/locales/en.json';
import { REQUESTS_STRINGS } from '../requests/requests-strings';
import settingsDe from '../settings/locales/de.json';
import settingsEn from '../settings/locales/en.json';
import type { AppStrings } from './i18n';

/** The kit's own namespaces besides `common` and `errors`, each to be given at once or loaded later. */
export const CHAT_STRINGS = { en: chatEn, de: chatDe };
export const CONSENT_STRINGS = { en: consentEn, de: consentDe };
export const CONTACT_STRINGS = { en: contactEn, de: contactDe };
export { REQUESTS_STRINGS };
export const SETTINGS_STRINGS = { en: settingsEn, de: settingsDe };

/** Every namespace of the kit at once (components in tests, apps that load nothing later). */
export const KIT_STRINGS: AppStrings = { chat: CHAT_STRINGS, consent: CONSENT_STRINGS, contact: CONTACT_STRINGS, requests: REQUESTS_STRINGS, settings: SETTINGS_STRINGS };
