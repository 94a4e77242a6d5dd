import { requestDetailsSchema } from '@pcbm/domain/draft/order-draft';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftComponent, OrderDraft } from '@pcbm/domain/draft/order-draft';
import { formatDate } from '@pcbm/web-kit/i18n/time';
import { renderStep } from '../production/test-support';
import { SummaryStep } from './SummaryStep';

const component = (designators: string[], mpn: string, alternatives: string[] = []): DraftComponent => ({
  id: designators[0],
  designators,
  quantity: designators.length,
  componentInfo: [{ mpn, manufacturer: 'Maker' }, ...alternatives.map((alternative) => ({ mpn: alternative, manufacturer: 'Maker' }))],
  description: '',
  package: '',
  electricValue: '',
  tolerance: '',
  maxVoltage: '',
  genericDeviceType: '',
  mount: 'SMT',
  generic: false,
  doNotPlace: false,
  provided: false,
  detectedComponentType: 'UNKNOWN',
});
const berlin = { id: '', recipient: 'Ada Lovelace', country: 'DE', addressLine1: 'Hauptstr. 1', addressLine2: '', zipcode: '10115', city: 'Berlin', companyTaxNumber: '' };
const draft: Partial<OrderDraft> = {
  board: { width: 50, height: 80 },
  layerCount: 4,
  bom: { markers: null, edited: false, components: [component(['R1', 'R2'], 'RC0603'), component(['U1'], 'STM32F4')] },
  shippingAddress: berlin,
  billingAddress: berlin,
  selectedManufacturers: ['m1', 'm2'],
};
const names: Record<string, string> = { m1: 'Alpha PCB', m2: 'Beta Boards' };
const fixtures = {
  ProducerName: (variables: Record<string, unknown>) => ({ fetchManufacturerPublicAttributes: { id: variables.id, company: { name: names[variables.id as string] } } }),
  OrderPricing: () => ({
    fetchOrderPricing: [
      { manufacturerId: 'm1', error: null, priceRange: { cost: 1000, tolerance: 50, tax: 190, assemblyCost: 300, componentCost: 400, pcbCost: 250, shippingCost: 50, completionTime: 10, shippingTime: 2 } },
      { manufacturerId: 'm2', error: 'The formula could not be evaluated.', priceRange: null },
    ],
  }),
};
const actions = { onSubmit: jest.fn(), onSignIn: jest.fn(), onRegister: jest.fn(), submitting: false };

describe('the summary step', () => {
  beforeEach(() => jest.clearAllMocks());

  it('given two chosen producers, when priced, then their prices stand side by side with their parts and the delivery date', async () => {
    const view = renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures });
    const alpha = await screen.findByRole('region', { name: 'Alpha PCB' });
    const beta = await screen.findByRole('region', { name: 'Beta Boards' });
    expect(await within(alpha).findByText('€1,000.00')).toBeInTheDocument();
    expect(within(alpha).getByText('± €50.00 (from €950.00 to €1,050.00)')).toBeInTheDocument();
    const row = (label: string) => within(alpha).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Boards')).toHaveTextContent('€250.00');
    expect(row('Parts')).toHaveTextContent('€400.00');
    expect(row('Assembly')).toHaveTextContent('€300.00');
    expect(row('Shipping')).toHaveTextContent('€50.00');
    expect(row('Production time')).toHaveTextContent('10 days');
    expect(row('Shipping time')).toHaveTextContent('2 days');
    expect(within(alpha).getByText(`Delivery expected around ${formatDate(new Date(Date.now() + 12 * 86_400_000), 'en')}`)).toBeInTheDocument();
    // The price is before VAT; the VAT given stands as a row, with the total including it.
    expect(within(alpha).getByText('excl. VAT')).toBeInTheDocument();
    expect(row('VAT')).toHaveTextContent('€190.00');
    expect(row('Total incl. VAT')).toHaveTextContent('€1,190.00');
    expect(within(alpha).queryByText('No breakdown given')).toBeNull();
    expect(within(beta).getByText('No instant price: The formula could not be evaluated.')).toBeInTheDocument();
    const [call] = view.callsOf('OrderPricing');
    expect(call.variables.job).toMatchObject({ GeneralSpecs: { Size: { X: 50, Y: 80 }, LayerNumber: 4, BoardThickness: 1.6 } });
    expect(call.variables.bom).toHaveLength(2);
    expect(call.variables.productionData).toMatchObject({ manufacturers: ['m1', 'm2'], quantity: 1, type: 'PROTOTYPE', shippingAddress: { city: 'Berlin' }, billingAddress: { city: 'Berlin' } });
  });

  it('given a producer answering the cost alone, then its card shows the price before VAT and says once that no breakdown and no delivery time are given', async () => {
    const bare = { ...fixtures, OrderPricing: () => ({ fetchOrderPricing: [fixtures.OrderPricing().fetchOrderPricing[0], { manufacturerId: 'm2', error: null, priceRange: { cost: 1234, tolerance: null, tax: null, assemblyCost: null, componentCost: null, pcbCost: null, shippingCost: null, completionTime: null, shippingTime: null } }] }) };
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures: bare });
    const beta = await screen.findByRole('region', { name: 'Beta Boards' });
    expect(await within(beta).findByText('€1,234.00')).toBeInTheDocument();
    expect(within(beta).getByText('excl. VAT')).toBeInTheDocument();
    expect(within(beta).getByText('No breakdown given')).toBeInTheDocument();
    expect(within(beta).getByText('Delivery time not given')).toBeInTheDocument();
    expect(within(beta).queryByRole('table')).toBeNull();
    expect(beta).not.toHaveTextContent('–');
    expect(beta).not.toHaveTextContent(/VAT.*VAT/);
    // The filled card beside it keeps its breakdown.
    const alpha = screen.getByRole('region', { name: 'Alpha PCB' });
    expect(within(alpha).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Boards', 'Parts', 'Assembly', 'Shipping', 'VAT', 'Total incl. VAT', 'Production time', 'Shipping time']);
  });

  it('given a part of the breakdown and the production time only, then just those rows show and the day the boards are ready to ship', async () => {
    const partly = { ...fixtures, OrderPricing: () => ({ fetchOrderPricing: [{ manufacturerId: 'm1', error: null, priceRange: { cost: 500, tolerance: null, tax: null, assemblyCost: null, componentCost: null, pcbCost: 420, shippingCost: null, completionTime: 5, shippingTime: null } }] }) };
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures: partly });
    const alpha = await screen.findByRole('region', { name: 'Alpha PCB' });
    await within(alpha).findByText('€500.00');
    expect(within(alpha).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Boards', 'Production time']);
    expect(within(alpha).queryByText('No breakdown given')).toBeNull();
    expect(within(alpha).getByText(`Ready to ship around ${formatDate(new Date(Date.now() + 5 * 86_400_000), 'en')}; shipping time not given`)).toBeInTheDocument();
  });

  it('given German, then the cards write euros with a decimal comma and say zzgl. MwSt., inkl. MwSt. for the total and what is not given', async () => {
    const mixed = { ...fixtures, OrderPricing: () => ({ fetchOrderPricing: [fixtures.OrderPricing().fetchOrderPricing[0], { manufacturerId: 'm2', error: null, priceRange: { cost: 1234.5 } }] }) };
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures: mixed, lng: 'de' });
    const alpha = await screen.findByRole('region', { name: 'Alpha PCB' });
    const beta = screen.getByRole('region', { name: 'Beta Boards' });
    expect(await within(beta).findByText('1.234,50 €')).toBeInTheDocument();
    expect(within(beta).getByText('zzgl. MwSt.')).toBeInTheDocument();
    expect(within(beta).getByText('Keine Aufschlüsselung angegeben')).toBeInTheDocument();
    expect(within(beta).getByText('Lieferzeit nicht angegeben')).toBeInTheDocument();
    expect(within(alpha).getByText('1.000,00 €')).toBeInTheDocument();
    expect(within(alpha).getByText('± 50,00 € (von 950,00 € bis 1.050,00 €)')).toBeInTheDocument();
    const row = (label: string) => within(alpha).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('MwSt.')).toHaveTextContent('190,00 €');
    expect(row('Gesamt inkl. MwSt.')).toHaveTextContent('1.190,00 €');
    expect(row('Fertigungszeit')).toHaveTextContent('10 Tage');
    expect(within(alpha).getByText(`Lieferung voraussichtlich um den ${formatDate(new Date(Date.now() + 12 * 86_400_000), 'de')}`)).toBeInTheDocument();
  });

  it('given an uploaded job file, when priced, then the price is asked for the board the request will send: the job\'s finish and thickness', async () => {
    const job = JSON.stringify({ GeneralSpecs: { BoardThickness: 1.0, Finish: 'ENIG', Size: { X: 50, Y: 80 } } });
    const withJob = { ...draft, files: [...(draft.files ?? []), { name: 'board.gbrjob', size: job.length, use: 'jobFile' as const, assigned: false }] };
    const view = renderStep((props) => <SummaryStep {...props} {...actions} />, { draft: withJob, fixtures, files: { 'board.gbrjob': new TextEncoder().encode(job) } });
    await screen.findByRole('region', { name: 'Alpha PCB' });
    const calls = view.callsOf('OrderPricing');
    expect(calls).toHaveLength(1);
    expect(calls[0].variables.job).toMatchObject({ GeneralSpecs: { Size: { X: 50, Y: 80 }, LayerNumber: 4, BoardThickness: 1.0, Finish: 'ENIG' } });
    // The summary names the same board.
    const table = screen.getByRole('table', { name: 'Your request' });
    expect(within(table).getByRole('rowheader', { name: 'Board' }).closest('tr')).toHaveTextContent('50.00 × 80.00 mm · 1 mm thick · ENIG');
  });

  it.each([
    ['Immersion tin', '50,00 × 80,00 mm · 1,6 mm dick · Chemisch Zinn'],
    ['none', '50,00 × 80,00 mm · 1,6 mm dick'],
    ['Gold leaf', '50,00 × 80,00 mm · 1,6 mm dick · Gold leaf'],
  ])('given a job naming the finish %s, when the summary is read in German, then the board reads %s', async (finish, text) => {
    const job = JSON.stringify({ GeneralSpecs: { Finish: finish } });
    const withJob = { ...draft, files: [{ name: 'board.gbrjob', size: job.length, use: 'jobFile' as const, assigned: false }] };
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft: withJob, fixtures, lng: 'de', files: { 'board.gbrjob': new TextEncoder().encode(job) } });
    const table = screen.getByRole('table', { name: 'Deine Anfrage' });
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'Platine' }).closest('tr')).toHaveTextContent(text));
  });

  it('given the request, then its summary shows project, quantity, layers, size, parts and addresses', async () => {
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft: { ...draft, requestDetails: { ...requestDetailsSchema.parse({}), projectName: 'Sensor', quantity: 25 } }, fixtures });
    const table = screen.getByRole('table', { name: 'Your request' });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Project')).toHaveTextContent('Sensor (V1)');
    expect(row('Boards')).toHaveTextContent('25');
    expect(row('Layers')).toHaveTextContent('4 layers');
    expect(row('Board')).toHaveTextContent('50.00 × 80.00 mm');
    expect(row('Parts')).toHaveTextContent('2 rows, 3 parts per board');
    expect(row('Shipping to')).toHaveTextContent('Ada Lovelace, Hauptstr. 1, 10115 Berlin, Germany');
    expect(row('Billing address')).toHaveTextContent('Same as the shipping address');
    await screen.findByRole('region', { name: 'Alpha PCB' });
  });

  it('given a refused pricing call, then the reason is shown', async () => {
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures: { ...fixtures, OrderPricing: () => new Error('A price cannot be calculated yet: addresses not set.') } });
    expect(await screen.findByText(/No instant prices: .*addresses not set/)).toBeInTheDocument();
  });

  it('given parts with alternatives, then a warning says the request may take longer', async () => {
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft: { ...draft, bom: { markers: null, edited: false, components: [component(['C1'], 'GRM188', ['CL10A'])] } }, fixtures });
    expect(screen.getByText(/A request with a warning can still be submitted but may take longer to process./)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Alpha PCB' });
  });

  it('given a signed-out visitor in German, then sending needs a sign-in, which the button starts, or a new account', async () => {
    const user = userEvent.setup();
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures, lng: 'de' });
    expect(screen.getByText('Um eine Angebotsanfrage zu senden, musst du mit deinem Benutzerkonto eingeloggt sein.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ABSENDEN' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(actions.onSignIn).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(actions.onRegister).toHaveBeenCalledTimes(1);
    expect(actions.onSubmit).not.toHaveBeenCalled();
  });

  it('given a signed-out visitor in English, then the English text is shown', async () => {
    renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures });
    expect(screen.getByText('To send a request for quotation, you need to be signed in to your account.')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Alpha PCB' });
  });

  it('given a signed-in customer, when SUBMIT is pressed, then the request is sent and the progress shows while sending', async () => {
    const user = userEvent.setup();
    const first = renderStep((props) => <SummaryStep {...props} {...actions} />, { draft, fixtures, signedIn: true });
    expect(screen.queryByText(/you need to be signed in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(actions.onSubmit).toHaveBeenCalledTimes(1);
    first.unmount();

    renderStep((props) => <SummaryStep {...props} {...actions} submitting progress={40} />, { draft, fixtures, signedIn: true });
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Sending the request' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40 % sent')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Alpha PCB' });
  });
});
