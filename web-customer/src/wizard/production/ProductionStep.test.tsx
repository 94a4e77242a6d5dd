import { requestDetailsSchema } from '@pcbm/domain/draft/order-draft';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftAddress } from '@pcbm/domain/draft/order-draft';
import { ProductionStep } from './ProductionStep';
import { renderStep } from './test-support';

const berlin: DraftAddress = { id: '', recipient: 'Ada Lovelace', country: 'DE', addressLine1: 'Unter den Linden 1', addressLine2: '', zipcode: '10117', city: 'Berlin', companyTaxNumber: '' };
const found = () => ({ appGetGeoPosition: { x: 13.39, y: 52.51 } });
const notFound = () => ({ appGetGeoPosition: null });

describe('the production step', () => {
  it('given a draft with a project name, when opened, then the name is filled in and the version is V1', () => {
    renderStep((props) => <ProductionStep {...props} />, { draft: { requestDetails: { ...requestDetailsSchema.parse({}), projectName: 'Sensor board' } } });
    expect(screen.getByRole('textbox', { name: /Project name/ })).toHaveValue('Sensor board');
    expect(screen.getByRole('textbox', { name: /Version/ })).toHaveValue('V1');
    expect(screen.getByRole('spinbutton', { name: /Number of boards/ })).toHaveValue(1);
  });

  it('given an emptied project name and a quantity of 0, when left, then each error is shown beside its field and announced', async () => {
    const user = userEvent.setup();
    renderStep((props) => <ProductionStep {...props} />, { draft: { requestDetails: { ...requestDetailsSchema.parse({}), projectName: 'Sensor board' } } });
    const name = screen.getByRole('textbox', { name: /Project name/ });
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('This field is required.');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const quantity = screen.getByRole('spinbutton', { name: /Number of boards/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(await screen.findByText('At least 1 board.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(expect.arrayContaining(['This field is required.', 'At least 1 board.']));
  });

  it('given typing, when it pauses, then the draft holds the new values', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ProductionStep {...props} />);
    await user.type(screen.getByRole('textbox', { name: /Project name/ }), 'Motor driver');
    await user.click(screen.getByRole('radio', { name: '2D optical inspection (AOI): Required' }));
    await user.click(screen.getByRole('radio', { name: 'Programming: Optional' }));
    await user.click(screen.getByRole('checkbox', { name: 'ISO 9001' }));
    // The draft is written after typing pauses; on a busy machine that can take a while.
    const written = { timeout: 10_000 };
    await waitFor(() => expect(view.latest().requestDetails.projectName).toBe('Motor driver'), written);
    await waitFor(() => expect(view.latest().requestDetails.requiredOperations).toEqual(['AOI2D']), written);
    await waitFor(() => expect(view.latest().requestDetails.optionalOperations).toEqual(['Programming']), written);
    await waitFor(() => expect(view.latest().requestDetails.certificates).toEqual(['ISO9001']), written);
  });

  it('given bulk price quantities, when added, then they are kept as sorted numbers and a text is refused', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ProductionStep {...props} />);
    await user.click(screen.getByRole('button', { name: 'Add quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity 1' }), '500');
    await user.click(screen.getByRole('button', { name: 'Add quantity' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity 2' }), '100');
    await waitFor(() => expect(view.latest().requestDetails.requestedBulkPrices).toEqual([100, 500]), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Remove Quantity 1' }));
    await waitFor(() => expect(view.latest().requestDetails.requestedBulkPrices).toEqual([100]), { timeout: 10_000 });
  });

  it('given notes, when typed, then a counter shows the length and the limit of 2500', async () => {
    const user = userEvent.setup();
    renderStep((props) => <ProductionStep {...props} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes for the manufacturers' }), 'Gold fingers');
    expect(screen.getByText('12 / 2500 characters')).toBeInTheDocument();
  });

  it('given a shipping address, when "same address" is switched off, then the billing address starts as its copy', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ProductionStep {...props} />, { draft: { shippingAddress: berlin }, fixtures: { GeoPosition: found } });
    expect(screen.queryByRole('group', { name: 'Billing address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Same as the shipping address' }));
    const billing = screen.getByRole('group', { name: 'Billing address' });
    expect(within(billing).getByRole('textbox', { name: /Recipient/ })).toHaveValue('Ada Lovelace');
    expect(within(billing).getByRole('textbox', { name: /Street and number/ })).toHaveValue('Unter den Linden 1');
    expect(within(billing).getByRole('combobox', { name: /Country/ })).toHaveValue('Germany');
    await user.clear(within(billing).getByRole('textbox', { name: /City/ }));
    await user.type(within(billing).getByRole('textbox', { name: /City/ }), 'Potsdam');
    await waitFor(() => expect(view.latest().billingAddress.city).toBe('Potsdam'), { timeout: 10_000 });
    expect(view.latest().sameAddress).toBe(false);
    expect(view.latest().shippingAddress.city).toBe('Berlin');
  });

  it('given an address that cannot be found, when the step opens in German, then it says so', async () => {
    const view = renderStep((props) => <ProductionStep {...props} />, { draft: { shippingAddress: berlin }, fixtures: { GeoPosition: notFound }, lng: 'de' });
    expect(await screen.findByText('Die Adresse konnte nicht gefunden werden. Bitte eine gültige Adresse eingeben.')).toBeInTheDocument();
    expect(view.callsOf('GeoPosition')[0].variables).toEqual({ address: { recipient: 'Ada Lovelace', country: 'DE', addressLine1: 'Unter den Linden 1', zipcode: '10117', city: 'Berlin' } });
  });

  it('given an address completed by hand, when it is left and not found, then the English message is shown', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ProductionStep {...props} />, { fixtures: { GeoPosition: notFound } });
    const shipping = screen.getByRole('group', { name: 'Shipping address' });
    await user.type(within(shipping).getByRole('textbox', { name: /Recipient/ }), 'Ada');
    await user.type(within(shipping).getByRole('textbox', { name: /Street and number/ }), 'Nowhere 0');
    await user.type(within(shipping).getByRole('textbox', { name: /Postcode/ }), '00000');
    await user.type(within(shipping).getByRole('textbox', { name: /City/ }), 'Atlantis');
    await user.type(within(shipping).getByRole('combobox', { name: /Country/ }), 'Gree');
    await user.click(await screen.findByRole('option', { name: 'Greece' }));
    expect(view.callsOf('GeoPosition')).toHaveLength(0);
    await user.click(within(shipping).getByRole('button', { name: 'Check address' }));
    expect(await within(shipping).findByText('The address could not be found. Please enter a valid address.')).toBeInTheDocument();
    expect(view.callsOf('GeoPosition')).toHaveLength(1);
  });

  it('given the country selector, when typing a translated name, then it filters alphabetically and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderStep((props) => <ProductionStep {...props} />, { lng: 'de' });
    const country = within(screen.getByRole('group', { name: 'Lieferadresse' })).getByRole('combobox', { name: /Land/ });
    await user.type(country, 'österr');
    expect(await screen.findByRole('option', { name: 'Österreich' })).toBeInTheDocument();
    await user.clear(country);
    await user.type(country, 'guin');
    const names = screen.getAllByRole('option').map((option) => option.textContent?.replace(/\p{Regional_Indicator}/gu, ''));
    expect(names).toEqual(['Äquatorialguinea', 'Guinea', 'Guinea-Bissau', 'Papua-Neuguinea']);
    await user.clear(country);
    await user.type(country, 'zzzz');
    expect(await screen.findByText('Keine Ergebnisse')).toBeInTheDocument();
  });

  it('given a signed-in member of two companies, when opened, then they can order as one of them', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ProductionStep {...props} />, {
      signedIn: true,
      fixtures: { MyCompanies: () => ({ me: { user: { memberOf: [{ id: 'c1', name: 'Acme GmbH' }, { id: 'c2', name: 'Beta AG' }], shippingAddress: null } } }) },
    });
    await user.click(screen.getByRole('combobox', { name: 'Order as' }));
    await user.click(await screen.findByRole('option', { name: 'Beta AG' }));
    await waitFor(() => expect(view.latest().requestDetails.asCompany).toBe('c2'), { timeout: 10_000 });
  });

  it('given a signed-out visitor, when opened, then they order as an individual', () => {
    renderStep((props) => <ProductionStep {...props} />);
    expect(screen.getByText('You order as an individual. Sign in to order for your company.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Order as' })).not.toBeInTheDocument();
  });
});
