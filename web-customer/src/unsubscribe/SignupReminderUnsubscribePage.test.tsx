import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { fireEvent, screen } from '@testing-library/react';
import { SignupReminderUnsubscribePage } from './SignupReminderUnsubscribePage';
import { callsOf, renderUnsubscribePage } from './render-unsubscribe-page';

const ROUTE = '/unsubscribe/signup/:key';
const reminderApi = () => new FakeSettingsApi({ UnsubscribeSignupReminder: () => ({ unsubscribeFromSignupReminder: true }) });

describe('unsubscribing from sign-up reminders', () => {
  it('given the link of a reminder mail, when it opens, then its key is sent once and the page says so', async () => {
    const api = reminderApi();
    renderUnsubscribePage(<SignupReminderUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/signup/k3y-from_mail' });
    expect((await screen.findByText(/^You have been unsubscribed/)).closest('[role="status"]')).not.toBeNull();
    expect(callsOf(api, 'UnsubscribeSignupReminder')).toEqual([{ key: 'k3y-from_mail' }]);
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute('href', '/');
  });

  it('given a key the server does not know, when the link opens, then the failure is said in words without a retry', async () => {
    const api = reminderApi();
    api.failWith.UnsubscribeSignupReminder = 'MAIL_SUBSCRIBE_FAILED';
    renderUnsubscribePage(<SignupReminderUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/signup/used', locale: 'de' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Abmeldung ist fehlgeschlagen. Bitte versuche es später erneut.');
    expect(alert).toHaveTextContent('Wenn du dich mit diesem Link schon abgemeldet hast, musst du nichts weiter tun.');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('given another failure, when trying again, then the key is sent again and the second answer counts', async () => {
    const api = reminderApi();
    api.failWith.UnsubscribeSignupReminder = 'INTERNAL_SERVER_ERROR';
    renderUnsubscribePage(<SignupReminderUnsubscribePage />, { api, route: ROUTE, url: '/unsubscribe/signup/k1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsubscribing failed. Please try again later.');
    delete api.failWith.UnsubscribeSignupReminder;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText(/^You have been unsubscribed/)).closest('[role="status"]')).not.toBeNull();
    expect(callsOf(api, 'UnsubscribeSignupReminder')).toEqual([{ key: 'k1' }, { key: 'k1' }]);
  });
});
