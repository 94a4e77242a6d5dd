import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import placementDe from '../placement/locales/de.json';
import placementEn from '../placement/locales/en.json';
import de from './locales/de.json';
import en from './locales/en.json';

/** An i18next instance with the parts and placement steps' strings, for component tests. */
export function testStrings(lng: 'en' | 'de' = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { en: { components: en, placement: placementEn }, de: { components: de, placement: placementDe } },
  });
  return instance;
}

/** Renders with the steps' strings in the given language. */
export function renderWithTestStrings(node: ReactNode, lng: 'en' | 'de' = 'en') {
  return render(<I18nextProvider i18n={testStrings(lng)}>{node}</I18nextProvider>);
}

/** Every key path of a strings file, plural forms by their base name. */
export function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings)
    .flatMap(([key, value]) => (typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]))
    .sort();
}
