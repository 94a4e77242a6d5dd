import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { SiteContext, type Site } from '../site/site-context';
import { QuoteViewer } from './QuoteViewer';

const site = { me: null, userManager: { getUser: async () => ({ access_token: 'token-1' }) } as unknown as UserManager } as unknown as Site;
const PATH = '/files/q1/angebot-118.pdf';
const VIEW = '/files/view/q1.1796000000.sig/angebot-118.pdf';

function renderViewer() {
  return render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, 'en')}>
      <SiteContext.Provider value={site}>
        <QuoteViewer path={PATH} filename="angebot-118.pdf" />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

describe('the quote viewer', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  // The pages drawn as pictures are checked in Chromium (browser-tests); jsdom has no canvas to draw on.
  it('given a browser that cannot draw the quote\'s pages, when shown, then its own viewer opens it by a URL ending in its name, and Download saves it under that name', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url.endsWith('/view') ? new Response(JSON.stringify({ url: VIEW }), { status: 200 }) : new Response(new Blob(['%PDF-']), { status: 200 }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:quote');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderViewer();
      expect(await screen.findByTitle('Quote angebot-118.pdf')).toHaveAttribute('src', VIEW);
      expect(fetchMock).toHaveBeenCalledWith(`${PATH}/view`, { method: 'POST', headers: { authorization: 'Bearer token-1' } });
      // The file itself is fetched only when it is to be saved.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole('button', { name: /angebot-118\.pdf/ }));
      await waitFor(() => expect(saved).toEqual(['angebot-118.pdf']));
      expect(fetchMock).toHaveBeenLastCalledWith(PATH, { headers: { authorization: 'Bearer token-1' } });
    } finally {
      click.mockRestore();
    }
  });

  it('given a server that will not open the quote, then the page says so in words', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 404 })) as unknown as typeof fetch;
    renderViewer();
    expect(await screen.findByText('The quote could not be loaded.')).toBeInTheDocument();
  });
});
