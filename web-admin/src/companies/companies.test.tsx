import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectionOf, fakeAdminApi, type FakeHandler } from '../testing/fake-admin-api';
import { renderAdmin } from '../testing/render-admin';

const billing = { id: 'a1', recipient: 'Buyer Boards GmbH', country: 'DE', addressLine1: 'Hauptstraße 1', addressLine2: null, zipcode: '10115', city: 'Berlin', companyTaxNumber: 'DE123456789' };
const chris = { id: 'u1', firstName: 'Chris', lastName: 'Buyer', email: 'chris@buyer.test', jobTitle: 'Hardware lead' };
const dana = { id: 'u2', firstName: 'Dana', lastName: 'Design', email: null, jobTitle: null };
const buyer = {
  id: 'c1',
  name: 'Buyer Boards',
  legalName: 'Buyer Boards GmbH',
  industry: 'IndustrialElectronics',
  companySize: 'SIZE_25_99',
  foundingYear: 1998,
  headquarterLocation: 'Berlin',
  companyTaxNumber: 'DE123456789',
  contactMail: 'info@buyer.test',
  contactPhone: '+49 30 123456',
  aboutTextByLocale: [{ locale: 'en', text: 'We build test rigs.' }],
  socialMedia: [{ kind: 'WEBSITE', username: 'https://buyer.test' }],
  termsUrl: 'https://buyer.test/terms',
  imprintUrl: null,
  privacyUrl: null,
  logoPath: null,
  headingPath: null,
  billingAddress: billing,
  shippingAddress: { ...billing, id: 'a2' },
  employees: [chris, dana],
  createdOn: '2026-03-04T08:00:00.000Z',
  manufacturerId: null,
  ndaId: 'f1',
};
const maker = {
  ...buyer,
  id: 'c2',
  name: 'Maker PCB',
  legalName: 'Maker PCB AG',
  industry: 'OtherIndustry',
  employees: [{ ...chris, id: 'u3', firstName: 'Pat', lastName: 'Maker' }],
  createdOn: '2025-12-24T08:00:00.000Z',
  manufacturerId: 'm1',
  ndaId: null,
};
const signedNda = { companyId: 'c1', ndaId: 'f1', path: '/files/f1', signedOn: '2026-10-01T09:30:00.000Z', signedBy: 'Chris Buyer', locale: 'de' };

function api(overrides: Record<string, FakeHandler> = {}) {
  return fakeAdminApi({
    AdminCompanies: () => ({ data: { adminGetAllCompanies: connectionOf([buyer, maker]) } }),
    AdminCompany: (variables) => ({ data: { fetchCompanyForSettings: variables.id === 'c1' ? buyer : maker } }),
    AdminCompanyNda: (variables) => ({ data: { fetchCompanyNdaAttributes: variables.id === 'c1' ? signedNda : null } }),
    AdminUpdateCompany: (variables) => ({ data: { updateCompany: variables.companyId } }),
    ...overrides,
  });
}

describe('the companies of the console', () => {
  it('given two companies, one a producer, when the admin opens Companies, then each shows with names, industry, members, producer mark, NDA and since when', async () => {
    const fake = api();
    renderAdmin(fake, '/companies');
    const row = (await screen.findByText('Buyer Boards')).closest('tr')!;
    expect(within(row).getByText('Buyer Boards GmbH')).toBeInTheDocument();
    expect(within(row).getByText('Industrial electronics')).toBeInTheDocument();
    expect(within(row).getByText('2 members')).toBeInTheDocument();
    expect(within(row).getByText('Chris Buyer')).toBeInTheDocument();
    expect(within(row).getByText('Dana Design')).toBeInTheDocument();
    expect(within(row).queryByText('Producer')).not.toBeInTheDocument();
    expect(within(row).getByText('Signed')).toBeInTheDocument();
    expect(within(row).getByText('4 Mar 2026')).toHaveAttribute('datetime', buyer.createdOn);
    const producerRow = screen.getByText('Maker PCB').closest('tr')!;
    expect(within(producerRow).getByText('1 member')).toBeInTheDocument();
    expect(within(producerRow).getByText('Producer')).toBeInTheDocument();
    expect(within(producerRow).getByText('Not signed')).toBeInTheDocument();
    expect(fake.calls.map((call) => call.name)).toEqual(['AdminCompanies']);
    expect(fake.calls[0].variables).toEqual({ first: 25 });
  });

  it('given a company with a signed NDA, when the admin opens its legal tab, then the links and who signed the NDA show', async () => {
    renderAdmin(api(), '/companies/c1/show');
    expect(await screen.findByText('We build test rigs.')).toBeInTheDocument();
    expect(screen.getByText('info@buyer.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Legal' }));
    expect(await screen.findByRole('link', { name: 'https://buyer.test/terms' })).toHaveAttribute('href', 'https://buyer.test/terms');
    expect(screen.getByText('Signed')).toBeInTheDocument();
    expect(screen.getByText('Chris Buyer')).toBeInTheDocument();
    expect(screen.getByText('German')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the signed NDA' })).toBeEnabled();
  });

  describe('the signed NDA', () => {
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    let saved: string[];
    beforeEach(() => {
      saved = [];
      URL.createObjectURL = jest.fn(() => 'blob:nda');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
      Object.assign(URL, original);
    });

    it('given a signed NDA, when the admin downloads it, then the file server is asked with the admin token and the PDF is saved', async () => {
      const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Blob(['%PDF'], { type: 'application/pdf' })));
      renderAdmin(api(), '/companies/c1/show/legal');
      await userEvent.click(await screen.findByRole('button', { name: 'Download the signed NDA' }));
      await waitFor(() => expect(saved).toEqual(['NDA-Buyer Boards-signed.pdf']));
      expect(fetch).toHaveBeenCalledWith('/files/f1', { headers: { authorization: 'Bearer token-1' } });
    });

    it('given the file server refusing, when the admin downloads the NDA, then the console says it could not be downloaded', async () => {
      jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 403 }));
      renderAdmin(api(), '/companies/c1/show/legal');
      await userEvent.click(await screen.findByRole('button', { name: 'Download the signed NDA' }));
      expect(await screen.findByText('The signed NDA could not be downloaded. Please try again.')).toBeInTheDocument();
      expect(saved).toEqual([]);
    });
  });

  it('given a company, when the admin opens its members and addresses, then each member links to the person and the addresses are written out', async () => {
    renderAdmin(api(), '/companies/c1/show/members');
    expect(await screen.findByRole('link', { name: 'Chris Buyer' })).toHaveAttribute('href', '/users/u1/show');
    expect(screen.getByRole('link', { name: 'Dana Design' })).toHaveAttribute('href', '/users/u2/show');
    await userEvent.click(screen.getByRole('tab', { name: 'Addresses' }));
    expect(await screen.findByText('Billing address')).toBeInTheDocument();
    expect(screen.getAllByText(/Hauptstraße 1/)).toHaveLength(2);
  });

  it('given a producer company without NDA, when the admin opens it, then it links to the producer and says the NDA is not signed', async () => {
    renderAdmin(api(), '/companies/c2/show');
    expect(await screen.findByRole('link', { name: 'Open the producer' })).toHaveAttribute('href', '/manufacturers/m1/show');
    await userEvent.click(screen.getByRole('tab', { name: 'Legal' }));
    expect(await screen.findByText('Not signed')).toBeInTheDocument();
  });

  it('given an installation without the NDA, when the admin opens a company, then the page says so instead of failing', async () => {
    renderAdmin(api({ AdminCompanyNda: () => ({ errorCode: 'UNIMPLEMENTED' }) }), '/companies/c1/show/legal');
    expect(await screen.findByText('This installation does not offer the NDA.')).toBeInTheDocument();
  });

  it('given a company, when the admin changes its display name and saves, then the API is asked to update it with every field of the form', async () => {
    const fake = api();
    renderAdmin(fake, '/companies/c1');
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Buyer Boards Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const lines = { recipient: 'Buyer Boards GmbH', country: 'DE', addressLine1: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', companyTaxNumber: 'DE123456789' };
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.name === 'AdminUpdateCompany').map((call) => call.variables)).toEqual([
        {
          companyId: 'c1',
          company: {
            name: 'Buyer Boards Berlin',
            legalName: 'Buyer Boards GmbH',
            industry: 'IndustrialElectronics',
            companySize: 'SIZE_25_99',
            foundingYear: 1998,
            headquarterLocation: 'Berlin',
            contactMail: 'info@buyer.test',
            contactPhone: '+49 30 123456',
            aboutTextByLocale: [
              { locale: 'en', text: 'We build test rigs.' },
              { locale: 'de', text: '' },
            ],
            termsUrl: 'https://buyer.test/terms',
            imprintUrl: '',
            privacyUrl: '',
            socialMedia: [{ kind: 'WEBSITE', username: 'https://buyer.test' }],
            billingAddress: { id: 'a1', ...lines },
            shippingAddress: { id: 'a2', ...lines },
          },
        },
      ]),
    );
  });

  it('given a company shipping to its billing address, when the admin gives it another recipient for shipping, then the API gets both addresses', async () => {
    const fake = api();
    renderAdmin(fake, '/companies/c1/addresses');
    const same = await screen.findByRole('switch', { name: 'Ship to the billing address' });
    expect(screen.getAllByRole('textbox', { name: /Recipient/ })).toHaveLength(1);
    await userEvent.click(same);
    const [, shippingRecipient] = await screen.findAllByRole('textbox', { name: /Recipient/ });
    await userEvent.clear(shippingRecipient);
    await userEvent.type(shippingRecipient, 'Goods-in, Buyer Boards');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.some((call) => call.name === 'AdminUpdateCompany')).toBe(true));
    const { company } = fake.calls.find((call) => call.name === 'AdminUpdateCompany')!.variables as { company: Record<string, { recipient: string; id: string }> };
    expect([company.billingAddress.recipient, company.shippingAddress.recipient, company.shippingAddress.id]).toEqual(['Buyer Boards GmbH', 'Goods-in, Buyer Boards', 'a2']);
  });

  it('given the company form, when the admin enters a link that is no URL, then the form says so and nothing is sent', async () => {
    const fake = api();
    renderAdmin(fake, '/companies/c1');
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact and legal pages' }));
    const imprint = await screen.findByRole('textbox', { name: 'Imprint' });
    await userEvent.type(imprint, 'buyer boards imprint');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid URL (e.g. https://example.com).')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.name === 'AdminUpdateCompany')).toBe(false);
  });

  it('given the console in German, when the admin empties the display name and enters a wrong year, then the form says what is wrong in German', async () => {
    const fake = api();
    renderAdmin(fake, '/companies/c1', 'de');
    const name = await screen.findByRole('textbox', { name: /Anzeigename/ });
    await userEvent.clear(name);
    const year = screen.getByRole('textbox', { name: 'Gründungsjahr' });
    await userEvent.clear(year);
    await userEvent.type(year, '1492');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Pflichtfeld')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie ein Jahr zwischen 1800 und 2100 ein.')).toBeInTheDocument();
    expect(fake.calls.some((call) => call.name === 'AdminUpdateCompany')).toBe(false);
  });

  it('given the console in German, when the admin opens Companies, then the list speaks German', async () => {
    renderAdmin(api(), '/companies', 'de');
    const row = (await screen.findByText('Buyer Boards')).closest('tr')!;
    expect(within(row).getByText('Industrieelektronik')).toBeInTheDocument();
    expect(within(row).getByText('2 Mitglieder')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Firmenname' })).toBeInTheDocument();
  });
});
