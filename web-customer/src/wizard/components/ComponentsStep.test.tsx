import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Client, Provider } from 'urql';
import { map, never, pipe } from 'wonka';
import { renderWithStrings, useMemoryDraft } from '../../testing/render-step';
import { giveElementsASize } from '../../testing/element-size';
import { ComponentsStep } from './ComponentsStep';

const noNetwork = new Client({ url: '/graphql', exchanges: [() => () => never] });

function Harness({ csv, client = noNetwork }: { readonly csv: string; readonly client?: Client }) {
  const controls = useMemoryDraft();
  const bytes = new TextEncoder().encode(csv);
  if (controls.draft!.files.length === 0) void controls.addFiles([{ name: 'board-bom.csv', bytes, use: 'bomFile' }]);
  return (
    <Provider value={client}>
      <ComponentsStep draft={controls.draft!} update={controls.update} readFile={controls.readFile} signedIn={false} />
    </Provider>
  );
}

const bomOf = (rows: number) => ['Designator,Quantity,Manufacturer,MPN,Value', ...Array.from({ length: rows }, (_, i) => `R${i + 1},1,Yageo,RC0603FR-07${i + 1}KL,${i + 1}k`)].join('\n');

describe('the components step', () => {
  let restore: () => void;
  beforeAll(() => (restore = giveElementsASize()));
  afterAll(() => restore());

  it('given a parts list of 5,000 rows, when shown, then only a window of rows is in the page', async () => {
    renderWithStrings(<Harness csv={bomOf(5000)} />);
    const table = await screen.findByRole('table', { name: 'Parts list' });
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(within(table).getByRole('cell', { name: 'RC0603FR-071KL' })).toBeInTheDocument();
  });

  it('given a parts list without an MPN column, when shown, then the problem is named and choosing the column fixes it', async () => {
    renderWithStrings(<Harness csv={'Designator,Comment,Order code\nR1,10k,C25804\nR2,1k,C21190\n'} />);
    expect(await screen.findByText(/No column holds the manufacturer part numbers/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add component' }));
    expect(screen.getByText('Component Table can not be edited.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind of column 3' }));
    fireEvent.click(await screen.findByRole('option', { name: 'MPN' }));
    const table = await screen.findByRole('table', { name: 'Parts list' });
    expect(within(table).getByRole('cell', { name: 'C25804' })).toBeInTheDocument();
  });

  it('given the row markers, when the header is moved after the last row, then it is refused with the reason', async () => {
    renderWithStrings(<Harness csv={bomOf(3)} />);
    await screen.findByRole('table', { name: 'Parts list' });
    fireEvent.click(screen.getByRole('button', { name: 'Table import options' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Header row (HEADER)' }), { target: { value: '4' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The header row must come before the first and the last row.');
  });

  it('given a row, when edited with an alternative manufacturer but no alternative MPN, then the dialog says so', async () => {
    renderWithStrings(<Harness csv={bomOf(2)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit R1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit component' });
    fireEvent.change(within(dialog).getByLabelText('Alternative manufacturer 1'), { target: { value: 'Vishay' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('An alternative manufacturer needs its MPN.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Alternative MPN 1'), { target: { value: 'CRCW06031K00FKEA' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'CRCW06031K00FKEA' })).toBeInTheDocument();
    expect(screen.getByText(/You edited the parts list by hand/)).toBeInTheDocument();
  });

  it('given the parts database, when parts are looked up, then found and not-found parts are marked', async () => {
    const client = new Client({
      url: '/graphql',
      exchanges: [
        () => (operations$) =>
          pipe(
            operations$,
            map((operation) => ({
              operation,
              data: { fetchBomDetection: { __typename: 'BomDetection', foundParts: [{ __typename: 'Part', mpn: 'RC0603FR-071KL', manufacturer: 'Yageo', mount: 'SMT' }], notFoundMpns: ['RC0603FR-072KL'] } },
              stale: false,
              hasNext: false,
            })),
          ),
      ],
    });
    renderWithStrings(<Harness csv={bomOf(2)} client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Look up parts' }));
    expect(await screen.findByText('1 found, 1 not found.')).toBeInTheDocument();
    expect(screen.getByLabelText('Found in the parts database')).toBeInTheDocument();
    expect(screen.getByLabelText('Not found in the parts database')).toBeInTheDocument();
  });
});
