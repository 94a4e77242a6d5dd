import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { never } from 'wonka';
import { FlashProvider } from '../../flash/FlashProvider';
import { fakeClient } from '../../graphql/testing/fake-client';
import { createI18n, type Locale } from '../../i18n/i18n';
import { KIT_STRINGS } from '../../i18n/kit-strings';
import { SiteContext, type Site } from '../../site/site-context';

/** A visitor who has not signed in, on the marketplace. */
export function visitor(): Site {
  return { mode: 'MARKETPLACE', shop: null, me: null, groups: [], signIn: async () => undefined, signOut: async () => undefined } as unknown as Site;
}

/** A signed-in customer; `signOut` records whether they were signed out. */
export function signedIn(signOut: () => Promise<void> = async () => undefined): Site {
  return {
    ...visitor(),
    me: {
      isFirstLogin: false,
      isPartOfManufacturer: false,
      manufacturerId: null,
      isAdmin: false,
      user: { id: 'u1', username: 'chris', firstName: 'Chris', lastName: 'Buyer', email: 'chris@example.com', locale: 'en', memberOf: [] },
    },
    groups: ['customer'],
    signOut,
  } as unknown as Site;
}

/** Renders a part of the frame with the kit's strings in `locale` and the given site (and a server that never answers). */
export function renderWithSite(node: ReactNode, { site = visitor(), locale = 'en' }: { site?: Site; locale?: Locale } = {}) {
  return render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, locale)}>
      <Provider value={fakeClient(() => never)}>
        <SiteContext.Provider value={site}>
          <FlashProvider>{node}</FlashProvider>
        </SiteContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
}
