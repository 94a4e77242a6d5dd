import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { REQUESTS_STRINGS } from '@pcbm/web-kit/requests/requests-strings';
import { SiteContext, type Site } from '@pcbm/web-kit/site/site-context';
import { render } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { AdminApp } from '../AdminApp';
import type { FakeAdminApi } from './fake-admin-api';

/** A signed-in admin on the manufacturer host. */
export const adminSite = {
  mode: 'MANUFACTURER_DASHBOARD',
  shop: null,
  groups: ['admin'],
  me: {
    isFirstLogin: false,
    isPartOfManufacturer: false,
    manufacturerId: null,
    isAdmin: true,
    user: { id: 'u-admin', username: 'admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.example', locale: 'en', memberOf: [] },
  },
  userManager: { getUser: async () => ({ access_token: 'token-1' }) } as unknown as UserManager,
} as unknown as Site;

/** Renders the whole console at `path` (e.g. '/users/u1/show') against a fake API, in English or German. */
export function renderAdmin(api: FakeAdminApi, path = '/', locale: 'en' | 'de' = 'en') {
  // The strings the console starts with (main.tsx).
  const i18n = createI18n({ requests: REQUESTS_STRINGS }, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <Provider value={api.client}>
          <SiteContext.Provider value={adminSite}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/*" element={<AdminApp />} />
              </Routes>
            </MemoryRouter>
          </SiteContext.Provider>
        </Provider>
      </FlashProvider>
    </I18nextProvider>,
  );
}
