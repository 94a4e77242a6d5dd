import { FlashProvider } from '../flash/FlashProvider';
import { createI18n, type Locale } from '../i18n/i18n';
import { FakeSettingsApi, siteOf } from '../settings/testing/render-settings';
import { SiteContext, type Site } from '../site/site-context';
import { makeResult } from '@urql/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Client, Provider } from 'urql';
import { map, pipe } from 'wonka';
import { KIT_STRINGS } from '../i18n/kit-strings';
import { ContactButton } from './ContactButton';

const feedbackApi = () => new FakeSettingsApi({ SendContactFeedback: () => ({ sendFeedback: true }) });

function renderContact(client: Client, { site = null, locale = 'en' }: { site?: Site | null; locale?: Locale } = {}) {
  const i18n = createI18n(KIT_STRINGS, locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <Provider value={client}>
        <SiteContext.Provider value={site}>
          <FlashProvider>
            <ContactButton />
          </FlashProvider>
        </SiteContext.Provider>
      </Provider>
    </I18nextProvider>,
  );
}

const sentFeedback = (api: FakeSettingsApi) => api.sent.filter((operation) => operation.kind === 'mutation').map((operation) => operation.variables);
const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });

describe('the contact form', () => {
  it('given empty name and email, when sending, then both are asked for and nothing is sent', async () => {
    const api = feedbackApi();
    renderContact(api.client());
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.change(field(dialog, /^Message/), { target: { value: 'Do you build flex boards?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sentFeedback(api)).toEqual([]);
  });

  it('given an invalid email, when sending, then the email field says so in German', async () => {
    const api = feedbackApi();
    renderContact(api.client(), { locale: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Kontakt' }));
    const dialog = screen.getByRole('dialog', { name: 'Kontakt' });
    fireEvent.change(field(dialog, /^Name/), { target: { value: 'Alex Smith' } });
    fireEvent.change(field(dialog, /^E-Mail/), { target: { value: 'alex@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }));
    expect(await within(dialog).findByText('Bitte gib eine gültige Email Adresse an.')).toBeInTheDocument();
    expect(sentFeedback(api)).toEqual([]);
  });

  it('given a signed-in person, when sending, then their name and email are filled in, empty optional fields are left out, and thanks are said', async () => {
    const api = feedbackApi();
    renderContact(api.client(), { site: siteOf() });
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    expect(field(dialog, /^Name/)).toHaveValue('Chris Buyer');
    expect(field(dialog, /^Email/)).toHaveValue('chris@example.com');
    fireEvent.change(field(dialog, /^Message/), { target: { value: '  Can you do ENIG?  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your message! We will get back to you by email.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact us' })).not.toBeInTheDocument());
    expect(sentFeedback(api)).toEqual([{ feedback: { name: 'Chris Buyer', email: 'chris@example.com', title: undefined, message: 'Can you do ENIG?' } }]);
  });

  it('given a title, when sending, then it is sent with the rest', async () => {
    const api = feedbackApi();
    renderContact(api.client());
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.change(field(dialog, /^Subject/), { target: { value: 'Flex boards' } });
    fireEvent.change(field(dialog, /^Name/), { target: { value: 'Alex Smith' } });
    fireEvent.change(field(dialog, /^Email/), { target: { value: 'alex@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Thank you for your message! We will get back to you by email.');
    expect(sentFeedback(api)).toEqual([{ feedback: { name: 'Alex Smith', email: 'alex@example.com', title: 'Flex boards', message: undefined } }]);
  });

  it('given the server refuses a field, when sending, then the refusal stands under that field and the dialog stays open', async () => {
    const client = new Client({
      url: '/graphql',
      exchanges: [
        () => (operations$) =>
          pipe(
            operations$,
            map((operation) =>
              makeResult(operation, { data: null, errors: [{ message: 'refused', extensions: { code: 'INVALID_INPUT', details: { problems: [{ field: 'name', message: 'This field must be less than 100 characters' }] } } }] }),
            ),
          ),
      ],
    });
    renderContact(client, { site: siteOf() });
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('This field must be less than 100 characters')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('given the server is busy, when sending, then it says so beside the form', async () => {
    const api = feedbackApi();
    api.failWith.SendContactFeedback = 'ENHANCE_YOUR_CALM';
    renderContact(api.client(), { site: siteOf() });
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact us' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });
});
