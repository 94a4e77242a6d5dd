import { requestDetailsSchema } from '@pcbm/domain/draft/order-draft';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { renderStep } from '../production/test-support';
import { ManufacturersStep } from './ManufacturersStep';

const address = (city: string, country: string) => ({ recipient: 'Site', country, addressLine1: 'Street 1', zipcode: '12345', city });
const producer = (id: string, name: string, country: string, city: string, km: number) => ({
  manufacturerId: id,
  headquarterKm: km + 20,
  nearestFactoryKm: km,
  optionalServices: id === 'm1' ? ['Programming'] : [],
  notes: id === 'm2' ? [{ code: 'PITCH_UNSUPPORTED', message: 'pitch', parts: [{ mpn: 'BGA-1', designators: ['U3'] }] }] : [],
  manufacturer: {
    id,
    company: { id: `c-${id}`, name },
    certificates: ['ISO9001'],
    supportedServices: ['Assembly'],
    factoryCountries: [country],
    headquarterAddress: address(city, country),
    factoryAddresses: [address(`${city} Süd`, country)],
  },
});
const PRODUCERS = [producer('m1', 'Alpha PCB', 'DE', 'München', 120), producer('m2', 'Beta Boards', 'AT', 'Wien', 400), producer('m3', 'Gamma EMS', 'PL', 'Kraków', 800), producer('m4', 'Delta Assembly', 'CZ', 'Brno', 500)];
const search = (manufacturers = PRODUCERS, notes: unknown[] = []) => () => ({ fetchCapabilitySearch: { manufacturers, notes } });
const positions: Record<string, { x: number; y: number }> = { Berlin: { x: 13.4, y: 52.52 }, München: { x: 11.58, y: 48.14 }, Wien: { x: 16.37, y: 48.21 }, Kraków: { x: 19.94, y: 50.06 }, Brno: { x: 16.61, y: 49.2 } };
const locate = (variables: Record<string, unknown>) => {
  const city = (variables.address as { city: string }).city.replace(' Süd', '');
  return { appGetGeoPosition: positions[city] ?? null };
};
const component = (designators: string[], mpn: string, mount: 'SMT' | 'THT'): DraftComponent => ({
  id: designators[0],
  designators,
  quantity: designators.length,
  componentInfo: [{ mpn, manufacturer: 'Maker' }],
  description: '',
  package: '',
  electricValue: '',
  tolerance: '',
  maxVoltage: '',
  genericDeviceType: '',
  mount,
  generic: false,
  doNotPlace: false,
  provided: false,
  detectedComponentType: 'UNKNOWN',
});
const draft = {
  board: { width: 50, height: 80 },
  bom: { markers: null, edited: false, components: [component(['R1', 'R2'], 'RC0603', 'SMT'), component(['J1'], 'HDR-2', 'THT')] },
  shippingAddress: { id: '', recipient: 'Ada', country: 'DE', addressLine1: 'Hauptstr. 1', addressLine2: '', zipcode: '10115', city: 'Berlin', companyTaxNumber: '' },
};
const fixtures = { CapabilitySearch: search(), Locate: locate };

describe('the manufacturers step', () => {
  it('given a board and parts list, when opened, then it searches with the board, quantities, parts and address and lists the producers', async () => {
    const view = renderStep((props) => <ManufacturersStep {...props} />, { draft: { ...draft, requestDetails: { ...requestDetailsSchema.parse({}), quantity: 10, requiredOperations: ['Assembly'], optionalOperations: ['Programming'], certificates: ['ISO9001'] } }, fixtures });
    const list = await screen.findByRole('list', { name: 'Matching manufacturers' });
    expect(within(list).getByText('Alpha PCB')).toBeInTheDocument();
    expect(within(list).getByText('Headquarters in Germany · factories in Germany')).toBeInTheDocument();
    expect(within(list).getByText('Distance to the nearest factory 120 km, to the headquarters 140 km')).toBeInTheDocument();
    expect(within(list).getByText('Offers 1 of your optional services: Programming')).toBeInTheDocument();
    expect(within(list).getByText('Parts with a pitch below the minimum or unknown: U3 (BGA-1)')).toBeInTheDocument();
    const [call] = view.callsOf('CapabilitySearch');
    expect(call.variables).toEqual({
      sort: 'MOST_RELEVANT',
      shippingAddress: { recipient: 'Ada', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' },
      searchInput: {
        boardSize: { long: 80, short: 50, height: 1.6 },
        certificates: ['ISO9001'],
        componentQuantity: 30,
        components: [
          { designators: ['R1', 'R2'], generic: false, mpn: 'RC0603', mount: 'SMT' },
          { designators: ['J1'], generic: false, mpn: 'HDR-2', mount: 'THT' },
        ],
        doubleSidedSMT: false,
        orderType: 'PROTOTYPE',
        pcbQuantity: 10,
        services: { required: ['Assembly'], optional: ['Programming'] },
      },
    });
  });

  it('given the list, when another sort order is chosen, then the search runs again with it', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ManufacturersStep {...props} />, { draft, fixtures });
    await screen.findByText('Alpha PCB');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Nearest factory' }));
    await waitFor(() => expect(view.callsOf('CapabilitySearch').map((call) => call.variables.sort)).toEqual(['MOST_RELEVANT', 'NEAREST_FACTORY']));
  });

  it('given a certificate filter, when ticked, then the request keeps it and the search asks for it', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ManufacturersStep {...props} />, { draft, fixtures });
    await screen.findByText('Alpha PCB');
    await user.click(screen.getByRole('checkbox', { name: 'IATF 16949' }));
    await waitFor(() => expect(view.callsOf('CapabilitySearch').at(-1)?.variables.searchInput).toMatchObject({ certificates: ['IATF16949'] }));
    expect(view.latest().requestDetails.certificates).toEqual(['IATF16949']);
  });

  it('given one producer chosen, then a hint says up to three can be chosen; a fourth is refused', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ManufacturersStep {...props} />, { draft, fixtures });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Alpha PCB' }));
    expect(await screen.findByText(/You can send your request to up to three/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Beta Boards' }));
    expect(screen.queryByText(/You can send your request to up to three/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Gamma EMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Delta Assembly' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can choose at most three manufacturers. Remove one first.');
    expect(screen.getByRole('checkbox', { name: 'Choose Delta Assembly' })).not.toBeChecked();
    expect(view.latest().selectedManufacturers).toEqual(['m1', 'm2', 'm3']);
  });

  it('given producers with addresses, when the map has loaded, then their sites are markers that choose them', async () => {
    const user = userEvent.setup();
    const view = renderStep((props) => <ManufacturersStep {...props} />, { draft, fixtures });
    const marker = await screen.findByRole('button', { name: 'Alpha PCB, headquarters in München' }, { timeout: 10_000 });
    expect(screen.getAllByTestId('producer-marker')).toHaveLength(8);
    marker.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.latest().selectedManufacturers).toEqual(['m1']));
    expect(screen.getByRole('button', { name: 'Alpha PCB, headquarters in München, chosen' })).toHaveAttribute('aria-pressed', 'true');
    // The delivery address is a pin on the same map, choosing nothing.
    expect(screen.getByRole('img', { name: 'Delivery address in Berlin' })).toBeInTheDocument();
    // Each address is located once, though two renders asked for it: eight sites and the delivery address.
    expect(view.callsOf('Locate')).toHaveLength(9);
  });

  it('given no producer can build the board, then it says no manufacturers match', async () => {
    renderStep((props) => <ManufacturersStep {...props} />, { draft, fixtures: { ...fixtures, CapabilitySearch: search([], [{ code: 'BOARD_SIZE_UNSUPPORTED', message: 'size', parts: [] }]) } });
    expect(await screen.findByText(/No matching manufacturers/)).toBeInTheDocument();
    expect(screen.getByText('The board size is outside the range')).toBeInTheDocument();
  });

  it('given a note naming a hundred parts, then it counts them, names the first ten and how many more, and opens the whole list on request', async () => {
    const user = userEvent.setup();
    const designators = Array.from({ length: 100 }, (_, i) => `C${i + 1}`);
    const note = { code: 'NO_INFO_IN_DATABASE', message: 'no info', parts: [{ mpn: 'GRM155', designators: designators.slice(0, 60) }, { mpn: '', designators: designators.slice(60) }] };
    renderStep((props) => <ManufacturersStep {...props} />, { draft, fixtures: { ...fixtures, CapabilitySearch: search(PRODUCERS, [note]) } });
    const summary = await screen.findByText(/^No information in the parts database \(100 parts\)/);
    expect(summary).toHaveTextContent('No information in the parts database (100 parts): C1, C2, C3, C4, C5, C6, C7, C8, C9, C10 and 90 more');
    expect(summary).not.toHaveTextContent('C11');
    const toggle = screen.getByRole('button', { name: 'Show all 100' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(summary).toHaveTextContent(/: C1, C2, .*, C60 \(GRM155\); C61, .*, C100$/);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('given German and a note naming 13 parts, then the rest is counted in German', async () => {
    const note = { code: 'NO_INFO_IN_DATABASE', message: 'no info', parts: [{ mpn: '', designators: Array.from({ length: 13 }, (_, i) => `R${i + 1}`) }] };
    renderStep((props) => <ManufacturersStep {...props} />, { draft, lng: 'de', fixtures: { ...fixtures, CapabilitySearch: search(PRODUCERS, [note]) } });
    expect(await screen.findByText(/^Keine Angaben in der Bauteildatenbank/)).toHaveTextContent('Keine Angaben in der Bauteildatenbank (13 Bauteile): R1, R2, R3, R4, R5, R6, R7, R8, R9, R10 und 3 weitere');
    expect(screen.getByRole('button', { name: 'Alle 13 zeigen' })).toBeInTheDocument();
  });

  it('given the info button, when pressed, then a dialog shows the public attributes', async () => {
    const user = userEvent.setup();
    renderStep((props) => <ManufacturersStep {...props} />, {
      draft,
      fixtures: {
        ...fixtures,
        ManufacturerInfo: () => ({
          fetchManufacturerPublicAttributes: {
            id: 'm1',
            company: { name: 'Alpha PCB' },
            certificates: ['ISO9001', 'UL796'],
            supportedServices: ['Assembly', 'AOI3D'],
            orderTypes: ['PROTOTYPE', 'SERIES'],
            ipcClass: 'CLASS2',
            minimalPitch: 0.4,
            doubleSidedSMT: true,
            spokenLanguages: ['de', 'en'],
            factoryCountries: ['DE'],
            employeeCount: 42,
            companySize: 'SIZE_25_99',
            foundingYear: 1998,
            boardSize: { min: { long: 10, short: 10, height: 0.4 }, max: { long: 500, short: 400, height: 3.2 } },
            pcbQuantity: { min: 1, max: null },
            componentQuantity: { min: 0, max: 100000 },
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'About Alpha PCB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alpha PCB' });
    const row = (label: string) => within(dialog).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Certificates')).toHaveTextContent('ISO 9001, UL 796');
    expect(row('Services')).toHaveTextContent('Assembly, 3D optical inspection (AOI)');
    expect(row('Order types')).toHaveTextContent('Prototype, Series');
    expect(row('Board sizes')).toHaveTextContent('10 × 10 – 500 × 400 mm');
    expect(row('Boards per order')).toHaveTextContent('1 – ∞');
    expect(row('Smallest pitch')).toHaveTextContent('0.4 mm');
    expect(row('Languages')).toHaveTextContent('German, English');
    expect(row('Factory countries')).toHaveTextContent('Germany');
    expect(row('Members')).toHaveTextContent('42');
    expect(row('Company size')).toHaveTextContent('25–99 employees');
    expect(row('Founded')).toHaveTextContent('1998');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given a white-label shop, then its producer is fixed and chosen without a search', async () => {
    const view = renderStep((props) => <ManufacturersStep {...props} whiteLabel={{ manufacturerId: 'm9', name: 'Shop Producer' }} />, { draft, fixtures });
    expect(screen.getByText('Your request goes to Shop Producer.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(view.latest().selectedManufacturers).toEqual(['m9']));
    expect(view.callsOf('CapabilitySearch')).toHaveLength(0);
  });
});
