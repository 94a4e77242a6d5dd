import requestsDe from './locales/de.json';
import requestsEn from './locales/en.json';

/** The strings of the shared request screens, English and German, for apps that show them on their first screen. */
export const REQUESTS_STRINGS = { en: requestsEn, de: requestsDe };
