import { render, screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { SiteContext, type Site } from '../site/site-context';
import { BoardPreviewImage } from './BoardPreviewImage';

const site = { me: null, userManager: { getUser: async () => ({ access_token: 'token-1' }) } as unknown as UserManager } as unknown as Site;

function renderPicture(size: number, language: 'en' | 'de' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(KIT_STRINGS, language)}>
      <SiteContext.Provider value={site}>
        <BoardPreviewImage path={null} name="Demo order" size={size} />
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

describe("a request's board picture", () => {
  it('given a request sent without a picture, when its card is shown, then the place says there is none, in words and to screen readers', () => {
    renderPicture(160);
    expect(screen.getByRole('img', { name: 'No board picture for Demo order' })).toHaveTextContent('No picture');
  });

  it('given a small place and German, then only the icon shows and the name is German', () => {
    renderPicture(64, 'de');
    expect(screen.getByRole('img', { name: 'Kein Bild der Leiterplatte für Demo order' })).toHaveTextContent('');
  });
});
