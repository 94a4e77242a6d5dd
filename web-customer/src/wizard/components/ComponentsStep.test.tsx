import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Client, Provider, type Operation } from 'urql';
import { fakeClient } from '@pcbm/web-kit/graphql/testing/fake-client';
import { fromValue, never } from 'wonka';
import { giveElementsASize } from '../../testing/element-size';
import { useMemoryDraft } from '../../testing/render-step';
import { ComponentsStep } from './ComponentsStep';
import { renderWithTestStrings } from './test-strings';

const noNetwork = new Client({ url: '/graphql', exchanges: [() => () => never] });

function Harness({ csv, client = noNetwork }: { readonly csv: string; readonly client?: Client }) {
  const controls = useMemoryDraft();
  if (controls.draft!.files.length === 0) void controls.addFiles([{ name: 'board-bom.csv', bytes: new TextEncoder().encode(csv), use: 'bomFile' }]);
  return (
    <Provider value={client}>
      <ComponentsStep draft={controls.draft!} update={controls.update} readFile={controls.readFile} signedIn={false} />
    </Provider>
  );
}

const bomOf = (rows: number) => ['Designator,Quantity,Manufacturer,MPN,Value,Package', ...Array.from({ length: rows }, (_, i) => `R${i + 1},1,Yageo,RC0603FR-07${i + 1}KL,${i + 1}k,0603`)].join('\n');

const operationName = (operation: Operation) => ((operation.query as DocumentNode).definitions[0] as OperationDefinitionNode).name?.value;

/** A client answering the parts lookups; it records which operations were asked. */
function lookupClient(asked: string[]) {
  return fakeClient((operation) => {
    if (operation.kind === 'query') asked.push(operationName(operation) ?? '');
    const data =
      operationName(operation) === 'BomDetection'
        ? { fetchBomDetection: { __typename: 'BomDetection', foundParts: [{ __typename: 'Part', mpn: 'RC0603FR-071KL', manufacturer: 'Yageo', mount: 'SMT' }], notFoundMpns: ['RC0603FR-072KL'] } }
        : { fetchNexarParts: [{ __typename: 'Part', mpn: 'RC0603FR-072KL', manufacturer: 'Yageo', mount: 'SMT' }] };
    return fromValue({ operation, data, stale: false, hasNext: false });
  });
}

describe('the components step', () => {
  let restore: () => void;
  beforeAll(() => (restore = giveElementsASize()));
  afterAll(() => restore());

  it('given a small CSV parts list, when shown, then every row is in a table with column headers', async () => {
    renderWithTestStrings(<Harness csv={bomOf(3)} />);
    const table = await screen.findByRole('table', { name: 'Parts list' });
    expect(screen.getByText('board-bom.csv: 3 parts.')).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Designators', 'Qty', 'MPN', 'Manufacturer', 'Package · value', 'Alternatives', 'Description', 'Flags', 'Actions']);
    const row = within(table).getAllByRole('row')[2];
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['R2', '1', 'RC0603FR-072KL', 'Yageo']);
    expect(within(row).getByRole('cell', { name: '0603 · 2k' })).toBeInTheDocument();
  });

  it('given a row of many designators and a long package, when shown, then the cells keep the whole text for screen readers and as their title', async () => {
    const designators = Array.from({ length: 30 }, (_, i) => `C${i + 1}`).join(', ');
    renderWithTestStrings(<Harness csv={`Designator,Quantity,MPN,Value,Package\n"${designators}",30,GRM155R71C104KA88D,100nF,C_0402_1005Metric\nR1,1,RC0603FR-071KL,1k,0603\n`} />);
    const table = await screen.findByRole('table', { name: 'Parts list' });
    expect(within(table).getByRole('cell', { name: designators })).toBeInTheDocument();
    expect(within(table).getByTitle(designators)).toHaveTextContent(designators);
    expect(within(table).getByRole('cell', { name: 'C_0402_1005Metric · 100nF' })).toBeInTheDocument();
    expect(within(table).getByTitle('C_0402_1005Metric · 100nF')).toBeInTheDocument();
  });

  it('given a parts list of 5,000 rows, when shown, then only a window of rows is in the page', async () => {
    renderWithTestStrings(<Harness csv={bomOf(5000)} />);
    const table = await screen.findByRole('table', { name: 'Parts list' }, { timeout: 5000 });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(within(table).getByRole('cell', { name: 'RC0603FR-071KL' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'RC0603FR-075000KL' })).not.toBeInTheDocument();
  });

  it('given a parts list without an MPN column, when shown, then the problem is named, editing is refused, and choosing the column fixes it', async () => {
    renderWithTestStrings(<Harness csv={'Designator,Comment,Order code\nR1,10k,C25804\nR2,1k,C21190\n'} />);
    expect(await screen.findByText(/No column holds the manufacturer part numbers \(MPN\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    expect(screen.getByText('Component Table can not be edited.').closest('[role="alert"]')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind of column 3 (Order code)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'MPN' }));
    const table = await screen.findByRole('table', { name: 'Parts list' });
    expect(within(table).getByRole('cell', { name: 'C25804' })).toBeInTheDocument();
    expect(screen.queryByText(/No column holds the manufacturer part numbers/)).not.toBeInTheDocument();
  });

  it('given the column kinds, when a manufacturer is chosen without an MPN column, then the choice is not offered', async () => {
    renderWithTestStrings(<Harness csv={'Designator,Comment,Maker\nR1,10k,Yageo\nR2,1k,Yageo\n'} />);
    await screen.findByText(/No column holds the manufacturer part numbers/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind of column 3 (Maker)' }));
    expect(await screen.findByRole('option', { name: /^Manufacturer/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /^Manufacturer/ })).toHaveTextContent('needs MPN');
  });

  it('given the row markers, when the header is moved after the last row, then it is refused with the reason; moving LAST up is accepted', async () => {
    renderWithTestStrings(<Harness csv={bomOf(3)} />);
    await screen.findByRole('table', { name: 'Parts list' });
    fireEvent.click(screen.getByRole('button', { name: 'Table import options' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Header row (HEADER)' }), { target: { value: '4' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The header row must come before the first and the last row.');
    fireEvent.click(screen.getByRole('button', { name: 'Move FIRST up one row' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The header row must come before the first and the last row.');
    fireEvent.click(screen.getByRole('button', { name: 'Move LAST up one row' }));
    expect(await screen.findByText('board-bom.csv: 2 parts.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Last row (LAST)' })).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'LAST marker on row 3; drag it to another row' })).toBeInTheDocument();
  });

  it('given a row, when edited with an alternative manufacturer but no alternative MPN, then the dialog says so, and a valid edit is saved', async () => {
    renderWithTestStrings(<Harness csv={bomOf(2)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit R1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit component' });
    fireEvent.change(within(dialog).getByLabelText('Designators'), { target: { value: 'R1, 7' } });
    fireEvent.change(within(dialog).getByLabelText('Alternative manufacturer 1'), { target: { value: 'Vishay' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An alternative manufacturer needs its MPN.')).toBeInTheDocument();
    expect(within(dialog).getByText(/A designator is letters followed by digits/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Designators'), { target: { value: 'R1' } });
    fireEvent.change(within(dialog).getByLabelText('Alternative MPN 1'), { target: { value: 'CRCW06031K00FKEA' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'DNP' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'CRCW06031K00FKEA' })).toBeInTheDocument();
    expect(screen.getByText(/You edited the parts list by hand/)).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]).getByText('DNP')).toBeInTheDocument();
  });

  it('given a row, when deleted, then the list is marked as edited and the file can be read again', async () => {
    renderWithTestStrings(<Harness csv={bomOf(3)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete R2' }));
    expect(screen.getByText('board-bom.csv: 2 parts.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard my edits and read the file again' }));
    expect(await screen.findByText('board-bom.csv: 3 parts.')).toBeInTheDocument();
  });

  it('given the parts database, when parts are looked up, then found and not-found parts are marked and counted', async () => {
    const asked: string[] = [];
    renderWithTestStrings(<Harness csv={bomOf(2)} client={lookupClient(asked)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Look up parts' }));
    expect(await screen.findByText('1 found, 1 not found.')).toBeInTheDocument();
    expect(asked).toEqual(['BomDetection']);
    expect(within(screen.getAllByRole('row')[1]).getByRole('img', { name: 'Found in the parts database' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).getByRole('img', { name: 'Not found in the parts database' })).toBeInTheDocument();
  });

  it('given an edited list, when parts are looked up, then the MPNs are asked one by one', async () => {
    const asked: string[] = [];
    renderWithTestStrings(<Harness csv={bomOf(2)} client={lookupClient(asked)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete R1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Look up parts' }));
    expect(await screen.findByText('1 found, 0 not found.')).toBeInTheDocument();
    expect(asked).toEqual(['NexarParts']);
  });

  it('given German, when a parts list has problems, then they are named in German with their row', async () => {
    renderWithTestStrings(<Harness csv={'Bezeichner,Anzahl,MPN\nR1,x,ABC\nR2,1,\nR3,1,DEF\n'} />, 'de');
    expect(await screen.findByText(/Die Anzahl „x“ ist keine ganze Zahl\./)).toHaveTextContent('(Zeile 2, Spalte 2, Anzahl)');
    expect(screen.getByText(/Diese Zeile hat keine MPN\./)).toHaveTextContent('Zeile 3, Spalte 3, MPN');
    fireEvent.click(screen.getByRole('button', { name: 'Bauteil hinzufügen' }));
    expect(screen.getByText('Die Bauteiltabelle kann nicht bearbeitet werden.').closest('[role="alert"]')).toBeInTheDocument();
  });
});
