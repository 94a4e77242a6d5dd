import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CompanySettings } from './CompanySettings';
import { FakeSettingsApi, renderSettings, siteOf } from './testing/render-settings';

const ADDRESS = { id: 'a1', recipient: 'Buyer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', addressLine2: null, zipcode: '10115', city: 'Berlin', companyTaxNumber: null };
const ME = { id: 'u1', firstName: 'Chris', lastName: 'Buyer', email: 'chris@example.com', jobTitle: null };
const COMPANY = {
  id: 'c1',
  name: 'Buyer',
  legalName: 'Buyer GmbH',
  industry: 'Automotive',
  companySize: null,
  foundingYear: null,
  headquarterLocation: null,
  aboutTextByLocale: [],
  termsUrl: null,
  imprintUrl: null,
  privacyUrl: null,
  contactMail: null,
  contactPhone: null,
  logoPath: null,
  headingPath: null,
  billingAddress: ADDRESS,
  shippingAddress: ADDRESS,
  employees: [ME],
};
const inCompany = siteOf({ company: { id: 'c1', name: 'Buyer' } });

function api() {
  return new FakeSettingsApi({
    SettingsCompany: () => ({ fetchCompanyForSettings: COMPANY }),
    SettingsUpdateCompany: () => ({ updateCompany: 'c1' }),
    SettingsAddEmployee: () => ({ addCompanyEmployee: { id: 'c1', employees: [ME, { id: 'u2', firstName: 'Alex', lastName: 'Smith', email: 'alex@example.com', jobTitle: null }] } }),
    SettingsRemoveEmployee: () => ({ removeCompanyEmployee: { id: 'c1', employees: [ME] } }),
    SettingsDeleteCompany: () => ({ deleteCompany: true }),
  });
}

describe('the company settings', () => {
  it('given a person in no company, when the section opens, then it offers to create one', () => {
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), path: '/settings/company' });
    expect(screen.getByRole('link', { name: 'Create a company' })).toHaveAttribute('href', '/settings/create-company');
  });

  it('given the industry dropdown, when it opens, then the industries are sorted by their German name with the other industry last', async () => {
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: inCompany, locale: 'de' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Branche/ }));
    const names = within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(names[0]).toBe('Automobil');
    expect(names[names.length - 1]).toBe('Andere Branche');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'de')));
  });

  it('given an empty or invalid email, when a member is added, then the field says so and nothing is sent', async () => {
    const fake = api();
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: fake, site: inCompany });
    fireEvent.click(await screen.findByRole('button', { name: 'Add member' }));
    expect(screen.getByText('Please input a email')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email or username'), { target: { value: 'alex@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(screen.getByText('Please input a valid email')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsAddEmployee')).toEqual([]);
  });

  it('given a username, when a member is added, then it is sent and the new member is listed', async () => {
    const fake = api();
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: fake, site: inCompany });
    fireEvent.change(await screen.findByLabelText('Email or username'), { target: { value: ' alex ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Alex Smith')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsAddEmployee')).toEqual([{ companyId: 'c1', emailOrUsername: 'alex' }]);
  });

  it('given the last member, when they are removed after confirming, then the refusal is told in words', async () => {
    const fake = api();
    fake.failWith.SettingsRemoveEmployee = 'LAST_MEMBER_DELETION_ERROR';
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: fake, site: inCompany });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Chris Buyer from the company' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove member?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You cannot remove the last member of a company.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsRemoveEmployee')).toEqual([{ companyId: 'c1', userId: 'u1' }]);
  });

  it('given a member, then their remove button is named after them, in English and in German, and tells so on hover', async () => {
    const { unmount } = renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: inCompany });
    const button = await screen.findByRole('button', { name: 'Remove Chris Buyer from the company' });
    fireEvent.mouseOver(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Remove Chris Buyer from the company');
    unmount();
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: inCompany, locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Chris Buyer aus dem Unternehmen entfernen' })).toBeInTheDocument();
  });

  it('given a company without a logo, then its images are named with a capital, the logo shows a company and not a person, and the addresses ask for the postcode', async () => {
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: inCompany });
    expect(await screen.findByText('Logo')).toBeInTheDocument();
    expect(screen.getByText('Heading image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose heading image' })).toBeInTheDocument();
    expect(screen.getByTestId('BusinessIcon')).toBeInTheDocument();
    expect(screen.queryByTestId('PersonIcon')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Billing address' })).getByLabelText(/^Postcode/)).toHaveValue('10115');
    expect(screen.queryByText(/ZIP/)).not.toBeInTheDocument();
  });

  it('given German, then the images are "Logo" and "Titelbild" and the postcode is "PLZ"', async () => {
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: inCompany, locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Logo wählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Titelbild wählen' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Rechnungsadresse' })).getByLabelText(/^PLZ/)).toHaveValue('10115');
  });

  it('given a country chosen, then the field shows its flag as an image beside the name, and the options theirs', async () => {
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: inCompany, locale: 'de' });
    const billing = await screen.findByRole('group', { name: 'Rechnungsadresse' });
    const country = within(billing).getByRole('combobox', { name: /^Land/ });
    expect(country).toHaveValue('Deutschland');
    await waitFor(() => expect(billing.querySelector('img[data-flag="DE"]')).not.toBeNull());
    expect(billing.querySelector('img[data-flag="DE"]')).toHaveAttribute('alt', '');
    expect(billing.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    fireEvent.mouseDown(country);
    const option = await screen.findByRole('option', { name: 'Österreich' });
    expect(option.querySelector('img[data-flag="AT"]')).not.toBeNull();
  });

  it('given changed company details, when saved, then updateCompany gets them, with both about texts and the same address for shipping', async () => {
    const fake = api();
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: fake, site: inCompany });
    fireEvent.change(await screen.findByLabelText(/^Founding year/), { target: { value: '1999' } });
    fireEvent.change(screen.getByLabelText(/^Imprint/), { target: { value: 'https://buyer.example.com/imprint' } });
    fireEvent.change(screen.getByLabelText(/^About the company \(English\)/), { target: { value: 'We buy boards.' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(fake.variablesOf('SettingsUpdateCompany')).toHaveLength(1));
    const { company } = fake.variablesOf('SettingsUpdateCompany')[0] as { company: Record<string, unknown> };
    expect(company).toMatchObject({
      name: 'Buyer',
      legalName: 'Buyer GmbH',
      industry: 'Automotive',
      foundingYear: 1999,
      imprintUrl: 'https://buyer.example.com/imprint',
      aboutTextByLocale: [{ locale: 'en', text: 'We buy boards.' }, { locale: 'de', text: '' }],
      billingAddress: { id: 'a1', recipient: 'Buyer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' },
      shippingAddress: { id: 'a1', recipient: 'Buyer GmbH', country: 'DE', addressLine1: 'Hauptstr. 1', zipcode: '10115', city: 'Berlin' },
    });
    expect(company).not.toHaveProperty('contactMail');
  });

  it('given an invalid contact email and URL, when saved, then the fields say so and nothing is sent', async () => {
    const fake = api();
    renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: fake, site: inCompany });
    fireEvent.change(await screen.findByLabelText(/^Contact email/), { target: { value: 'info@' } });
    fireEvent.change(screen.getByLabelText(/^Privacy policy/), { target: { value: 'buyer.example.com/privacy' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid URL. (e.g. https://example.com)')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsUpdateCompany')).toEqual([]);
  });

  describe('deleting the company', () => {
    const openDeletion = async (name = 'Delete company') => {
      fireEvent.click(await screen.findByRole('button', { name }));
      return screen.getByRole('dialog');
    };

    it('given the dialog, when it opens, then it is named by its title, the name field has the focus and the delete button waits for the company name, in any case and with spaces around', async () => {
      const fake = api();
      renderSettings(<CompanySettings createCompanyPath="../create-company" onCompanyDeleted={() => undefined} />, { api: fake, site: inCompany });
      const dialog = await openDeletion();
      expect(screen.getByRole('dialog', { name: 'Delete Buyer?' })).toBe(dialog);
      const field = within(dialog).getByRole('textbox', { name: "Type the company's name to confirm" });
      await waitFor(() => expect(field).toHaveFocus());
      const confirm = within(dialog).getByRole('button', { name: 'Delete company' });
      expect(confirm).toBeDisabled();
      fireEvent.change(field, { target: { value: 'Buy' } });
      expect(confirm).toBeDisabled();
      fireEvent.submit(field.closest('form')!);
      fireEvent.change(field, { target: { value: '  bUYER ' } });
      expect(confirm).toBeEnabled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(fake.variablesOf('SettingsDeleteCompany')).toEqual([]);
    });

    it('given the name typed, when the member deletes, then the company and the confirmation are sent, the person reads that it is gone and the page starts anew', async () => {
      const fake = api();
      const deleted = jest.fn();
      renderSettings(<CompanySettings createCompanyPath="../create-company" onCompanyDeleted={deleted} />, { api: fake, site: inCompany });
      const dialog = await openDeletion();
      fireEvent.change(within(dialog).getByLabelText(/Type the company's name/), { target: { value: 'Buyer' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
      expect(await screen.findByText('Buyer has been deleted. You now order as an individual and can create or join a company at any time.')).toBeInTheDocument();
      expect(fake.variablesOf('SettingsDeleteCompany')).toEqual([{ companyId: 'c1', confirmed: true }]);
      expect(deleted).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    });

    it.each([
      ['requests still running', { code: 'RESOURCE_DELETION_FAILED', details: { reason: 'RUNNING_REQUESTS', runningRequests: 2 } }, 'Requests placed as Buyer are still running. Finish or withdraw them first, then delete the company.'],
      ["a producer's company", { code: 'RESOURCE_DELETION_FAILED', details: { reason: 'PRODUCER' } }, "A producer's company is removed by the marketplace, not by its members. Please contact us."],
      ['not a member', 'USER_NOT_AUTHORIZED', 'Only members of the company can delete it.'],
    ])('given the server refuses as %s, when the member deletes, then the dialog tells why in words and stays open', async (_case, refusal, words) => {
      const fake = api();
      fake.failWith.SettingsDeleteCompany = refusal;
      const deleted = jest.fn();
      renderSettings(<CompanySettings createCompanyPath="../create-company" onCompanyDeleted={deleted} />, { api: fake, site: inCompany });
      const dialog = await openDeletion();
      fireEvent.change(within(dialog).getByLabelText(/Type the company's name/), { target: { value: 'buyer' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
      expect(screen.getByRole('dialog', { name: 'Delete Buyer?' })).toBeInTheDocument();
      expect(deleted).not.toHaveBeenCalled();
    });

    it('given German, when the dialog opens and the server finds requests running, then it asks and answers in German', async () => {
      const fake = api();
      fake.failWith.SettingsDeleteCompany = { code: 'RESOURCE_DELETION_FAILED', details: { reason: 'RUNNING_REQUESTS' } };
      renderSettings(<CompanySettings createCompanyPath="../create-company" onCompanyDeleted={() => undefined} />, { api: fake, site: inCompany, locale: 'de' });
      const dialog = await openDeletion('Unternehmen löschen');
      expect(screen.getByRole('dialog', { name: 'Buyer löschen?' })).toBe(dialog);
      const field = within(dialog).getByRole('textbox', { name: 'Gib zur Bestätigung den Namen des Unternehmens ein' });
      const confirm = within(dialog).getByRole('button', { name: 'Unternehmen löschen' });
      expect(confirm).toBeDisabled();
      fireEvent.change(field, { target: { value: 'Buyer' } });
      fireEvent.click(confirm);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Als Buyer gestellte Anfragen laufen noch. Schließe sie ab oder ziehe sie zurück und lösche das Unternehmen danach.');
    });

    it("given a producer's company, when the section opens, then it says the marketplace removes it and offers no deletion", async () => {
      renderSettings(<CompanySettings createCompanyPath="../create-company" />, { api: api(), site: siteOf({ company: { id: 'c1', name: 'Buyer' }, producer: true }) });
      expect(await screen.findByText("A producer's company is removed by the marketplace, not by its members. Please contact us if you want to close it.")).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete company' })).not.toBeInTheDocument();
    });
  });
});
