import { BOM_COLUMN_TAGS } from '@pcbm/domain/accounts/export-settings';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ExportSettings } from './ExportSettings';
import { FakeSettingsApi, renderSettings, siteOf } from './testing/render-settings';

const OWN = { format: 'CsvComma', unit: 'Millimeter', bomColumnOrder: ['DESIGNATOR', 'QUANTITY', 'MPN'], source: 'USER' };
const COMPANY = { format: 'Excel', unit: 'Mil', bomColumnOrder: [...BOM_COLUMN_TAGS], source: 'COMPANY' };

function api() {
  return new FakeSettingsApi({
    SettingsExport: () => ({ exportSettings: OWN }),
    SettingsCompanyExport: () => ({ companyExportSettings: COMPANY }),
    SettingsSetUserExport: ({ settings }) => ({ setUserExportSettings: { ...(settings as object), source: 'USER' } }),
    SettingsResetUserExport: () => ({ resetUserExportSettings: { ...COMPANY } }),
    SettingsSetCompanyExport: ({ settings }) => ({ setCompanyExportSettings: { ...(settings as object), source: 'COMPANY' } }),
  });
}

const ownForm = () => screen.getByRole('form', { name: 'Your export settings' });
const rowNames = (form: HTMLElement) => within(within(form).getByRole('list', { name: 'Columns' })).getAllByRole('listitem').map((row) => row.getAttribute('data-column'));

describe('the export settings', () => {
  it('given the own settings, when a column is moved down and another ticked, then the order sent follows', async () => {
    const fake = api();
    renderSettings(<ExportSettings />, { api: fake });
    await screen.findByRole('form', { name: 'Your export settings' });
    expect(rowNames(ownForm()).slice(0, 4)).toEqual(['DESIGNATOR', 'QUANTITY', 'MPN', 'ITEM_INDEX']);
    fireEvent.click(within(ownForm()).getByRole('button', { name: 'Move Designator down' }));
    fireEvent.click(within(ownForm()).getByRole('checkbox', { name: 'Export Item' }));
    fireEvent.click(within(ownForm()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.variablesOf('SettingsSetUserExport')).toHaveLength(1));
    expect(fake.variablesOf('SettingsSetUserExport')[0]).toEqual({ settings: { format: 'CsvComma', unit: 'Millimeter', bomColumnOrder: ['QUANTITY', 'DESIGNATOR', 'MPN', 'ITEM_INDEX'] } });
  });

  it('given the keyboard, when a column is picked up by its handle, moved down and dropped, then it changes place', async () => {
    // jsdom lays nothing out: each row gets the place of its position in the list.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li[data-column]');
      const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
      return { x: 0, y: index * 40, top: index * 40, left: 0, width: 300, height: 40, right: 300, bottom: index * 40 + 40, toJSON: () => ({}) } as DOMRect;
    });
    try {
      renderSettings(<ExportSettings />, { api: api() });
      await screen.findByRole('form', { name: 'Your export settings' });
      const handle = within(ownForm()).getByRole('button', { name: 'Move Designator' });
      act(() => handle.focus());
      // The sensor listens for the next keys from the following tick on.
      const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await tick();
      fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
      await tick();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await tick();
      await waitFor(() => expect(rowNames(ownForm()).slice(0, 3)).toEqual(['QUANTITY', 'DESIGNATOR', 'MPN']));
    } finally {
      rect.mockRestore();
    }
  });

  it('given no column ticked, when saved, then the list says so and nothing is sent', async () => {
    const fake = new FakeSettingsApi({ SettingsExport: () => ({ exportSettings: { ...OWN, bomColumnOrder: ['MPN'] } }) });
    renderSettings(<ExportSettings />, { api: fake });
    await screen.findByRole('form', { name: 'Your export settings' });
    fireEvent.click(within(ownForm()).getByRole('checkbox', { name: 'Export MPN' }));
    fireEvent.click(within(ownForm()).getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Choose at least one column.')).toBeInTheDocument();
    expect(fake.variablesOf('SettingsSetUserExport')).toEqual([]);
  });

  it('given a member of a company, when the own settings are reset, then the company defaults are shown in force', async () => {
    const fake = api();
    renderSettings(<ExportSettings />, { api: fake, site: siteOf({ company: { id: 'c1', name: 'Buyer' } }) });
    await screen.findByRole('form', { name: "Your company's defaults" });
    fireEvent.click(within(ownForm()).getByRole('button', { name: "Use the company's defaults" }));
    expect(await within(ownForm()).findByText("Your company's defaults are in force.")).toBeInTheDocument();
    expect(fake.variablesOf('SettingsResetUserExport')).toHaveLength(1);
  });

  it('given a member of a company, when the company defaults are saved, then they go to the company', async () => {
    const fake = api();
    renderSettings(<ExportSettings />, { api: fake, site: siteOf({ company: { id: 'c1', name: 'Buyer' } }) });
    const form = await screen.findByRole('form', { name: "Your company's defaults" });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.variablesOf('SettingsSetCompanyExport')).toEqual([{ companyId: 'c1', settings: { format: 'Excel', unit: 'Mil', bomColumnOrder: [...BOM_COLUMN_TAGS] } }]));
  });
});
