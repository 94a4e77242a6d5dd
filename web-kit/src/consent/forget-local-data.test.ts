import { DISPLAY_PREFERENCES_KEY } from '../display/display-preferences';
import { LOCAL_DATABASES } from '../auth/local-data';
import { STORED_LOCALE_KEY } from '../i18n/i18n';
import { forgetLocalData } from './forget-local-data';
import { databaseNames, storeDraft } from './testing/browser-data';

describe('forgetting what this browser keeps', () => {
  afterEach(() => localStorage.clear());

  it('given a draft, a language choice, display settings and a sign-in session, when local data is forgotten, then only the session stays', async () => {
    await storeDraft();
    localStorage.setItem(STORED_LOCALE_KEY, 'de');
    localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify({ colorScheme: 'dark' }));
    localStorage.setItem('oidc.user:https://id.example:web', '{}');
    await forgetLocalData();
    expect(await databaseNames()).not.toContain(LOCAL_DATABASES[0]);
    expect(localStorage.getItem(STORED_LOCALE_KEY)).toBeNull();
    expect(localStorage.getItem(DISPLAY_PREFERENCES_KEY)).toBeNull();
    expect(localStorage.getItem('oidc.user:https://id.example:web')).toBe('{}');
  });
});
