import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoticeProvider } from '../requests/Notice';
import { SecuritySettings } from './SecuritySettings';
import { FakeSettingsApi, renderSettings, siteOf } from './testing/render-settings';

const api = () => new FakeSettingsApi({ SettingsDeleteUser: () => ({ deleteUser: true }), SettingsChangePassword: () => ({ changePassword: true }) });

function openDeletion() {
  fireEvent.click(screen.getByRole('button', { name: /delete account|konto löschen/i }));
  return screen.getByRole('dialog');
}

describe('the security settings', () => {
  it('given a wrong password, when the account is deleted, then the dialog says so and the person stays signed in', async () => {
    const fake = api();
    fake.failWith.SettingsDeleteUser = 'WRONG_PASSWORD';
    const signOut = jest.fn(async () => undefined);
    renderSettings(<SecuritySettings />, { api: fake, site: siteOf({ signOut }) });
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'not-my-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Your password is incorrect. Please try again.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsDeleteUser')).toEqual([{ password: 'not-my-password' }]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('given German, when the password is wrong, then the German message is shown', async () => {
    const fake = api();
    fake.failWith.SettingsDeleteUser = 'WRONG_PASSWORD';
    renderSettings(<SecuritySettings />, { api: fake, locale: 'de' });
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText(/^Passwort/), { target: { value: 'falsch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mein Konto löschen' }));
    expect(await within(dialog).findByText('Falsches Passwort. Bitte versuche es erneut.')).toBeInTheDocument();
  });

  it('given no password, when the deletion is confirmed, then nothing is sent and the password is asked for', () => {
    const fake = api();
    renderSettings(<SecuritySettings />, { api: fake });
    const dialog = openDeletion();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByText('Please enter your password to delete your account.')).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('given the last member of a company, when the account is deleted, then the refusal is told in words', async () => {
    const fake = api();
    fake.failWith.SettingsDeleteUser = 'LAST_MEMBER_DELETION_ERROR';
    renderSettings(<SecuritySettings />, { api: fake });
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(/You are the last member of your company/)).toBeInTheDocument();
  });

  it('given the right password, when the account is deleted, then the dialog tells the erasure is under way and the person is then signed out', async () => {
    const signOut = jest.fn(async () => undefined);
    renderSettings(<SecuritySettings />, { api: api(), site: siteOf({ signOut }) });
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'right-password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByRole('progressbar', { name: /Erasing your personal data everywhere/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('given German, when the account is being deleted, then the progress is told in German', () => {
    renderSettings(<SecuritySettings />, { api: api(), locale: 'de' });
    const dialog = openDeletion();
    fireEvent.change(within(dialog).getByLabelText(/^Passwort/), { target: { value: 'richtig' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mein Konto löschen' }));
    expect(within(dialog).getByRole('progressbar', { name: /Deine persönlichen Daten werden überall gelöscht/ })).toBeInTheDocument();
  });

  it('given a short new password and a different repetition, when the password is changed, then both fields say why and nothing is sent', async () => {
    const fake = api();
    renderSettings(<SecuritySettings />, { api: fake });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please use at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('given a valid change, when it is saved, then the current and the new password are sent and a notice confirms it', async () => {
    const fake = api();
    renderSettings(
      <NoticeProvider>
        <SecuritySettings />
      </NoticeProvider>,
      { api: fake },
    );
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsChangePassword')).toEqual([{ currentPassword: 'old-password', newPassword: 'a-new-password' }]);
  });

  it('given a wrong current password, when the password is changed, then the current password field says so', async () => {
    const fake = api();
    fake.failWith.SettingsChangePassword = 'WRONG_PASSWORD';
    renderSettings(<SecuritySettings />, { api: fake });
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-new-password' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'a-new-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is incorrect. Please try again.')).toBeInTheDocument();
  });
});
