import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Locale } from '@pcbm/web-kit/i18n/i18n';
import { fieldMessages } from '../fields/messages';
import { germanMessages } from './ra-german';
import { mergeMessages } from './merge-messages';

/**
 * react-admin's English sentences that would name a resource with its capital mid-sentence ("No Requests found"):
 * they say it without the name. The empty list and the create page take each resource's `forcedCaseName` and
 * `page.create` instead.
 */
const englishSentences = { ra: { navigation: { no_filtered_results: 'Nothing matches the current filters.', no_results: 'Nothing found.' } } };

/** One language's strings: react-admin's own (ra.*), the shared fields' (admin.address.*, …) and each resource's (resources.<name>.*, admin.<name>.*). */
export function consoleMessages(resources: readonly { readonly en: object; readonly de: object }[]): Record<Locale, TranslationMessages> {
  return {
    en: mergeMessages(englishMessages, englishSentences, fieldMessages.en, ...resources.map((resource) => resource.en)) as TranslationMessages,
    de: mergeMessages(germanMessages, fieldMessages.de, ...resources.map((resource) => resource.de)) as TranslationMessages,
  };
}

/** The console's strings in the language the app frame shows; the frame's language menu switches both (LocaleSync). */
export function createI18nProvider(messages: Record<Locale, TranslationMessages>, initial: Locale): I18nProvider {
  return polyglotI18nProvider((locale) => messages[locale as Locale] ?? messages.en, initial, [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ]);
}
