import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CreateCompany } from './CreateCompany';
import { FakeSettingsApi, renderSettings } from './testing/render-settings';

const api = () => new FakeSettingsApi({ SettingsCreateCompany: () => ({ createCompany: 'c-new' }), SettingsUpdateCompany: () => ({ updateCompany: 'c-new' }) });

function fillAddress(group: HTMLElement, lines: { recipient: string; line1: string; zip: string; city: string; country: string }) {
  fireEvent.change(within(group).getByLabelText(/^Recipient/), { target: { value: lines.recipient } });
  fireEvent.change(within(group).getByLabelText(/^Address line 1/), { target: { value: lines.line1 } });
  fireEvent.change(within(group).getByLabelText(/^Postcode/), { target: { value: lines.zip } });
  fireEvent.change(within(group).getByLabelText(/^City/), { target: { value: lines.city } });
  const country = within(group).getByRole('combobox', { name: /^Country/ });
  fireEvent.change(country, { target: { value: lines.country } });
  fireEvent.click(screen.getByRole('option', { name: new RegExp(lines.country) }));
}

describe('creating a company', () => {
  it('given an empty form, when it is sent, then the required fields say so and nothing is sent', async () => {
    const fake = api();
    renderSettings(<CreateCompany companyPath="../company" />, { api: fake, path: '/settings/create-company' });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(3);
    expect(screen.getByText('Please choose a country.')).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('given a different shipping address, when the company is created, then createCompany gets the billing address, the shipping address follows and the page is told', async () => {
    const fake = api();
    const onCreated = jest.fn();
    renderSettings(<CreateCompany companyPath="../company" onCreated={onCreated} />, { api: fake, path: '/settings/create-company' });
    fireEvent.change(screen.getByLabelText(/^Legal name/), { target: { value: 'Buyer GmbH' } });
    fireEvent.change(screen.getByLabelText(/^Display name/), { target: { value: 'Buyer' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Industry/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Automotive' }));
    fillAddress(screen.getByRole('group', { name: 'Billing address' }), { recipient: 'Buyer GmbH', line1: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'Germany' });
    fireEvent.click(screen.getByLabelText('Ship to the billing address'));
    fillAddress(screen.getByRole('group', { name: 'Shipping address' }), { recipient: 'Buyer Lager', line1: 'Hafenweg 2', zip: '20457', city: 'Hamburg', country: 'Germany' });
    fireEvent.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('c-new'));
    expect(fake.variablesOf('SettingsCreateCompany')).toEqual([
      { company: { name: 'Buyer', legalName: 'Buyer GmbH', industry: 'Automotive', address: { recipient: 'Buyer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' } } },
    ]);
    expect(fake.variablesOf('SettingsUpdateCompany')).toEqual([
      { companyId: 'c-new', company: { shippingAddress: { recipient: 'Buyer Lager', country: 'DE', addressLine1: 'Hafenweg 2', zipcode: '20457', city: 'Hamburg' } } },
    ]);
  });
});
