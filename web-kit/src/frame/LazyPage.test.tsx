import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n, type Locale } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { loadPageCode, PageCodeError } from './page-code';
import { LazyPage, lazyPart } from './PageLoading';

function renderPage(node: ReactNode, locale: Locale = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, locale)}>
      <MemoryRouter>
        <LazyPage>{node}</LazyPage>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a page whose code loads when it is opened', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => errors.mockRestore());

  it('given its code arrives, when opened, then the page is shown', async () => {
    const Page = lazyPart(async () => ({ default: () => <h1>Requests</h1> }));
    renderPage(<Page />);
    expect(await screen.findByRole('heading', { name: 'Requests' })).toBeInTheDocument();
  });

  it('given its code cannot be fetched, when opened, then the page says so in words with a reload button', async () => {
    const Page = lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderPage(<Page />, 'de');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Seite konnte nicht geladen werden (Loading chunk failed).');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('given a page that fails while it is drawn, when opened, then a general message replaces a blank screen', async () => {
    const Broken = (): ReactNode => {
      throw new Error('broken');
    };
    renderPage(<Broken />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred on this page. Please reload it or try again later.');
  });

  it('given code that does not arrive, when 120 seconds have passed, then loading fails as a page code error', async () => {
    jest.useFakeTimers();
    try {
      const loading = loadPageCode(() => new Promise<never>(() => undefined));
      const failed = expect(loading).rejects.toBeInstanceOf(PageCodeError);
      await act(async () => {
        jest.advanceTimersByTime(119_999);
      });
      let settled = false;
      void loading.catch(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await failed;
    } finally {
      jest.useRealTimers();
    }
  });
});
