import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n, type Locale } from '@pcbm/web-kit/i18n/i18n';
import { siteOf, type FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import type { Site } from '@pcbm/web-kit/site/site-context';
import { SiteContext } from '@pcbm/web-kit/site/site-context';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { CUSTOMER_STRINGS } from '../all-strings';
import type { BomSheet } from './bom-sheet-operations';
import { FormatterLanding } from './FormatterLanding';
import { SheetPage } from './SheetPage';

const SETTINGS = { issuer: 'http://issuer.localhost', publicUrl: 'http://localhost:4000', bomFormatterUrl: 'http://bom.localhost:4000/', version: 'test', features: { nda: true, pricing: false } };

/** The formatter host for a visitor, or with `signedIn` for a signed-in customer; `signIn` is recorded. */
export function formatterSite({ signedIn = false }: { signedIn?: boolean } = {}): Site & { signIn: jest.Mock } {
  const person = signedIn ? siteOf() : ({ me: null } as unknown as Site);
  return { ...person, mode: 'BOM_FORMATTER', shop: null, groups: signedIn ? ['customer'] : [], settings: SETTINGS, signIn: jest.fn(async () => undefined) } as unknown as Site & { signIn: jest.Mock };
}

/** The variables of the calls of one operation (leaving out the ends of queries). */
export function callsOf(api: FakeSettingsApi, name: string): Record<string, unknown>[] {
  return api.sent
    .filter((operation) => operation.kind !== 'teardown' && operation.query.definitions.some((definition) => 'name' in definition && definition.name?.value === name))
    .map((operation) => operation.variables as Record<string, unknown>);
}

/** A sheet of `count` lines as the API answers it; `shown` lines are in it (the preview shows 3). */
export function sheetOf({ count = 14, shown = count, owned = false, preview = false, claimable = !owned && !preview }: { count?: number; shown?: number; owned?: boolean; preview?: boolean; claimable?: boolean } = {}): BomSheet & { __typename: 'BomSheet' } {
  return {
    __typename: 'BomSheet',
    id: 's1',
    filename: 'sensor-board.csv',
    rowCount: count,
    preview,
    owned,
    claimable,
    rows: Array.from({ length: shown }, (_, at) => ({
      __typename: 'BomSheetRow',
      index: at + 1,
      quantity: at + 1,
      designators: [`R${at + 1}`],
      manufacturer: 'Yageo',
      mpn: `RC0603FR-07${at + 1}KL`,
      package: '0603',
      description: `Resistor ${at + 1} kΩ`,
      electricValue: `${at + 1}k`,
    })),
  } as BomSheet & { __typename: 'BomSheet' };
}

/**
 * Renders the formatter's routes (`home`, the landing unless given, at '/', the sheet at '/sheet/:sheetId') at `url`,
 * in strict mode as the app runs.
 */
export function renderFormatter({ api, url = '/', site = formatterSite(), locale = 'en', home = <FormatterLanding /> }: { api: FakeSettingsApi; url?: string; site?: Site; locale?: Locale; home?: ReactNode }) {
  const i18n = createI18n(CUSTOMER_STRINGS, locale);
  return render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Provider value={api.client()}>
            <SiteContext.Provider value={site}>
              <FlashProvider>
                <Routes>
                  <Route path="/" element={home} />
                  <Route path="/sheet/:sheetId" element={<SheetPage />} />
                </Routes>
              </FlashProvider>
            </SiteContext.Provider>
          </Provider>
        </MemoryRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
