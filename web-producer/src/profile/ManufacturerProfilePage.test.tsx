import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeProfileApi, renderProfilePage } from './profile-test-kit';

const openPage = async (api = new FakeProfileApi(), locale: 'en' | 'de' = 'en') => {
  renderProfilePage(api, { locale });
  await screen.findByRole('form', { name: locale === 'de' ? 'Herstellerprofil' : 'Manufacturer profile' });
  return api;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sentProfile = (api: FakeProfileApi) => (api.sent.filter((o) => o.kind === 'mutation').at(-1)?.variables as { manufacturer: Record<string, unknown> }).manufacturer;

describe('manufacturer profile', () => {
  it('given a stored profile, when the page opens, then the capabilities and locations are shown as stored', async () => {
    await openPage();
    expect(screen.getByLabelText(/^Minimal pitch \(mm\)/)).toHaveValue('0.4');
    expect(within(screen.getByRole('group', { name: 'Order types' })).getByLabelText('Prototype')).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Order types' })).getByLabelText('Series')).not.toBeChecked();
    expect(screen.getByLabelText('ISO 9001')).toBeChecked();
    expect(screen.getAllByDisplayValue('Werkstraße 5')).toHaveLength(2);
  });

  it('given a changed pitch and a new certificate, when saved, then the whole profile is sent with the change and a notice confirms', async () => {
    const api = await openPage();
    fireEvent.change(screen.getByLabelText(/^Minimal pitch \(mm\)/), { target: { value: '0,3' } });
    fireEvent.click(screen.getByLabelText('ISO 14001'));
    save();
    expect(await screen.findByText('Your manufacturer profile is saved.')).toBeInTheDocument();
    const sent = sentProfile(api);
    expect(sent).toMatchObject({ minimalPitch: 0.3, orderTypes: ['PROTOTYPE', 'PRE_SERIES'], spokenLanguages: ['de', 'en'] });
    expect(sent.certificates).toEqual(expect.arrayContaining(['ISO9001', 'ISO14001']));
    expect(sent.headquarterAddress).toMatchObject({ city: 'München', zipcode: '80331' });
  });

  it('given no order type and a smallest board larger than the largest, when saved, then nothing is sent and the fields say why', async () => {
    const api = await openPage();
    const orderTypes = screen.getByRole('group', { name: 'Order types' });
    fireEvent.click(within(orderTypes).getByLabelText('Prototype'));
    fireEvent.click(within(orderTypes).getByLabelText('Pre-series'));
    fireEvent.change(screen.getByLabelText('Board size, Smallest: Long side (mm)'), { target: { value: '500' } });
    save();
    expect(await screen.findByText('Please choose at least one order type.')).toBeInTheDocument();
    expect(screen.getAllByText('The smallest value must not be larger than the largest.').length).toBeGreaterThan(0);
    expect(api.sent.some((o) => o.kind === 'mutation')).toBe(false);
  });

  it('given a second factory in a known city (its country taken from the headquarters), when its address is complete, then it is found and marked on the map', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add a factory' }));
    const factory = screen.getByRole('group', { name: 'Factory 2' });
    const fill = (label: RegExp, value: string) => fireEvent.change(within(factory).getByLabelText(label), { target: { value } });
    fill(/^Recipient/, 'Maker Boards sp. z o.o.');
    fill(/^Address line 1/, 'Legnicka 1');
    fill(/^Postcode/, '50-001');
    fill(/^City/, 'Wrocław');
    await waitFor(() => expect(screen.getAllByTestId('location-marker')).toHaveLength(3), { timeout: 3000 });
    // The place in words, not coordinates.
    expect(screen.getByTestId('position-factory-2')).toHaveTextContent('Found on the map below: Wrocław, Germany.');
  });

  it('given the server refuses the change, then the reason is shown in words and the form keeps what was typed', async () => {
    const api = new FakeProfileApi();
    api.failWith.UpdateManufacturerProfile = 'USER_NOT_IN_PRODUCER_COMPANY';
    await openPage(api);
    fireEvent.change(screen.getByLabelText(/^Minimal pitch \(mm\)/), { target: { value: '0.25' } });
    save();
    expect(await screen.findByText(/Saving the changes failed/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Minimal pitch \(mm\)/)).toHaveValue('0.25');
  });

  it('given German, then the page speaks German', async () => {
    await openPage(new FakeProfileApi(), 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Herstellerprofil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });
});
