import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, formatterSite, renderFormatter, sheetOf } from './render-formatter';

/** The sheet calls: a visitor gets the preview, its owner every line; `claimable` sheets have no owner yet. */
function sheetApi({ owned = false, signedIn = false }: { owned?: boolean; signedIn?: boolean } = {}) {
  let sheet = signedIn && owned ? sheetOf({ owned: true }) : sheetOf({ shown: signedIn ? 14 : 3, preview: !signedIn });
  return new FakeSettingsApi({
    BomSheet: () => ({ bomSheet: sheet }),
    ClaimBomSheet: () => {
      sheet = sheetOf({ owned: true });
      return { claimBomSheet: sheet };
    },
    UpdateBomSheetRows: (variables) => {
      const rows = (variables.rows as Record<string, unknown>[]).map((row, at) => ({ __typename: 'BomSheetRow', index: at + 1, ...row }));
      sheet = { ...sheetOf({ owned: true }), rows: rows as never };
      return { updateBomSheetRows: sheet };
    },
    SettingsExport: () => ({ exportSettings: { __typename: 'ExportSettings', format: 'CsvSemicolon', unit: 'Millimeter', bomColumnOrder: [], source: 'USER' } }),
    ExportBomSheet: (variables) => ({ exportBomSheet: { __typename: 'ExportFile', filename: variables.format === 'Excel' ? 'sensor-board_formatted.xlsx' : 'sensor-board_formatted.csv', mediaType: 'text/csv', data: btoa('#,Quantity') } }),
    OriginalBomSheet: () => ({ originalBomSheet: { __typename: 'ExportFile', filename: 'sensor-board.csv', mediaType: 'text/csv', data: btoa('Designator') } }),
  });
}

const dataRows = () => within(screen.getByRole('table', { name: 'Parts list formatted from sensor-board.csv' })).getAllByRole('row').slice(1);

describe('the BOM formatter result sheet', () => {
  it('given a visitor, when the sheet opens, then 3 lines show with the sign-up prompt that comes back to the sheet', async () => {
    const site = formatterSite();
    const api = sheetApi();
    renderFormatter({ api, site, url: '/sheet/s1' });
    expect(await screen.findByText('Showing 3 of 14 rows. Create a free account to see the whole list, edit and download it.')).toBeInTheDocument();
    expect(dataRows()).toHaveLength(3);
    const navigation = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(navigation).getByRole('link', { name: 'Home' })).toHaveAttribute('href', 'http://localhost:4000');
    expect(within(navigation).getByRole('link', { name: 'BOM formatter' })).toHaveAttribute('href', '/');
    expect(within(navigation).getByText('Result')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/From sensor-board.csv/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(site.signIn.mock.calls).toEqual([['/sheet/s1', { register: true }], ['/sheet/s1']]);
    expect(callsOf(api, 'ClaimBomSheet')).toEqual([]);
  });

  it('given a signed-in person and a sheet made before signing in, when it opens, then it is claimed once and every line shows', async () => {
    const api = sheetApi({ signedIn: true });
    renderFormatter({ api, site: formatterSite({ signedIn: true }), url: '/sheet/s1' });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(14);
    expect(callsOf(api, 'ClaimBomSheet')).toEqual([{ sheetId: 's1' }]);
    expect(screen.queryByText(/Create a free account/)).not.toBeInTheDocument();
  });

  it('given lines whose quantity is not the count of their designators, when the sheet opens and one is edited, then the warning names them as typed', async () => {
    const api = sheetApi({ signedIn: true, owned: true });
    renderFormatter({ api, site: formatterSite({ signedIn: true }), url: '/sheet/s1' });
    await screen.findByRole('button', { name: 'Edit' });
    const warning = screen.getByText('Check these lines: their quantity is not the number of their designators.').closest('[role="status"]') as HTMLElement;
    expect(within(warning).getByText('Line 2: quantity 2, but 1 designator.')).toBeInTheDocument();
    expect(within(warning).queryByText(/^Line 1:/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Designator of line 2' }), { target: { value: 'R2, R22' } });
    expect(within(warning).queryByText(/^Line 2:/)).not.toBeInTheDocument();
  });

  it('given an admin opening a sheet someone else owns, when it opens, then every line shows read-only and no claim is tried', async () => {
    const api = new FakeSettingsApi({ BomSheet: () => ({ bomSheet: sheetOf({ owned: false, claimable: false }) }) });
    renderFormatter({ api, site: formatterSite({ signedIn: true }), url: '/sheet/s1' });
    expect(await screen.findByText(/From sensor-board.csv/)).toBeInTheDocument();
    expect(dataRows()).toHaveLength(14);
    expect(callsOf(api, 'ClaimBomSheet')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('given the owner, when a quantity of 0 is saved, then the cell and an alert say why and nothing is sent; corrected, it is saved', async () => {
    const api = sheetApi({ signedIn: true, owned: true });
    renderFormatter({ api, site: formatterSite({ signedIn: true }), url: '/sheet/s1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of line 2' });
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some cells need a change before the list can be saved:');
    expect(alert).toHaveTextContent('Line 2, Quantity: Enter a whole number from 1 to 100,000.');
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 100,000.');
    expect(callsOf(api, 'UpdateBomSheetRows')).toEqual([]);

    fireEvent.change(quantity, { target: { value: '25' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Designator of line 2' }), { target: { value: 'R2, R20' } });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    const [saved] = callsOf(api, 'UpdateBomSheetRows');
    expect(saved!.sheetId).toBe('s1');
    expect((saved!.rows as unknown[])[1]).toEqual({ quantity: 25, designators: ['R2', 'R20'], manufacturer: 'Yageo', mpn: 'RC0603FR-072KL', package: '0603', description: 'Resistor 2 kΩ', electricValue: '2k' });
    expect(screen.queryByRole('textbox', { name: 'Quantity of line 2' })).not.toBeInTheDocument();
    expect(within(dataRows()[1]!).getByText('R2, R20')).toBeInTheDocument();
  });

  it('given the owner editing, when Cancel is pressed, then the lines are as before and nothing is sent', async () => {
    const api = sheetApi({ signedIn: true, owned: true });
    renderFormatter({ api, site: formatterSite({ signedIn: true }), url: '/sheet/s1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Manufacturer of line 1' }), { target: { value: 'Someone else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(dataRows()[0]!).getByText('Yageo')).toBeInTheDocument();
    expect(screen.queryByText('Someone else')).not.toBeInTheDocument();
    expect(callsOf(api, 'UpdateBomSheetRows')).toEqual([]);
  });

  it('given the owner, when downloading, then the export settings format is preselected and the chosen format is exported and saved', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:sheet');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const api = sheetApi({ signedIn: true, owned: true });
      renderFormatter({ api, site: formatterSite({ signedIn: true }), url: '/sheet/s1' });
      const format = await screen.findByRole('combobox', { name: 'File format' });
      await waitFor(() => expect(format).toHaveTextContent('CSV (semicolons)'));
      fireEvent.mouseDown(format);
      fireEvent.click(await screen.findByRole('option', { name: 'Excel (.xlsx)' }));
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(saved).toEqual(['sensor-board_formatted.xlsx']));
      expect(callsOf(api, 'ExportBomSheet')).toEqual([{ sheetId: 's1', format: 'Excel' }]);

      fireEvent.click(screen.getByRole('button', { name: 'Download original' }));
      await waitFor(() => expect(saved).toEqual(['sensor-board_formatted.xlsx', 'sensor-board.csv']));
      expect(callsOf(api, 'OriginalBomSheet')).toEqual([{ sheetId: 's1' }]);
    } finally {
      click.mockRestore();
    }
  });

  it('given a sheet the server does not know, when it opens, then it says so and links to the formatter', async () => {
    const api = sheetApi();
    api.failWith.BomSheet = 'MISSING_RESOURCE';
    renderFormatter({ api, url: '/sheet/unknown' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This sheet was not found.');
    expect(screen.getByRole('link', { name: 'Format a parts list' })).toHaveAttribute('href', '/');
  });

  it('given German, when the sheet opens, then its columns and prompt are German', async () => {
    renderFormatter({ api: sheetApi(), url: '/sheet/s1', locale: 'de' });
    const table = await screen.findByRole('table', { name: 'Aus sensor-board.csv formatierte Stückliste' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['#', 'Menge', 'Bezeichner', 'Hersteller', 'MPN', 'Gehäuse', 'Beschreibung', 'Elektrischer Wert']);
    expect(screen.getByText(/Angezeigt werden 3 von 14 Zeilen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigationspfad' })).toHaveTextContent('Startseite/BOM-Formatierer/Ergebnis');
  });
});
