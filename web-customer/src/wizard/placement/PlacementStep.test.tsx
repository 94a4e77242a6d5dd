import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftComponent, OrderDraft } from '@pcbm/domain/draft/order-draft';
import { giveElementsASize } from '../../testing/element-size';
import { useMemoryDraft } from '../../testing/render-step';
import { renderWithTestStrings } from '../components/test-strings';
import type { StepProps } from '../step-props';
import { PlacementStep } from './PlacementStep';

const part = (designator: string): DraftComponent => ({
  id: designator, designators: [designator], quantity: 1, componentInfo: [{ mpn: 'X', manufacturer: '' }], description: '', package: '', electricValue: '',
  tolerance: '', maxVoltage: '', genericDeviceType: '', generic: false, doNotPlace: false, provided: false, detectedComponentType: 'RESISTOR',
});

function Harness({ csv, board = { boardBounds: { minX: 0, minY: 0, maxX: 50, maxY: 40 } }, report }: { readonly csv: string | null; readonly board?: Partial<OrderDraft>; readonly report?: StepProps['report'] }) {
  const controls = useMemoryDraft({ bom: { markers: null, components: [part('R1'), part('R2'), part('R3')], edited: false }, ...board });
  if (csv !== null && controls.draft!.files.length === 0) void controls.addFiles([{ name: 'board-cpl.csv', bytes: new TextEncoder().encode(csv), use: 'cplFile' }]);
  return <PlacementStep draft={controls.draft!} update={controls.update} readFile={controls.readFile} signedIn={false} report={report} />;
}

const CPL = 'Designator,Mid X,Mid Y,Rotation,Layer\nR1,10.5,12.25,90,top\nR2,20,15,0,bottom\nC9,80,15,0,top\n';

describe('the placement step', () => {
  let restore: () => void;
  beforeAll(() => (restore = giveElementsASize()));
  afterAll(() => restore());

  it('given a placement list with rows or with a header only, when read, then the Next button learns how many rows it holds', async () => {
    const report = jest.fn();
    const { unmount } = renderWithTestStrings(<Harness csv={CPL} report={report} />);
    await screen.findByRole('table', { name: 'Placements' });
    expect(report).toHaveBeenLastCalledWith({ placementRowCount: 3 });
    unmount();
    renderWithTestStrings(<Harness csv={'Designator,Mid X,Mid Y,Rotation,Layer\n'} report={report} />);
    await waitFor(() => expect(report).toHaveBeenLastCalledWith({ placementRowCount: 0 }));
  });

  it('given a placement list, when a row is chosen by click or Enter, then the board shows that part with its position, rotation and side', async () => {
    renderWithTestStrings(<Harness csv={CPL} />);
    const list = await screen.findByRole('table', { name: 'Placements' });
    fireEvent.click(within(list).getByRole('row', { name: /^R1 / }));
    expect(screen.getByRole('img', { name: 'R1 at X 10.5 mm, Y 12.25 mm, turned 90°, Top' })).toBeInTheDocument();
    expect(screen.getByTestId('selected-part')).toHaveAttribute('data-designator', 'R1');
    fireEvent.keyDown(within(list).getByRole('row', { name: /^R2 / }), { key: 'Enter' });
    expect(screen.getByRole('img', { name: 'R2 at X 20 mm, Y 15 mm, turned 0°, Bottom' })).toBeInTheDocument();
    expect(within(list).getByRole('row', { name: /^R2 / })).toHaveAttribute('aria-selected', 'true');
  });

  it('given the board, when a part is clicked there, then its row is chosen; arrow keys step to the next part', async () => {
    renderWithTestStrings(<Harness csv={CPL} />);
    const list = await screen.findByRole('table', { name: 'Placements' });
    const board = screen.getByRole('group', { name: 'Board view' });
    fireEvent.click(board.querySelector('[data-designator="R2"]')!);
    expect(within(list).getByRole('row', { name: /^R2 / })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getByRole('row', { name: /^R1 / })).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(board, { key: 'ArrowRight' });
    expect(within(list).getByRole('row', { name: /^C9 / })).toHaveAttribute('aria-selected', 'true');
  });

  it('given top and bottom parts, when drawn, then the sides differ by outline, and high contrast can be switched on', async () => {
    renderWithTestStrings(<Harness csv={CPL} />);
    await screen.findByRole('table', { name: 'Placements' });
    const board = screen.getByRole('group', { name: 'Board view' });
    expect(board.querySelector('[data-side="top"] rect')).not.toHaveAttribute('stroke-dasharray');
    expect(board.querySelector('[data-side="bottom"] rect')).toHaveAttribute('stroke-dasharray');
    expect(board.querySelectorAll('[data-tick="x"]').length).toBeGreaterThan(2);
    expect(board.querySelector('[data-designator="R1"] circle')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'High contrast' }));
    expect(board.querySelector('svg > rect')).toHaveAttribute('fill', '#ffffff');
  });

  it('given parts missing from the parts list, off the board or not placed, when imported, then each is named in words', async () => {
    renderWithTestStrings(<Harness csv={CPL} />);
    expect(await screen.findByText('C9 is placed but not in the parts list.', { exact: false })).toHaveTextContent('(row 4, column 1, Designator)');
    expect(screen.getByText(/C9 lies outside the board outline\./)).toHaveTextContent('row 4');
    expect(screen.getByText(/R3 is in the parts list but not placed\./)).toBeInTheDocument();
  });

  it('given positions near zero, when imported with the board size only, then a wrong unit is suggested', async () => {
    const csv = 'Designator,X,Y,Rotation\nR1,0.1,0.2,0\nR2,0.3,0.1,0\nR3,0.2,0.4,0\n';
    renderWithTestStrings(<Harness csv={csv} board={{ board: { width: 50, height: 40 } }} />);
    expect(await screen.findByText(/Most positions are near zero; the unit may be wrong\./)).toBeInTheDocument();
    expect(screen.getByText('No column holds the side; every part is placed on top.')).toBeInTheDocument();
  });

  it('given positions in mil, when the unit is chosen (in German), then they are converted to mm', async () => {
    renderWithTestStrings(<Harness csv={CPL} />, 'de');
    await screen.findByRole('table', { name: 'Bestückpositionen' });
    expect(screen.getByText(/C9 wird bestückt, steht aber nicht in der Stückliste\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Importoptionen der Tabelle' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Einheit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mil' }));
    expect(await within(screen.getByRole('table', { name: 'Bestückpositionen' })).findByRole('row', { name: /^R1 0,267 0,311 / })).toBeInTheDocument();
  });

  it('given a placement list without a rotation column, when the column is chosen, then the list is read', async () => {
    renderWithTestStrings(<Harness csv={'Designator,Mid X,Mid Y,Turn\nR1,10,10,90\nR2,20,20,0\n'} />);
    expect(await screen.findByText('No column holds the rotation.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind of column 4 (Turn)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rotation' }));
    expect(await screen.findByText('board-cpl.csv: 2 placements.')).toBeInTheDocument();
  });

  it('given no placement file, when shown, then it says the list is optional', async () => {
    renderWithTestStrings(<Harness csv={null} />);
    expect(await screen.findByText(/No placement list \(CPL\) was added\. It is optional/)).toBeInTheDocument();
  });
});
