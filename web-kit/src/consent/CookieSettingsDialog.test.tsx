import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_DATABASES } from '../auth/local-data';
import { STORED_LOCALE_KEY } from '../i18n/i18n';
import { CookieSettingsDialog } from './CookieSettingsDialog';
import { databaseNames, storeDraft } from './testing/browser-data';
import { renderWithSite, signedIn, visitor } from './testing/render-with-site';

const SESSION_KEY = 'oidc.user:https://id.example:web';

function openDialog(options: Parameters<typeof renderWithSite>[1] = {}) {
  renderWithSite(<CookieSettingsDialog open onClose={() => undefined} />, options);
  return screen.getByRole('dialog');
}

describe('the cookie settings', () => {
  afterEach(() => localStorage.clear());

  it('given the dialog, when it opens, then it is named by its title and says there is no tracking', () => {
    const dialog = openDialog();
    expect(dialog).toHaveAccessibleName('Cookie settings');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Cookie settings' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('no tracking, statistics or advertising cookies'));
  });

  it('given the dialog, when the necessary group is read, then its switch is on and locked and every kind of stored data is listed', () => {
    const dialog = openDialog();
    const group = within(dialog).getByRole('region', { name: 'Necessary' });
    const always = within(group).getByRole('switch', { name: 'Always on' });
    expect(always).toBeChecked();
    expect(always).toBeDisabled();
    expect(always).toHaveAccessibleDescription(expect.stringContaining('cannot be turned off'));
    const items = within(within(group).getByRole('list', { name: 'Necessary' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Sign-in session',
      'Page to return to',
      'Order draft and design files',
      'Language choice',
      'Display settings',
      'Welcome window closed',
      'Sign-in cookie',
    ]);
    const draft = items[2];
    expect(within(draft).getByText('pcbm-order-drafts')).toBeInTheDocument();
    expect(within(draft).getByText('Why')).toBeInTheDocument();
    expect(within(draft).getByText('Until you send the request, start over, sign out or delete it here.')).toBeInTheDocument();
    expect(within(items[3]).getByText(STORED_LOCALE_KEY)).toBeInTheDocument();
    expect(within(items[0]).getByText('oidc.*')).toBeInTheDocument();
  });

  it('given German, when the dialog opens, then it speaks German', () => {
    const dialog = openDialog({ locale: 'de' });
    expect(dialog).toHaveAccessibleName('Cookie-Einstellungen');
    expect(within(dialog).getByRole('region', { name: 'Notwendig' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Immer aktiv' })).toBeChecked();
    expect(within(dialog).getByRole('heading', { name: 'Auftragsentwurf und Designdateien' })).toBeInTheDocument();
    expect(within(dialog).getByText(/keine Tracking-, Statistik- oder Werbe-Cookies/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'In diesem Browser gespeicherte Daten löschen' })).toBeInTheDocument();
  });

  it('given a signed-in person with a draft and a language choice, when deleting is confirmed, then both are gone, they are told and stay signed in', async () => {
    await storeDraft();
    localStorage.setItem(STORED_LOCALE_KEY, 'de');
    localStorage.setItem(SESSION_KEY, '{}');
    const signOut = jest.fn(async () => undefined);
    const dialog = openDialog({ site: signedIn(signOut) });
    expect(within(dialog).getByText(/You stay signed in\. Signing out also removes your sign-in session/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete data stored in this browser' }));
    const question = within(dialog).getByRole('group', { name: /Delete the order draft, its design files, your language choice and your display settings/ });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(await databaseNames()).toContain(LOCAL_DATABASES[0]);
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, delete' }));

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('have been deleted from this browser');
    await waitFor(() => expect(done).toHaveFocus());
    expect(await databaseNames()).not.toContain(LOCAL_DATABASES[0]);
    expect(localStorage.getItem(STORED_LOCALE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBe('{}');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('given the confirmation step, when it is cancelled, then nothing is deleted and the focus is back on the delete button', async () => {
    await storeDraft();
    localStorage.setItem(STORED_LOCALE_KEY, 'de');
    const dialog = openDialog({ site: visitor() });
    expect(within(dialog).queryByText(/You stay signed in/)).not.toBeInTheDocument();
    const start = within(dialog).getByRole('button', { name: 'Delete data stored in this browser' });
    fireEvent.click(start);
    expect(start).toHaveAttribute('aria-expanded', 'true');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    fireEvent.click(cancel);
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    await waitFor(() => expect(start).toHaveFocus());
    expect(await databaseNames()).toContain(LOCAL_DATABASES[0]);
    expect(localStorage.getItem(STORED_LOCALE_KEY)).toBe('de');
  });

  it('given a phone-sized screen, when the dialog opens, then it fills the screen', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      const dialog = openDialog();
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
