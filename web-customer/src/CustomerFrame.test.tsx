import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { createI18n, type Locale } from '@pcbm/web-kit/i18n/i18n';
import { MobilePage } from '@pcbm/web-kit/pages/pages';
import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { SiteContext, type Site } from '@pcbm/web-kit/site/site-context';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { never } from 'wonka';
import { CUSTOMER_STRINGS } from './all-strings';
import { CustomerFrame } from './CustomerFrame';
import { formatterSite, renderFormatter } from './formatter/render-formatter';

const marketplaceVisitor = () => ({ ...formatterSite(), mode: 'MARKETPLACE' }) as Site;

/** Renders the frame around `page` at `url` (any path), for `site`. */
function renderFramed(url: string, page: ReactNode, { site = marketplaceVisitor(), locale = 'en' }: { site?: Site; locale?: Locale } = {}) {
  return render(
    <I18nextProvider i18n={createI18n(CUSTOMER_STRINGS, locale)}>
      <MemoryRouter initialEntries={[url]}>
        <Provider value={fakeClient(() => never)}>
          <SiteContext.Provider value={site}>
            <FlashProvider>
              <Routes>
                <Route path="*" element={<CustomerFrame>{page}</CustomerFrame>} />
              </Routes>
            </FlashProvider>
          </SiteContext.Provider>
        </Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the customer app’s navigation bar', () => {
  it('given the BOM formatter host, then it links the marketplace and the formatter’s start page', () => {
    renderFormatter({ api: new FakeSettingsApi({}), home: <CustomerFrame>page</CustomerFrame> });
    const navigation = screen.getByRole('navigation', { name: 'PCB Marketplace' });
    expect(within(navigation).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', 'http://localhost:4000');
    expect(within(navigation).getByRole('link', { name: 'BOM formatter' })).toHaveAttribute('href', '/');
  });

  it('given the marketplace, then ordering is its first link and the formatter its second, on the formatter host', () => {
    renderFormatter({ api: new FakeSettingsApi({}), site: { ...formatterSite(), mode: 'MARKETPLACE' }, home: <CustomerFrame>page</CustomerFrame> });
    const navigation = screen.getByRole('navigation', { name: 'PCB Marketplace' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Order now', 'BOM formatter']);
    expect(within(navigation).getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/');
    expect(within(navigation).getByRole('link', { name: 'BOM formatter' })).toHaveAttribute('href', 'http://bom.localhost:4000/');
  });

  it('given a white-label shop, then it offers ordering only: the shop stays the producer’s own', () => {
    renderFormatter({ api: new FakeSettingsApi({}), site: { ...formatterSite(), mode: 'WHITELABEL' }, home: <CustomerFrame>page</CustomerFrame> });
    const navigation = screen.getByRole('navigation', { name: 'PCB Marketplace' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Order now']);
  });

  it('given the mobile page, then the header offers no ordering, and it and the page name registering alike', () => {
    renderFramed('/mobile', <MobilePage />);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Order now' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'PCB Marketplace' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['BOM formatter']);
    expect(screen.getByText(/Ordering boards needs a larger screen/)).toHaveTextContent('On your phone you can sign in, create an account and follow your requests.');
    expect(within(header).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByText(/^Register$/)).toBeNull();
  });

  it('given the mobile page in German, then registering is “Konto erstellen” in the header and on the page', () => {
    renderFramed('/mobile', <MobilePage />, { locale: 'de' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByText(/größeren Bildschirm/)).toHaveTextContent('ein Konto erstellen');
    expect(screen.queryByRole('link', { name: 'Jetzt anfragen' })).toBeNull();
  });

  it('given a phone on the marketplace, then no page offers ordering, since the marketplace sends phones to the mobile page', () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderFramed('/request-history', 'page');
      expect(screen.queryByRole('link', { name: 'Order now' })).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('given a phone in a white-label shop, then ordering stays: the shop offers its wizard on phones too', () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderFramed('/request-history', 'page', { site: { ...formatterSite(), mode: 'WHITELABEL' } as Site });
      expect(within(screen.getByRole('navigation', { name: 'PCB Marketplace' })).getByRole('link', { name: 'Order now' })).toHaveAttribute('href', '/');
    } finally {
      window.innerWidth = width;
    }
  });

  it('given a narrow header, then its navigation opens from a menu button named for it', () => {
    renderFramed('/request-history', 'page');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Navigation' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Order now', '/'],
      ['BOM formatter', 'http://bom.localhost:4000/'],
    ]);
  });
});
