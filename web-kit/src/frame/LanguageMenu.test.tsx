import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operation } from '@urql/core';
import { CombinedError } from '@urql/core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { fromValue } from 'wonka';
import { visitor, signedIn } from '../consent/testing/render-with-site';
import { FlashProvider } from '../flash/FlashProvider';
import { fakeClient } from '../graphql/testing/fake-client';
import { createI18n, STORED_LOCALE_KEY } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { SiteContext, type Site } from '../site/site-context';
import { LanguageMenu } from './LanguageMenu';
import { useSaveLocale } from './use-save-locale';

function Menu() {
  return <LanguageMenu onChosen={useSaveLocale()} />;
}

/** The menu as the frame shows it; `fails` makes the server refuse the save. */
function renderMenu(site: Site, fails = false) {
  const saved: unknown[] = [];
  const client = fakeClient((operation: Operation) => {
    saved.push(operation.variables);
    return fromValue(
      fails
        ? { operation, data: undefined, error: new CombinedError({ graphQLErrors: [{ message: 'Saving failed' }] }), stale: false, hasNext: false }
        : { operation, data: { updateUser: { __typename: 'UserProfile', id: 'u1', locale: 'de' } }, stale: false, hasNext: false },
    );
  });
  const i18n = createI18n(KIT_STRINGS, 'en');
  render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <SiteContext.Provider value={site}>
          <FlashProvider>
            <Menu />
          </FlashProvider>
        </SiteContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
  return { saved, i18n };
}

async function chooseGerman() {
  await userEvent.click(screen.getByRole('button', { name: 'Language' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
}

describe('the language menu', () => {
  afterEach(() => localStorage.clear());

  it('given a signed-in customer, when German is chosen, then the page switches and the profile is saved with it', async () => {
    const { saved, i18n } = renderMenu(signedIn());
    await chooseGerman();
    await waitFor(() => expect(saved).toEqual([{ user: { locale: 'de' } }]));
    expect(i18n.language).toBe('de');
    expect(localStorage.getItem(STORED_LOCALE_KEY)).toBe('de');
  });

  it('given a visitor or an admin, when German is chosen, then only this browser remembers it', async () => {
    const admin = signedIn();
    const asAdmin = { ...admin, me: { ...admin.me!, isAdmin: true }, groups: ['customer', 'admin'] } as Site;
    for (const site of [visitor(), asAdmin]) {
      const { saved, i18n } = renderMenu(site);
      await chooseGerman();
      await waitFor(() => expect(i18n.language).toBe('de'));
      expect(saved).toEqual([]);
      document.body.innerHTML = '';
    }
  });

  it('given the language already shown, when it is chosen again, then nothing is saved', async () => {
    const { saved } = renderMenu(signedIn());
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(saved).toEqual([]);
  });

  it('given a save the server refuses, when German is chosen, then the page says the choice holds in this browser only', async () => {
    renderMenu(signedIn(), true);
    await chooseGerman();
    expect(await screen.findByText(/konnte nicht in deinem Profil gespeichert werden/)).toBeInTheDocument();
  });
});
