import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppFrame } from '../frame/AppFrame';
import { renderWithSite, signedIn, visitor } from './testing/render-with-site';

describe('opening the cookie settings', () => {
  it('given a visitor who is not signed in, when the footer entry is chosen, then the dialog opens and closing it returns to the entry', async () => {
    renderWithSite(<AppFrame>page</AppFrame>, { site: visitor() });
    const entry = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie management' });
    act(() => entry.focus());
    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entry).toHaveFocus();
  });

  it('given a signed-in person, when cookie settings is chosen in the user menu, then the dialog opens and closing it returns to the menu button', async () => {
    renderWithSite(<AppFrame>page</AppFrame>, { site: signedIn() });
    const menuButton = screen.getByRole('button', { name: 'User menu: Chris Buyer' });
    fireEvent.click(menuButton);
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.slice(items.indexOf('Imprint'), items.indexOf('Imprint') + 3)).toEqual(['Imprint', 'Cookie settings', 'Version']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('region', { name: 'Necessary' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('given German, when the footer entry is chosen, then the German dialog opens', async () => {
    renderWithSite(<AppFrame>Seite</AppFrame>, { site: visitor(), locale: 'de' });
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie-Verwaltung' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
  });
});
