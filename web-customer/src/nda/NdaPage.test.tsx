import { FlashProvider } from '@pcbm/web-kit/flash/FlashProvider';
import { createI18n, type Locale } from '@pcbm/web-kit/i18n/i18n';
import { FakeSettingsApi, siteOf } from '@pcbm/web-kit/settings/testing/render-settings';
import { SiteContext, type Site } from '@pcbm/web-kit/site/site-context';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { CUSTOMER_STRINGS } from '../all-strings';
import ndaDe from './locales/de.json';
import ndaEn from './locales/en.json';
import { NdaPage } from './NdaPage';

const COMPANY = { id: 'c1', name: 'Buyer GmbH' };
const SIGNED = { companyId: 'c1', ndaId: 'f-nda', path: '/files/f-nda/nda-buyer-signed.pdf', signedBy: 'Chris Buyer', signedOn: '2026-03-02T10:00:00.000Z', locale: 'en' };
const pdf = (text: string) => ({ filename: `${text}.pdf`, mediaType: 'application/pdf', data: btoa(`%PDF-1.4 ${text}`) });

/** The NDA calls of the API; `signed` is what the server keeps. */
function ndaApi(initiallySigned: boolean) {
  let signed = initiallySigned;
  return new FakeSettingsApi({
    CompanyNda: () => ({ fetchCompanyNdaAttributes: signed ? { __typename: 'CompanyNda', ...SIGNED } : null }),
    UnsignedNda: (variables) => ({ fetchUnsignedNDA: { __typename: 'NdaFile', ...pdf(`NDA-${String(variables.locale)}`) } }),
    SignNda: () => {
      signed = true;
      return { signNDA: { __typename: 'NdaFile', ...pdf('NDA-Buyer GmbH-signed') } };
    },
    DeleteNda: () => {
      signed = false;
      return { deleteNDA: true };
    },
  });
}

function renderNda(api: FakeSettingsApi, { site = personIn(COMPANY), locale = 'en' }: { site?: Site; locale?: Locale } = {}) {
  const i18n = createI18n({ ...CUSTOMER_STRINGS, nda: { en: ndaEn, de: ndaDe } }, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/nda']}>
        <Provider value={api.client()}>
          <SiteContext.Provider value={site}>
            <FlashProvider>
              <NdaPage />
            </FlashProvider>
          </SiteContext.Provider>
        </Provider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function personIn(company?: { id: string; name: string }): Site {
  return { ...siteOf({ company }), userManager: { getUser: async () => ({ access_token: 'token-1' }) } } as unknown as Site;
}

describe('the NDA page', () => {
  let urls = 0;
  beforeEach(() => {
    urls = 0;
    URL.createObjectURL = jest.fn(() => `blob:nda-${++urls}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('given a company without an NDA, when the page opens, then the agreement is shown in the page language and the other language on request', async () => {
    const api = ndaApi(false);
    renderNda(api);
    expect(await screen.findByTitle('Non-disclosure agreement to sign (English)')).toHaveAttribute('src', expect.stringMatching(/^blob:nda-/));
    expect(api.variablesOf('UnsignedNda')).toContainEqual({ companyId: 'c1', locale: 'en' });
    expect(api.variablesOf('UnsignedNda')).not.toContainEqual({ companyId: 'c1', locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByTitle('Non-disclosure agreement to sign (Deutsch)')).toBeInTheDocument();
    expect(api.variablesOf('UnsignedNda')).toContainEqual({ companyId: 'c1', locale: 'de' });
    expect(screen.getByRole('button', { name: 'Sign NDA (Deutsch)' })).toBeInTheDocument();
  });

  it('given the legal confirmation is not ticked, when Sign is pressed, then it is asked for and nothing is sent', async () => {
    const api = ndaApi(false);
    renderNda(api);
    await screen.findByTitle('Non-disclosure agreement to sign (English)');
    fireEvent.click(screen.getByRole('button', { name: 'Sign NDA (English)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you are authorised to sign for your company.');
    expect(api.variablesOf('SignNda')).toEqual([]);
    expect(screen.getByRole('checkbox', { name: /authorised to sign this non-disclosure agreement on behalf of Buyer GmbH/ })).toHaveFocus();
  });

  it('given the confirmation, when Sign is pressed, then the NDA is signed in the chosen language and the signed PDF replaces the draft', async () => {
    const api = ndaApi(false);
    renderNda(api, { locale: 'de' });
    await screen.findByTitle('Zu unterzeichnende Geheimhaltungsvereinbarung (Deutsch)');
    fireEvent.click(screen.getByRole('checkbox', { name: /im Namen von Buyer GmbH/ }));
    fireEvent.click(screen.getByRole('button', { name: 'NDA unterzeichnen (Deutsch)' }));
    expect(await screen.findByTitle('Unterzeichnete Geheimhaltungsvereinbarung von Buyer GmbH')).toBeInTheDocument();
    expect(api.variablesOf('SignNda')).toEqual([{ companyId: 'c1', locale: 'de', legalConfirmation: true }]);
    expect(await screen.findByText(/unterzeichnet von Chris Buyer am/)).toBeInTheDocument();
    expect(screen.getByText('Die NDA ist unterzeichnet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /NDA unterzeichnen/ })).not.toBeInTheDocument();
  });

  it('given a person the server does not let sign, when Sign is pressed, then its refusal is said in words', async () => {
    const api = ndaApi(false);
    api.failWith.SignNda = 'USER_NOT_IN_COMPANY';
    renderNda(api);
    await screen.findByTitle('Non-disclosure agreement to sign (English)');
    fireEvent.click(screen.getByRole('checkbox', { name: /on behalf of Buyer GmbH/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign NDA (English)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only members of Buyer GmbH may sign its NDA.');
    expect(screen.queryByTitle(/Signed non-disclosure agreement/)).not.toBeInTheDocument();
  });

  it('given a signed NDA, when the page opens, then the signed PDF is fetched with the bearer token and can be downloaded and printed', async () => {
    const fetchMock = jest.fn(async () => new Response(new Blob(['%PDF-1.4 signed']), { status: 200 }));
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderNda(ndaApi(true));
      await screen.findByTitle('Signed non-disclosure agreement of Buyer GmbH');
      expect(screen.getByText(/signed by Chris Buyer on/)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledWith(SIGNED.path, { headers: { authorization: 'Bearer token-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      expect(saved).toEqual(['nda-buyer-signed.pdf']);
      // Printing goes through the browser's own viewer in a frame nobody sees.
      fireEvent.click(screen.getByRole('button', { name: 'Print' }));
      const printing = document.querySelector<HTMLIFrameElement>('iframe[aria-hidden="true"]')!;
      expect(printing.src).toMatch(/^blob:/);
      const print = jest.fn();
      Object.defineProperty(printing, 'contentWindow', { value: { focus: jest.fn(), print } });
      printing.dispatchEvent(new Event('load'));
      expect(print).toHaveBeenCalled();
      printing.remove();
    } finally {
      globalThis.fetch = originalFetch;
      click.mockRestore();
    }
  });

  it('given a signed NDA, when deleting it, then a confirmation is asked first and only the confirmed deletion is sent', async () => {
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response(new Blob(['%PDF-1.4 signed']), { status: 200 })) as typeof fetch;
    try {
      const api = ndaApi(true);
      renderNda(api);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete signed NDA' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete the signed NDA?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.variablesOf('DeleteNda')).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Delete signed NDA' }));
      fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete the signed NDA?' })).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByTitle('Non-disclosure agreement to sign (English)')).toBeInTheDocument();
      expect(api.variablesOf('DeleteNda')).toEqual([{ companyId: 'c1', confirm: true }]);
      expect(screen.getByText('The signed NDA has been deleted.')).toBeInTheDocument();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it('given a person in no company, when the page opens, then it explains why and links to creating a company', () => {
    const api = ndaApi(false);
    renderNda(api, { site: personIn() });
    expect(screen.getByText(/An NDA is signed by a company/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute('href', '/settings/create-company');
    expect(api.sent).toEqual([]);
  });
});
