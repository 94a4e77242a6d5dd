import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoticeProvider } from '../requests/Notice';
import { SecuritySettings } from './SecuritySettings';
import { FakeSettingsApi, renderSettings, siteOf } from './testing/render-settings';

const api = () =>
  new FakeSettingsApi({
    SettingsDeleteUser: () => ({ deleteUser: true }),
    SettingsChangePassword: () => ({ changePassword: true }),
    SettingsChangeEmail: ({ newEmail }) => ({ changeEmail: { id: 'u1', email: newEmail } }),
  });

const passwordForm = () => within(screen.getByRole('form', { name: 'Change password' }));
const emailForm = () => within(screen.getByRole('form', { name: 'Change email address' }));

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
    fireEvent.change(passwordForm().getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(passwordForm().getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(passwordForm().getByLabelText(/^Repeat the new password/), { target: { value: 'other' } });
    fireEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));
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
    fireEvent.change(passwordForm().getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(passwordForm().getByLabelText(/^New password/), { target: { value: 'a-new-password' } });
    fireEvent.change(passwordForm().getByLabelText(/^Repeat the new password/), { target: { value: 'a-new-password' } });
    fireEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsChangePassword')).toEqual([{ currentPassword: 'old-password', newPassword: 'a-new-password' }]);
  });

  it('given a wrong current password, when the password is changed, then the current password field says so', async () => {
    const fake = api();
    fake.failWith.SettingsChangePassword = 'WRONG_PASSWORD';
    renderSettings(<SecuritySettings />, { api: fake });
    fireEvent.change(passwordForm().getByLabelText(/^Current password/), { target: { value: 'old-password' } });
    fireEvent.change(passwordForm().getByLabelText(/^New password/), { target: { value: 'a-new-password' } });
    fireEvent.change(passwordForm().getByLabelText(/^Repeat the new password/), { target: { value: 'a-new-password' } });
    fireEvent.click(passwordForm().getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is incorrect. Please try again.')).toBeInTheDocument();
  });

  it('given a new address and the password, when the email is changed, then both are sent, the page shows the new address and a notice confirms it', async () => {
    const fake = api();
    renderSettings(
      <NoticeProvider>
        <SecuritySettings />
      </NoticeProvider>,
      { api: fake },
    );
    expect(emailForm().getByText('Mails go to chris@example.com.')).toBeInTheDocument();
    fireEvent.change(emailForm().getByLabelText(/^New email address/), { target: { value: ' chris.new@example.com ' } });
    fireEvent.change(emailForm().getByLabelText(/^Current password/), { target: { value: 'my-password' } });
    fireEvent.click(emailForm().getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText('Your email address is now chris.new@example.com.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsChangeEmail')).toEqual([{ newEmail: 'chris.new@example.com', currentPassword: 'my-password' }]);
    expect(emailForm().getByText('Mails go to chris.new@example.com.')).toBeInTheDocument();
    expect(emailForm().getByLabelText(/^New email address/)).toHaveValue('');
  });

  it('given an address that is not one, when the email is changed, then the field says so in German and nothing is sent', async () => {
    const fake = api();
    renderSettings(<SecuritySettings />, { api: fake, locale: 'de' });
    const form = within(screen.getByRole('form', { name: 'E-Mail-Adresse ändern' }));
    fireEvent.change(form.getByLabelText(/^Neue E-Mail-Adresse/), { target: { value: 'not an address' } });
    fireEvent.click(form.getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    expect(await form.findByText('Bitte gib eine gültige Email Adresse an.')).toBeInTheDocument();
    expect(form.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('given an address another account has or a wrong password, when the email is changed, then the field concerned says so', async () => {
    const fake = api();
    fake.failWith.SettingsChangeEmail = 'EMAIL_ALREADY_EXISTS';
    renderSettings(<SecuritySettings />, { api: fake });
    fireEvent.change(emailForm().getByLabelText(/^New email address/), { target: { value: 'taken@example.com' } });
    fireEvent.change(emailForm().getByLabelText(/^Current password/), { target: { value: 'my-password' } });
    fireEvent.click(emailForm().getByRole('button', { name: 'Change email address' }));
    expect(await emailForm().findByText('An account with this email address exists already.')).toBeInTheDocument();
    fake.failWith.SettingsChangeEmail = 'WRONG_PASSWORD';
    fireEvent.click(emailForm().getByRole('button', { name: 'Change email address' }));
    expect(await emailForm().findByText('Your password is incorrect. Please try again.')).toBeInTheDocument();
  });
});
