import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n, type Locale } from '@pcbm/web-kit/i18n/i18n';
import type { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { CUSTOMER_STRINGS } from '../all-strings';
import unsubscribeDe from './locales/de.json';
import unsubscribeEn from './locales/en.json';

/** The variables of the calls of one operation the page made (leaving out the ends of subscriptions). */
export function callsOf(api: FakeSettingsApi, name: string): Record<string, unknown>[] {
  return api.sent
    .filter((operation) => operation.kind !== 'teardown' && operation.query.definitions.some((definition) => 'name' in definition && definition.name?.value === name))
    .map((operation) => operation.variables as Record<string, unknown>);
}

/** Renders an unsubscribe page on its route, opened at `url`, with the app's strings and the fake API, in strict mode as the app runs. */
export function renderUnsubscribePage(node: ReactNode, { api, route, url, locale = 'en' }: { api: FakeSettingsApi; route: string; url: string; locale?: Locale }) {
  const i18n = createI18n({ ...CUSTOMER_STRINGS, unsubscribe: { en: unsubscribeEn, de: unsubscribeDe } }, locale);
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Provider value={api.client()}>
            <FlashProvider>
              <Routes>
                <Route path={route} element={node} />
              </Routes>
            </FlashProvider>
          </Provider>
        </MemoryRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
