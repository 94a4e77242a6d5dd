import { SiteContext, type Site } from '@pcbm/web-kit/site/site-context';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { Provider, type Operation } from 'urql';
import { fromValue } from 'wonka';
import { renderWithStrings } from '../testing/render-step';
import { WelcomeDialog } from './WelcomeDialog';

function siteOf(isFirstLogin: boolean): Site {
  return {
    me: { isFirstLogin, isPartOfManufacturer: false, manufacturerId: null, isAdmin: false, user: { id: 'u1', username: 'customer2', firstName: 'Chris', lastName: 'Buyer', email: null, locale: 'en', memberOf: [] } },
  } as unknown as Site;
}

function clientRecording(sent: Operation[]) {
  return fakeClient((operation) => {
    sent.push(operation);
    const data = operation.query.definitions.some((d) => 'name' in d && d.name?.value === 'CreateCompany') ? { createCompany: 'c1' } : { completeFirstLogin: { __typename: 'CurrentUser', isFirstLogin: false } };
    return fromValue({ operation, data, stale: false, hasNext: false });
  });
}

describe('the welcome dialog', () => {
  beforeEach(() => sessionStorage.clear());

  it('given a first sign-in, when ordering as an individual, then the choice is sent and the dialog closes', async () => {
    const sent: Operation[] = [];
    renderWithStrings(
      <Provider value={clientRecording(sent)}>
        <SiteContext.Provider value={siteOf(true)}>
          <WelcomeDialog />
        </SiteContext.Provider>
      </Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Welcome, Chris!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'As an individual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent[0].variables).toEqual({ orderAs: 'INDIVIDUAL' });
  });

  it('given the company path, when a new company lacks its address, then the fields say so and nothing is sent', async () => {
    const sent: Operation[] = [];
    renderWithStrings(
      <Provider value={clientRecording(sent)}>
        <SiteContext.Provider value={siteOf(true)}>
          <WelcomeDialog />
        </SiteContext.Provider>
      </Provider>,
      'de',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Für ein Unternehmen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Neues Unternehmen anlegen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neues Unternehmen' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Firmenname' }), { target: { value: 'Platinen Werk GmbH' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unternehmen anlegen' }));
    expect((await within(dialog).findAllByText(/required|erforderlich/i)).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('dialog', { name: 'Für ein Unternehmen bestellen' })).toBeInTheDocument();
  });

  it('given someone who chose before, when the app starts, then no dialog opens', () => {
    renderWithStrings(
      <Provider value={clientRecording([])}>
        <SiteContext.Provider value={siteOf(false)}>
          <WelcomeDialog />
        </SiteContext.Provider>
      </Provider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
