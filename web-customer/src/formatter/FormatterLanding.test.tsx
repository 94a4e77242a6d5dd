import { FakeSettingsApi } from '@pcbm/web-kit/settings/testing/render-settings';
import { fireEvent, screen, within } from '@testing-library/react';
import { callsOf, renderFormatter, sheetOf } from './render-formatter';

const file = (name: string, bytes: number | string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);
const pick = (picked: File) => fireEvent.change(screen.getByTestId('sheet-file-input'), { target: { files: [picked] } });

function formatterApi() {
  return new FakeSettingsApi({
    FormatBomSheet: () => ({ formatBomSheet: sheetOf({ count: 14, shown: 3, preview: true }) }),
    BomSheet: () => ({ bomSheet: sheetOf({ count: 14, shown: 3, preview: true }) }),
  });
}

describe('the BOM formatter landing', () => {
  it('given a PDF, when picked, then it is refused in words without calling the server', async () => {
    const api = formatterApi();
    renderFormatter({ api });
    pick(file('datasheet.pdf', '%PDF-1.4'));
    expect(await screen.findByRole('alert')).toHaveTextContent('datasheet.pdf cannot be formatted: only .xlsx, .xls and .csv files are read.');
    expect(callsOf(api, 'FormatBomSheet')).toEqual([]);
  });

  it('given a parts list of 11 MB, when picked, then it is refused as too large without calling the server', async () => {
    const api = formatterApi();
    renderFormatter({ api });
    pick(file('huge.xlsx', 11 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.xlsx is larger than 10 MB.');
    expect(api.sent).toEqual([]);
  });

  it('given a CSV parts list, when picked, then it is formatted and its sheet opens', async () => {
    const api = formatterApi();
    renderFormatter({ api });
    pick(file('sensor-board.csv', 'Designator,Quantity\nR1,1\n'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Formatted parts list' })).toBeInTheDocument();
    expect(callsOf(api, 'FormatBomSheet')).toEqual([{ file: expect.objectContaining({ name: 'sensor-board.csv' }) }]);
    expect(callsOf(api, 'BomSheet')).toContainEqual({ sheetId: 's1' });
  });

  it('given a file the formatter cannot read, when picked, then the error is said with the request to retry', async () => {
    const api = formatterApi();
    api.failWith.FormatBomSheet = 'BOM_SHEET_UNREADABLE';
    renderFormatter({ api });
    pick(file('notes.csv', 'nothing here'));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error processing your file. Please try again or use the feedback button.');
  });

  it('given a parts list of more than 300 components, when picked, then the row limit is said', async () => {
    const api = formatterApi();
    api.failWith.FormatBomSheet = 'BOM_SHEET_TOO_MANY_COMPONENTS';
    renderFormatter({ api });
    pick(file('big.csv', 'Designator\nR1\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('the free plan formats at most 300 per file');
  });

  describe('the sample BOM', () => {
    const originalFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = originalFetch;
    });

    it('given the sample, when tried, then it is downloaded, formatted and opened', async () => {
      globalThis.fetch = jest.fn(async () => new Response('Designator,Quantity\nR1,1\n', { status: 200 })) as unknown as typeof fetch;
      const api = formatterApi();
      renderFormatter({ api });
      fireEvent.click(screen.getByRole('button', { name: 'Try the sample BOM' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Formatted parts list' })).toBeInTheDocument();
      expect(globalThis.fetch).toHaveBeenCalledWith('/samples/sample-bom.csv');
      expect(callsOf(api, 'FormatBomSheet')).toEqual([{ file: expect.objectContaining({ name: 'sample-bom.csv' }) }]);
    });

    it('given the sample cannot be downloaded, when tried, then the failure is said and nothing is sent', async () => {
      globalThis.fetch = jest.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = formatterApi();
      renderFormatter({ api });
      fireEvent.click(screen.getByRole('button', { name: 'Try the sample BOM' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The sample BOM could not be downloaded. Please try again in a moment.');
      expect(api.sent).toEqual([]);
    });
  });

  it('given the page, then its sections have headings in order and the upload is a labelled button', () => {
    renderFormatter({ api: formatterApi() });
    expect(screen.getByRole('heading', { level: 1, name: 'Turn any parts list into a clean BOM' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Format your parts list',
      'What the formatter does for you',
      'What it saves you',
      'Partners and tools',
      'Try it with a sample',
      'How your files are handled',
      'Confidential designs: sign an NDA first',
    ]);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'How your files are handled' })).getByText(/Macros in Excel files are never run/)).toBeInTheDocument();
  });

  it('given German, when the page opens, then it speaks German', () => {
    renderFormatter({ api: formatterApi(), locale: 'de' });
    expect(screen.getByRole('heading', { level: 1, name: 'Aus jeder Stückliste eine saubere BOM' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Datei auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beispiel-BOM ausprobieren' })).toBeInTheDocument();
  });
});
