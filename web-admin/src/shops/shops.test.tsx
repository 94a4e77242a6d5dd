import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionOf, fakeAdminApi } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const green = {
  id: 's1',
  hostname: 'shop.green-boards.example',
  name: 'Green Boards GmbH',
  manufacturerId: 'm1',
  authenticationClient: 'shop-green-boards',
  supportedServices: ['Assembly', 'AOI2D'],
  cssDisplayingHints: [
    { settingName: 'primaryColor', settingValue: '#1b5e20' },
    { settingName: 'tagline', settingValue: 'Boards from Munich' },
  ],
  legalAttributes: { termsUrl: 'https://green-boards.example/terms', imprintUrl: null, privacyUrl: null },
  logo: { path: '/shops/s1/logo' },
};
const blue = { ...green, id: 's2', hostname: 'boards.blue-circuits.example', name: 'Blue Circuits Ltd', manufacturerId: 'm2', authenticationClient: 'shop-blue', supportedServices: [], cssDisplayingHints: [], legalAttributes: { termsUrl: null, imprintUrl: null, privacyUrl: null }, logo: { path: null } };
const red = { ...blue, id: 's9', hostname: 'red-assembly.example', name: 'Red Assembly AG', manufacturerId: 'm3', authenticationClient: 'shop-red' };

function api({ created = false } = {}) {
  const shops = created ? [red, green, blue] : [green, blue];
  return fakeAdminApi({
    AdminShops: () => ({ data: { adminGetAllWhitelabelShops: connectionOf(shops) } }),
    AdminShop: (variables) => ({ data: { adminGetWhitelabelShop: shops.find((shop) => shop.id === variables.shopId) ?? null } }),
    AdminProducers: () => ({
      data: {
        adminGetAllManufacturersWithCompanyName: [
          { id: 'm1', company: { id: 'c1', name: 'Green Boards GmbH' } },
          { id: 'm3', company: { id: 'c3', name: 'Red Assembly AG' } },
        ],
      },
    }),
    AdminShopHostname: (variables) => {
      if (variables.hostname === 'marketplace.example') return { data: { siteMode: { mode: 'MARKETPLACE', shop: null } } };
      const shop = shops.find((candidate) => candidate.hostname === variables.hostname);
      return { data: { siteMode: { mode: 'WHITELABEL', shop: shop ? { id: shop.id } : null } } };
    },
    AdminCreateShop: () => ({ data: { createShop: 's9' } }),
    AdminUpdateShop: (variables) => ({ data: { updateShop: variables.shopId } }),
  });
}

const callsOf = (fake: ReturnType<typeof api>, name: string) => fake.calls.filter((call) => call.name === name);

beforeAll(() => {
  // jsdom has no object URLs; the image input previews the chosen file with one.
  URL.createObjectURL = () => 'blob:chosen-logo';
  URL.revokeObjectURL = () => undefined;
});

describe('the white-label shops of the console', () => {
  it('given two shops, when the admin opens White-label shops, then each row shows logo, hostname, producer, sign-in client and services', async () => {
    const fake = api();
    renderAdmin(fake, '/shops');
    const row = (await screen.findByText('shop.green-boards.example')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Logo of shop.green-boards.example' })).toHaveAttribute('src', '/shops/s1/logo');
    expect(within(row).getByText('Green Boards GmbH')).toBeInTheDocument();
    expect(within(row).getByText('shop-green-boards')).toBeInTheDocument();
    expect(within(row).getByText('2D optical inspection (AOI)')).toBeInTheDocument();
    const other = screen.getByText('boards.blue-circuits.example').closest('tr')!;
    expect(within(other).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sign-in client' })).toBeInTheDocument();
    expect(callsOf(fake, 'AdminShops')[0].variables).toEqual({ first: 25 });
  });

  it('given a shop, when the admin opens it, then its producer, colours, display hints and legal links show', async () => {
    const fake = api();
    renderAdmin(fake, '/shops/s1/show');
    expect(await screen.findByRole('link', { name: 'Green Boards GmbH' })).toHaveAttribute('href', '/manufacturers/m1/show');
    expect(callsOf(fake, 'AdminShop')[0].variables).toEqual({ shopId: 's1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Appearance' }));
    expect(await screen.findByText('Primary: #1b5e20')).toBeInTheDocument();
    const hints = screen.getByRole('table', { name: 'Display hints' });
    expect(within(hints).getByText('Boards from Munich')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo of shop.green-boards.example' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Legal links' }));
    expect(await screen.findByRole('link', { name: 'https://green-boards.example/terms' })).toBeInTheDocument();
  });

  it('given a free hostname, when the admin creates a shop with a service, a display hint and a logo, then createShop gets exactly that with the logo file', async () => {
    const fake = api({ created: true });
    renderAdmin(fake, '/shops/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Hostname/ }), ' Shop.Red-Assembly.example ');
    await userEvent.click(screen.getByRole('combobox', { name: /Producer/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Red Assembly AG' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Sign-in client/ }), 'shop-red');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Assembly' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a display hint' }));
    await userEvent.type(await screen.findByRole('combobox', { name: /Setting/ }), 'primaryColor');
    await userEvent.type(screen.getByRole('textbox', { name: /Value/ }), '#b71c1c');
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'red.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Logo'), logo);
    expect(screen.getByRole('switch', { name: 'Create a demo order' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminCreateShop')).toHaveLength(1));
    expect(callsOf(fake, 'AdminShopHostname').map((call) => call.variables)).toContainEqual({ hostname: 'shop.red-assembly.example' });
    expect(callsOf(fake, 'AdminCreateShop')[0].variables).toEqual({
      shop: {
        hostname: 'shop.red-assembly.example',
        manufacturerId: 'm3',
        authenticationClient: 'shop-red',
        supportedServices: ['Assembly'],
        cssDisplayingHints: [{ settingName: 'primaryColor', settingValue: '#b71c1c' }],
        createDemoOrder: true,
      },
      logo,
    });
    expect(await screen.findByRole('heading', { name: 'red-assembly.example' })).toBeInTheDocument();
  });

  it('given a hostname that is not valid, one of the marketplace and one a shop has, when the admin saves, then each is refused in words and nothing is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/shops/create');
    const hostname = await screen.findByRole('textbox', { name: /Hostname/ });
    await userEvent.type(hostname, 'green boards');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid host name: letters, digits and dashes, in parts separated by dots.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the producer of the shop.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();

    await userEvent.clear(hostname);
    await userEvent.type(hostname, 'marketplace.example');
    expect(await screen.findByText('This hostname belongs to the marketplace itself.')).toBeInTheDocument();
    await userEvent.clear(hostname);
    await userEvent.type(hostname, 'shop.green-boards.example');
    expect(await screen.findByText('A shop already has this hostname.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminCreateShop')).toEqual([]);
  });

  it('given a shop, when the admin changes its sign-in client and terms link, then a bad link is refused and, once fixed, updateShop gets every setting without a logo', async () => {
    const fake = api();
    renderAdmin(fake, '/shops/s1/edit');
    const client = await screen.findByRole('textbox', { name: /Sign-in client/ });
    expect(client).toHaveValue('shop-green-boards');
    await userEvent.clear(client);
    await userEvent.type(client, 'green-shop');
    const terms = screen.getByRole('textbox', { name: 'Terms' });
    await userEvent.clear(terms);
    await userEvent.type(terms, 'green-boards.example/terms');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid URL (e.g. https://example.com).')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminUpdateShop')).toEqual([]);

    await userEvent.clear(terms);
    await userEvent.type(terms, 'https://green-boards.example/agb');
    await userEvent.type(screen.getByRole('textbox', { name: 'Privacy policy' }), 'https://green-boards.example/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf(fake, 'AdminUpdateShop')).toHaveLength(1));
    expect(callsOf(fake, 'AdminUpdateShop')[0].variables).toEqual({
      shopId: 's1',
      shop: {
        authenticationClient: 'green-shop',
        supportedServices: ['AOI2D', 'Assembly'],
        cssDisplayingHints: green.cssDisplayingHints,
        legalAttributes: { termsUrl: 'https://green-boards.example/agb', privacyUrl: 'https://green-boards.example/privacy' },
      },
      logo: null,
    });
  });

  it('given the console in German, when the admin saves a new shop with an umlaut in the hostname and nothing else, then the problems are told in German and nothing is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/shops/create', 'de');
    await userEvent.type(await screen.findByRole('textbox', { name: /Hostname/ }), 'grüne-platinen.example');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie einen gültigen Hostnamen ein: Buchstaben, Ziffern und Bindestriche, in durch Punkte getrennten Teilen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie den Hersteller des Shops.')).toBeInTheDocument();
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(callsOf(fake, 'AdminCreateShop')).toEqual([]);
  });
});
