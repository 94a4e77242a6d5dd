import { screen, within } from '@testing-library/react';
import { renderWithSite, visitor } from '../consent/testing/render-with-site';
import type { Site } from '../site/site-context';
import { AppFrame } from './AppFrame';

const footerLinks = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the footer’s legal links', () => {
  it('given the marketplace, then imprint, terms and data policy are the marketplace’s pages', () => {
    renderWithSite(<AppFrame>page</AppFrame>, { site: visitor() });
    expect(footerLinks()).toEqual([
      ['Imprint', '/imprint'],
      ['Terms', '/terms'],
      ['Data policy', '/privacy'],
    ]);
  });

  it('given a white-label shop naming its own pages, then they lead to the producer’s pages, the rest to the marketplace’s', () => {
    const shop = { id: 'shop1', name: 'Green Boards', logo: { path: null }, legalAttributes: { imprintUrl: 'https://green-boards.example/impressum', termsUrl: 'https://green-boards.example/agb', privacyUrl: null } };
    renderWithSite(<AppFrame>page</AppFrame>, { site: { ...visitor(), mode: 'WHITELABEL', shop } as unknown as Site, locale: 'de' });
    expect(footerLinks()).toEqual([
      ['Impressum', 'https://green-boards.example/impressum'],
      ['AGB', 'https://green-boards.example/agb'],
      ['Datenschutz', '/privacy'],
    ]);
  });
});
