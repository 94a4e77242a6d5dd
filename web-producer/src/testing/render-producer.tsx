import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n } from '@pcbm/web-kit/i18n/i18n';
import { SiteContext, type Site } from '@pcbm/web-kit/site/site-context';
import { render } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { PRODUCER_STRINGS } from '../all-strings';
import type { FakeProducerApi } from './fake-producer-api';

/** A signed-in member of a producer company. */
export const producerSite = {
  mode: 'MANUFACTURER_DASHBOARD',
  shop: null,
  groups: ['manufacturer'],
  me: {
    isFirstLogin: false,
    isPartOfManufacturer: true,
    manufacturerId: 'm1',
    isAdmin: false,
    user: { id: 'u-maker', username: 'pat', firstName: 'Pat', lastName: 'Maker', email: 'pat@maker.test', locale: 'en', memberOf: [{ id: 'c-maker', name: 'Maker Boards' }] },
  },
  userManager: { getUser: async () => ({ access_token: 'token-1' }) } as unknown as UserManager,
} as unknown as Site;

export interface RenderOptions {
  /** The route pattern the page is mounted at, and the address opened. */
  readonly route?: string;
  readonly path?: string;
  readonly locale?: 'en' | 'de';
}

/** Renders a page of the producer app with its strings, the flash dialog, the fake API, the site and a router. */
export function renderProducer(node: ReactNode, api: FakeProducerApi, { route = '/', path = '/', locale = 'en' }: RenderOptions = {}) {
  const i18n = createI18n(PRODUCER_STRINGS, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <FlashProvider>
        <Provider value={api.client()}>
          <SiteContext.Provider value={producerSite}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={node} />
                <Route path="*" element={null} />
              </Routes>
            </MemoryRouter>
          </SiteContext.Provider>
        </Provider>
      </FlashProvider>
    </I18nextProvider>,
  );
}
