import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionOf, fakeAdminApi } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const headquarters = { id: 'a1', recipient: 'Green Boards GmbH', addressLine1: 'Werkstraße 5', addressLine2: null, zipcode: '80331', city: 'München', country: 'DE', companyTaxNumber: 'DE123456789' };
const factory = { id: 'a2', recipient: 'Green Boards Werk Brno', addressLine1: 'Průmyslová 12', addressLine2: null, zipcode: '60200', city: 'Brno', country: 'CZ', companyTaxNumber: null };
const green = {
  id: 'm1',
  companyId: 'c1',
  company: { id: 'c1', name: 'Green Boards GmbH' },
  allowMatching: true,
  employeeCount: 4,
  orderTypes: ['PROTOTYPE', 'SERIES'],
  boardSize: { min: { long: 10, short: 10, height: 0.4 }, max: { long: 500, short: 400, height: 3.2 } },
  ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 50, short: 50, height: 25 } },
  minimalPitch: 0.4,
  doubleSidedSMT: true,
  ipcClass: 'CLASS2',
  certificates: ['ISO9001', 'IATF16949'],
  supportedServices: ['Assembly', 'AOI2D', 'FunctionalTesting', 'Coating'],
  spokenLanguages: ['de', 'en'],
  pcbQuantity: { min: 1, max: 5000 },
  componentQuantity: { min: 1, max: null },
  headquarterAddress: headquarters,
  factoryAddresses: [factory],
  factoryCountries: ['CZ'],
  orderPricing: { market: { mode: 'FORMULA', supportsPricing: true }, whitelabel: { mode: 'DISABLED', supportsPricing: false } },
};
const blue = { ...green, id: 'm2', companyId: 'c2', company: { id: 'c2', name: 'Blue Circuits Ltd' }, allowMatching: false, orderTypes: ['PRE_SERIES'], supportedServices: [], certificates: [], headquarterAddress: null, factoryAddresses: [], factoryCountries: [] };
const producers = [green, blue];
const byId = (id: unknown) => producers.find((producer) => producer.id === id)!;

function api() {
  return fakeAdminApi({
    AdminManufacturers: () => ({
      data: {
        adminGetAllManufacturers: connectionOf(
          producers.map(({ id, companyId, company, allowMatching, orderTypes, supportedServices, certificates, factoryCountries, headquarterAddress }) => ({
            id,
            companyId,
            company,
            allowMatching,
            orderTypes,
            supportedServices,
            certificates,
            factoryCountries,
            headquarterAddress: headquarterAddress && { city: headquarterAddress.city, country: headquarterAddress.country },
          })),
        ),
      },
    }),
    AdminManufacturer: (variables) => ({ data: { fetchManufacturerBaseAttributedWithPricing: variables.id === 'm9' ? { ...green, id: 'm9', companyId: 'c3', company: { id: 'c3', name: 'Red Assembly AG' } } : byId(variables.id) } }),
    // As the API answers: companies that are producers already left out, those holding the search in any case, at most `first`.
    AdminCompanyNames: (variables) => {
      const search = typeof variables.search === 'string' ? variables.search.toLowerCase() : '';
      const companies = [{ id: 'c2', name: 'Blue Circuits Ltd' }, { id: 'c1', name: 'Green Boards GmbH' }, { id: 'c3', name: 'Red Assembly AG' }];
      const found = companies.filter((company) => !producers.some((producer) => producer.companyId === company.id) && company.name.toLowerCase().includes(search));
      return { data: { adminGetAllCompanyNames: found.slice(0, Number(variables.first)) } };
    },
    AdminCreateManufacturer: () => ({ data: { createManufacturer: 'm9' } }),
    AdminUpdateManufacturer: (variables) => ({ data: { updateManufacturer: variables.id } }),
  });
}

const callsOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.filter((call) => call.name === name);

async function fillAddress(group: HTMLElement, address: { recipient: string; addressLine1: string; zipcode: string; city: string; country: string }) {
  await userEvent.type(within(group).getByLabelText(/Recipient/), address.recipient);
  await userEvent.type(within(group).getByLabelText(/Address line 1/), address.addressLine1);
  await userEvent.type(within(group).getByLabelText(/Postcode/), address.zipcode);
  await userEvent.type(within(group).getByLabelText(/City/), address.city);
  await userEvent.type(within(group).getByRole('combobox', { name: /Country/ }), address.country);
  await userEvent.click(await screen.findByRole('option', { name: address.country }));
}

describe('the producers of the console', () => {
  it('given two producers, when the admin opens Producers, then each row shows the company, matching, order types, services, certificates and locations', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers');
    const row = (await screen.findByText('Green Boards GmbH')).closest('tr')!;
    expect(within(row).getByText('Prototype')).toBeInTheDocument();
    expect(within(row).getByText('Series')).toBeInTheDocument();
    expect(within(row).getByText('Assembly')).toBeInTheDocument();
    // the services beyond three: "+1" to the eye, their names to screen readers
    expect(within(row).getByText('Conformal coating').closest('.MuiChip-root')).toHaveTextContent('+1');
    expect(within(row).getByText('ISO 9001')).toBeInTheDocument();
    expect(within(row).getByText(/München, Germany/)).toHaveTextContent('Czechia');
    const other = screen.getByText('Blue Circuits Ltd').closest('tr')!;
    expect(within(other).getByText('Pre-series')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Visible in matching' })).toBeInTheDocument();
    expect(callsOf(fake, 'AdminManufacturers')[0].variables).toEqual({ first: 25 });
    expect(fake.calls.map((call) => call.name)).not.toContain('AdminManufacturer');
  });

  it('given the producers list, when the admin opens a row, then the page reads the producer in full rather than showing the row', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers');
    await userEvent.click(await screen.findByText('Green Boards GmbH'));
    expect(await screen.findByText('10 × 10 × 0.4 mm to 500 × 400 × 3.2 mm (long × short × height)')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminManufacturer').map((call) => call.variables)).toEqual([{ id: 'm1' }]);
  });

  it('given a producer, when the admin opens it, then its capabilities, qualifications and locations show', async () => {
    renderAdmin(api(), '/manufacturers/m1/show');
    expect(await screen.findByText('10 × 10 × 0.4 mm to 500 × 400 × 3.2 mm (long × short × height)')).toBeInTheDocument();
    expect(screen.getByText('1 or more, no upper limit')).toBeInTheDocument();
    expect(screen.getByText('1 to 5,000')).toBeInTheDocument();
    expect(screen.getByText('Class 2 (dedicated service)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Certificates, services and languages' }));
    expect(await screen.findByText('German')).toBeInTheDocument();
    expect(screen.getByText('IATF 16949')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Locations' }));
    expect(await screen.findByText(/Průmyslová 12/)).toBeInTheDocument();
    expect(screen.getByText(/Werkstraße 5/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Instant pricing' }));
    const marketplace = (await screen.findByText('instant prices are given')).parentElement!;
    expect(within(marketplace).getByText('Formula')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pricing setup' })).toHaveAttribute('href', '/pricing/m1');
  });

  it('given a company that is no producer yet, when the admin makes it one with the defaults and its addresses, then createManufacturer gets exactly that', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers/create');
    await userEvent.click(await screen.findByRole('combobox', { name: /Company/ }));
    expect(screen.queryByRole('option', { name: 'Green Boards GmbH' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Red Assembly AG' }));
    await fillAddress(screen.getByRole('group', { name: 'Headquarters' }), { recipient: 'Red Assembly AG', addressLine1: 'Hafenweg 2', zipcode: '20457', city: 'Hamburg', country: 'Germany' });
    await fillAddress(screen.getByRole('group', { name: /Factories/ }), { recipient: 'Red Assembly Werk', addressLine1: 'Industriestraße 9', zipcode: '01067', city: 'Dresden', country: 'Germany' });
    await userEvent.click(screen.getByRole('checkbox', { name: '2D optical inspection (AOI)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminCreateManufacturer')).toHaveLength(1));
    expect(callsOf(fake, 'AdminCreateManufacturer')[0].variables).toEqual({
      companyId: 'c3',
      manufacturer: {
        allowMatching: false,
        orderTypes: ['PRE_SERIES', 'PROTOTYPE', 'SERIES'],
        boardSize: { min: { long: 10, short: 10, height: 0.4 }, max: { long: 500, short: 400, height: 3.2 } },
        ecSize: { min: { long: 0.4, short: 0.2, height: 0.1 }, max: { long: 50, short: 50, height: 25 } },
        minimalPitch: 0.4,
        doubleSidedSMT: true,
        ipcClass: 'CLASS2',
        certificates: [],
        supportedServices: ['AOI2D'],
        spokenLanguages: ['en'],
        pcbQuantity: { min: 1, max: null },
        componentQuantity: { min: 1, max: null },
        headquarterAddress: { recipient: 'Red Assembly AG', addressLine1: 'Hafenweg 2', zipcode: '20457', city: 'Hamburg', country: 'DE' },
        factoryAddresses: [{ recipient: 'Red Assembly Werk', addressLine1: 'Industriestraße 9', zipcode: '01067', city: 'Dresden', country: 'DE' }],
      },
    });
    expect(await screen.findByText('Red Assembly AG', { selector: 'a' })).toBeInTheDocument();
  });

  it('given many companies, when the admin types part of a name, then the API is asked for the companies holding it, a page at a time, and the chosen one stays', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers/create');
    const company = await screen.findByRole('combobox', { name: /Company/ });
    await userEvent.type(company, 'ASSEM');
    await waitFor(() => expect(callsOf(fake, 'AdminCompanyNames').some((call) => call.variables.search === 'ASSEM')).toBe(true));
    expect(callsOf(fake, 'AdminCompanyNames').every((call) => call.variables.first === 20)).toBe(true);
    await userEvent.click(await screen.findByRole('option', { name: 'Red Assembly AG' }));
    await waitFor(() => expect(callsOf(fake, 'AdminCompanyNames').at(-1)!.variables.search).toBeNull());
    expect(company).toHaveValue('Red Assembly AG');
  });

  it('given the create form, when the admin saves without a company, order types or addresses, then each problem shows and nothing is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers/create');
    await screen.findByRole('combobox', { name: /Company/ });
    for (const type of ['Prototype', 'Pre-series', 'Series']) await userEvent.click(screen.getByRole('checkbox', { name: type }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose the company that becomes a producer.')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one order type.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Headquarters' })).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    expect(within(screen.getByRole('group', { name: 'Headquarters' })).getByText('Please choose a country.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminCreateManufacturer')).toEqual([]);
  });

  it('given a producer, when the admin edits it with a largest board smaller than the smallest, then the problem shows and nothing is sent until it is fixed', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers/m1/edit');
    const boards = await screen.findByRole('group', { name: 'Board size' });
    const largestLong = within(boards).getByLabelText(/Largest: long side/);
    expect(largestLong).toHaveValue(500);
    await userEvent.clear(largestLong);
    await userEvent.type(largestLong, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(boards).findByText('The largest value must not be smaller than the smallest.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminUpdateManufacturer')).toEqual([]);

    await userEvent.type(largestLong, '20');
    await userEvent.click(screen.getByRole('switch', { name: 'Visible in matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminUpdateManufacturer')).toHaveLength(1));
    expect(callsOf(fake, 'AdminUpdateManufacturer')[0].variables).toEqual({
      id: 'm1',
      manufacturer: {
        allowMatching: false,
        orderTypes: ['PROTOTYPE', 'SERIES'],
        boardSize: { min: { long: 10, short: 10, height: 0.4 }, max: { long: 520, short: 400, height: 3.2 } },
        ecSize: green.ecSize,
        minimalPitch: 0.4,
        doubleSidedSMT: true,
        ipcClass: 'CLASS2',
        certificates: ['ISO9001', 'IATF16949'],
        supportedServices: ['Assembly', 'AOI2D', 'FunctionalTesting', 'Coating'],
        spokenLanguages: ['de', 'en'],
        pcbQuantity: { min: 1, max: 5000 },
        componentQuantity: { min: 1, max: null },
        headquarterAddress: { id: 'a1', recipient: 'Green Boards GmbH', addressLine1: 'Werkstraße 5', zipcode: '80331', city: 'München', country: 'DE', companyTaxNumber: 'DE123456789' },
        factoryAddresses: [{ id: 'a2', recipient: 'Green Boards Werk Brno', addressLine1: 'Průmyslová 12', zipcode: '60200', city: 'Brno', country: 'CZ' }],
      },
    });
  });

  it('given the console in German, when the admin opens Producers, then the list speaks German', async () => {
    renderAdmin(api(), '/manufacturers', 'de');
    expect(await screen.findByText('Green Boards GmbH')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Im Matching sichtbar' })).toBeInTheDocument();
    expect(screen.getByText('Prototyp')).toBeInTheDocument();
    expect(screen.getByText('Vorserie')).toBeInTheDocument();
  });

  it('given the console in German, when the admin empties the minimal pitch and saves, then the problem is told in German and nothing is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/manufacturers/m1/edit', 'de');
    const pitch = await screen.findByLabelText(/Minimaler Pitch/);
    await userEvent.clear(pitch);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminUpdateManufacturer')).toEqual([]);
  });
});
