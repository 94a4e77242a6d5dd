import { createI18n } from './i18n';

describe('strings loaded later', () => {
  const later = { offers: async (locale: 'en' | 'de') => ({ default: { hello: locale === 'de' ? 'Hallo' : 'Hello' } }) };

  it('given a namespace loaded later, when it is first asked for, then it arrives in the current language only', async () => {
    const i18n = createI18n({}, 'de', later);
    expect(i18n.hasResourceBundle('de', 'offers')).toBe(false);
    await i18n.loadNamespaces('offers');
    expect(i18n.t('offers:hello')).toBe('Hallo');
    expect(i18n.hasResourceBundle('en', 'offers')).toBe(false);
  });

  it('given the language changes, then the namespaces in use are loaded in the new language', async () => {
    const i18n = createI18n({}, 'de', later);
    await i18n.loadNamespaces('offers');
    await i18n.changeLanguage('en');
    expect(i18n.t('offers:hello')).toBe('Hello');
  });

  it('given the common strings, then they are there at once without loading', () => {
    const i18n = createI18n({}, 'en', later);
    expect(i18n.t('menu.settings')).toBe('Settings');
  });
});
