import { createI18n, type Locale } from '@pcbm/web-kit/i18n/i18n';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError, type Operation } from '@urql/core';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'urql';
import { fromValue } from 'wonka';
import { CUSTOMER_STRINGS } from '../all-strings';
import { SignupReminderForm } from './SignupReminderForm';

function renderForm(locale: Locale, refuse = false) {
  const sent: unknown[] = [];
  const client = fakeClient((operation: Operation) => {
    sent.push(operation.variables);
    return fromValue(
      refuse
        ? { operation, data: undefined, error: new CombinedError({ graphQLErrors: [{ message: 'Unsubscribing failed', extensions: { code: 'MAIL_SUBSCRIBE_FAILED' } }] }), stale: false, hasNext: false }
        : { operation, data: { subscribeToSignupReminder: true }, stale: false, hasNext: false },
    );
  });
  render(
    <I18nextProvider i18n={createI18n(CUSTOMER_STRINGS, locale)}>
      <Provider value={client}>
        <SignupReminderForm />
      </Provider>
    </I18nextProvider>,
  );
  return sent;
}

describe('a reminder to finish signing up', () => {
  it('given an address, when a German visitor asks, then one reminder is asked for in German and the page says where it goes', async () => {
    const sent = renderForm('de');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse für die Erinnerung' }), '  Chris@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Erinnere mich' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wir erinnern dich unter chris@example.com.');
    expect(sent).toEqual([{ email: 'chris@example.com', locale: 'de' }]);
  });

  it('given no valid address, when asked, then the field says so and nothing is sent', async () => {
    const sent = renderForm('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address for the reminder' }), 'chris@');
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('given the server refuses, when asked, then the refusal is said and the form stays', async () => {
    renderForm('en', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address for the reminder' }), 'chris@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The reminder could not be set up. Please try again later.'));
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeEnabled();
  });
});
