import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const off = { market: { mode: 'DISABLED', supportsPricing: false }, whitelabel: { mode: 'DISABLED', supportsPricing: false }, external: null, formula: null };
const greenPricing = {
  market: { mode: 'FORMULA', supportsPricing: true },
  whitelabel: { mode: 'EXTERNAL', supportsPricing: true },
  external: { url: 'https://pricing.green-boards.example/quote', apiKeySet: true },
  formula: {
    formulaId: 'vf1',
    file: { id: 'vf1', updatedOn: '2026-10-01T09:00:00.000Z', current: { id: 'f1', filename: 'green-prices.json' } },
    formulas: [
      { name: 'pcbCost', description: 'Board price per cm²', calculation: 'pcbCost = pcbSize * 0.08 * pcbQuantity' },
      { name: 'cost', description: null, calculation: 'cost = pcbCost + 25' },
    ],
  },
};
/** Green and Blue, and 25 more producers named Producer 01 … Producer 25: 27 in all, Blue first by name. */
const producers = [
  { id: 'm1', company: { id: 'c1', name: 'Green Boards GmbH' } },
  { id: 'm2', company: { id: 'c2', name: 'Blue Circuits Ltd' } },
  ...Array.from({ length: 25 }, (_, index) => ({ id: `p${index + 1}`, company: { id: `cp${index + 1}`, name: `Producer ${String(index + 1).padStart(2, '0')}` } })),
];
const pricingOf = (id: unknown) => (id === 'm1' ? greenPricing : off);

function api() {
  return fakeAdminApi({
    AdminProducers: () => ({ data: { adminGetAllManufacturersWithCompanyName: producers } }),
    AdminProducersPricing: (variables) => ({
      data: {
        adminGetManufacturersWithPricing: (variables.ids as string[]).map((id) => {
          const producer = producers.find((candidate) => candidate.id === id)!;
          return { id: producer.id, company: producer.company, orderPricing: pricingOf(producer.id) };
        }),
      },
    }),
    AdminProducerPricing: (variables) => {
      const producer = producers.find((candidate) => candidate.id === variables.id)!;
      return { data: { fetchManufacturerBaseAttributedWithPricing: { id: producer.id, company: producer.company, orderPricing: pricingOf(producer.id) } } };
    },
    AdminSetPricing: (variables) => {
      const pricing = variables.pricing as { market: string; whitelabel: string; externalUrl?: string };
      const saved = pricingOf(variables.manufacturerId);
      return {
        data: {
          setManufacturerPricing: {
            ...saved,
            market: { mode: pricing.market, supportsPricing: pricing.market !== 'DISABLED' },
            whitelabel: { mode: pricing.whitelabel, supportsPricing: pricing.whitelabel !== 'DISABLED' },
            external: pricing.externalUrl ? { url: pricing.externalUrl, apiKeySet: true } : saved.external,
          },
        },
      };
    },
  });
}

const callsOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.filter((call) => call.name === name);
const formulaFile = (formulas: unknown, name = 'prices.json') => new File([JSON.stringify({ formulas })], name, { type: 'application/json' });

beforeAll(() => {
  // jsdom has no object URLs; the file input makes one for the chosen file.
  URL.createObjectURL = () => 'blob:chosen-file';
  URL.revokeObjectURL = () => undefined;
});

describe('the instant pricing of the console', () => {
  it('given 27 producers, when the admin opens Instant pricing and then page 2, then rows come by name and only the shown producers’ setups are read', async () => {
    const fake = api();
    renderAdmin(fake, '/pricing');
    const row = (await screen.findByText('Green Boards GmbH')).closest('tr')!;
    expect(within(row).getByText('Formula')).toBeInTheDocument();
    expect(within(row).getByText('External pricing server')).toBeInTheDocument();
    expect(within(row).getAllByText('instant prices are given')).toHaveLength(2);
    expect(within(row).getByText('https://pricing.green-boards.example/quote')).toBeInTheDocument();
    expect(within(row).getByText('green-prices.json (2 formulas)')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('Blue Circuits Ltd')).toBeInTheDocument();
    expect(rows).toHaveLength(25);
    expect(callsOf(fake, 'AdminProducersPricing')).toHaveLength(1);
    expect(callsOf(fake, 'AdminProducersPricing')[0].variables.ids).toHaveLength(25);
    expect(callsOf(fake, 'AdminProducersPricing')[0].variables.ids).not.toContain('p24');
    expect(callsOf(fake, 'AdminProducerPricing')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Producer 25')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminProducersPricing').map((call) => call.variables.ids)).toEqual([expect.any(Array), ['p24', 'p25']]);
  });

  it('given a producer with formulas, when the admin opens its setup, then the modes, the server, the key’s state and every formula show', async () => {
    renderAdmin(api(), '/pricing/m1/show');
    const formulas = await screen.findByRole('table', { name: 'Formulas' });
    expect(within(formulas).getByText('pcbCost = pcbSize * 0.08 * pcbQuantity')).toBeInTheDocument();
    expect(within(formulas).getByText('Board price per cm²')).toBeInTheDocument();
    expect(screen.getByText('Set (not shown)')).toBeInTheDocument();
    expect(screen.getByText('https://pricing.green-boards.example/quote')).toBeInTheDocument();
  });

  it('given a producer with a key set, when the admin only switches the marketplace off, then the key is neither shown nor sent and nothing else changes', async () => {
    const fake = api();
    renderAdmin(fake, '/pricing/m1/edit');
    const market = await screen.findByRole('group', { name: 'Marketplace' });
    expect(screen.getByLabelText(/API key/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Pricing server URL' })).toHaveValue('https://pricing.green-boards.example/quote');
    await userEvent.click(within(market).getByRole('radio', { name: 'Off' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminSetPricing')).toHaveLength(1));
    expect(callsOf(fake, 'AdminSetPricing')[0].variables).toEqual({ manufacturerId: 'm1', pricing: { market: 'DISABLED', whitelabel: 'EXTERNAL' }, pricingFormula: null });
  });

  it('given a producer without a setup, when the admin chooses the external server without URL and key, then both are asked for and, once typed, setManufacturerPricing gets them', async () => {
    const fake = api();
    renderAdmin(fake, '/pricing/m2/edit');
    const market = await screen.findByRole('group', { name: 'Marketplace' });
    await userEvent.click(within(market).getByRole('radio', { name: 'External pricing server' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The pricing server needs its URL.')).toBeInTheDocument();
    expect(screen.getByText('The pricing server needs an API key.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Pricing server URL' }), 'pricing.blue.example');
    expect(await screen.findByText('Please enter a valid URL (e.g. https://pricing.example.com).')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminSetPricing')).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Pricing server URL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Pricing server URL' }), 'https://pricing.blue.example');
    await userEvent.type(screen.getByLabelText(/API key/), 'key-123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminSetPricing')).toHaveLength(1));
    expect(callsOf(fake, 'AdminSetPricing')[0].variables).toEqual({
      manufacturerId: 'm2',
      pricing: { market: 'EXTERNAL', whitelabel: 'DISABLED', externalUrl: 'https://pricing.blue.example', externalApiKey: 'key-123' },
      pricingFormula: null,
    });
  });

  it('given a producer without formulas, when the admin chooses Formula, then a formula file is asked for, a bad one is refused with its problems, and a good one is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/pricing/m2/edit');
    const shops = await screen.findByRole('group', { name: 'White-label shops' });
    await userEvent.click(within(shops).getByRole('radio', { name: 'Formula' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The mode Formula needs at least one valid formula: please upload a formula file.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('New formula file'), formulaFile([{ name: 'cost', calculation: 'cost = pcbSize * * 2' }], 'bad.json'));
    expect(await screen.findByText(/This formula file cannot be used\. Formula 1 \(cost\): Two operators are in a row/)).toBeInTheDocument();
    expect(callsOf(fake, 'AdminSetPricing')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const good = formulaFile([{ name: 'cost', calculation: 'cost = pcbSize * 0.1 * pcbQuantity' }]);
    await userEvent.upload(screen.getByLabelText('New formula file'), good);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminSetPricing')).toHaveLength(1));
    expect(callsOf(fake, 'AdminSetPricing')[0].variables).toEqual({ manufacturerId: 'm2', pricing: { market: 'DISABLED', whitelabel: 'FORMULA' }, pricingFormula: good });
  });

  it('given the console in German, when the admin chooses Formula without formulas, then the form and the problem speak German and nothing is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/pricing/m2/edit', 'de');
    const market = await screen.findByRole('group', { name: 'Marktplatz' });
    expect(within(market).getByRole('group', { name: 'Preismodus' })).toBeInTheDocument();
    await userEvent.click(within(market).getByRole('radio', { name: 'Formel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Modus Formel braucht mindestens eine gültige Formel: Bitte laden Sie eine Formeldatei hoch.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminSetPricing')).toEqual([]);
  });
});
