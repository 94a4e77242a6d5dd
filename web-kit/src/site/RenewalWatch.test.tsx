import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserManager } from 'oidc-client-ts';
import { renderWithSite } from '../consent/testing/render-with-site';
import { RenewalWatch } from './RenewalWatch';

/** A sign-in whose background renewals fail or succeed when the test says. */
function signIn() {
  const listeners = { renewError: new Set<(error: Error) => void>(), loaded: new Set<() => void>() };
  const events = {
    addSilentRenewError: (listener: (error: Error) => void) => listeners.renewError.add(listener),
    removeSilentRenewError: (listener: (error: Error) => void) => listeners.renewError.delete(listener),
    addUserLoaded: (listener: () => void) => listeners.loaded.add(listener),
    removeUserLoaded: (listener: () => void) => listeners.loaded.delete(listener),
  };
  return {
    userManager: { events } as unknown as UserManager,
    renewalFails: () => act(() => listeners.renewError.forEach((listener) => listener(new Error('Failed to fetch')))),
    renewalWorks: () => act(() => listeners.loaded.forEach((listener) => listener())),
    listening: () => listeners.renewError.size,
  };
}

describe('a sign-in renewed in the background', () => {
  it('given a renewal that fails, when it fails again, then the person is told once, in their language, with a reload action', async () => {
    const session = signIn();
    renderWithSite(<RenewalWatch userManager={session.userManager} />, { locale: 'de' });
    session.renewalFails();
    session.renewalFails();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Die Verbindung zum Anmeldedienst ist fehlgeschlagen. Bitte lade die Seite neu.');
    expect(within(dialog).getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    session.renewalFails();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a renewal that worked again, when a later one fails, then the person is told again', async () => {
    const session = signIn();
    renderWithSite(<RenewalWatch userManager={session.userManager} />);
    session.renewalFails();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    session.renewalWorks();
    session.renewalFails();
    expect(await screen.findByRole('dialog')).toHaveTextContent('The connection to the sign-in service failed. Please reload the page.');
  });

  it('given the page is left, when it is gone, then it no longer listens', () => {
    const session = signIn();
    const view = renderWithSite(<RenewalWatch userManager={session.userManager} />);
    expect(session.listening()).toBe(1);
    view.unmount();
    expect(session.listening()).toBe(0);
  });
});
