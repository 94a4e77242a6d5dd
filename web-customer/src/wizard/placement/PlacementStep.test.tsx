import { fireEvent, screen, within } from '@testing-library/react';
import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { giveElementsASize } from '../../testing/element-size';
import { renderWithStrings, useMemoryDraft } from '../../testing/render-step';
import { PlacementStep } from './PlacementStep';

const part = (designator: string): DraftComponent => ({
  id: designator, designators: [designator], quantity: 1, componentInfo: [{ mpn: 'X', manufacturer: '' }], description: '', package: '', electricValue: '',
  tolerance: '', maxVoltage: '', genericDeviceType: '', generic: false, doNotPlace: false, provided: false, detectedComponentType: 'RESISTOR',
});

function Harness({ csv }: { readonly csv: string }) {
  const controls = useMemoryDraft({
    bom: { markers: null, components: [part('R1'), part('R2')], edited: false },
    boardBounds: { minX: 0, minY: 0, maxX: 50, maxY: 40 },
  });
  if (controls.draft!.files.length === 0) void controls.addFiles([{ name: 'board-cpl.csv', bytes: new TextEncoder().encode(csv), use: 'cplFile' }]);
  return <PlacementStep draft={controls.draft!} update={controls.update} readFile={controls.readFile} signedIn={false} />;
}

const CPL = 'Designator,Mid X,Mid Y,Rotation,Layer\nR1,10.5,12.25,90,top\nR2,20,15,0,bottom\nC9,80,15,0,top\n';

describe('the placement step', () => {
  let restore: () => void;
  beforeAll(() => (restore = giveElementsASize()));
  afterAll(() => restore());

  it('given a placement list, when a row is chosen, then the board shows that part with its position, rotation and side', async () => {
    renderWithStrings(<Harness csv={CPL} />);
    const list = await screen.findByRole('table', { name: 'Placements' });
    fireEvent.click(within(list).getByRole('row', { name: /^R1 / }));
    expect(screen.getByRole('img', { name: 'R1 at X 10.5 mm, Y 12.25 mm, turned 90°, Top' })).toBeInTheDocument();
    expect(screen.getByTestId('selected-part')).toBeInTheDocument();
  });

  it('given parts missing from the parts list and off the board, when imported, then both are named in words', async () => {
    renderWithStrings(<Harness csv={CPL} />);
    expect(await screen.findByText('C9 (row 4) is placed but not in the parts list.')).toBeInTheDocument();
    expect(screen.getByText('C9 (row 4) lies outside the board outline.')).toBeInTheDocument();
  });

  it('given positions in mil, when the unit is chosen, then they are converted to mm', async () => {
    renderWithStrings(<Harness csv={CPL} />, 'de');
    const list = await screen.findByRole('table', { name: 'Bestückpositionen' });
    fireEvent.click(screen.getByRole('button', { name: 'Importoptionen der Tabelle' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Einheit' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mil' }));
    expect(await within(screen.getByRole('table', { name: 'Bestückpositionen' })).findByRole('row', { name: /^R1 0\.267 0\.311 / })).toBeInTheDocument();
    expect(list).toBeDefined();
  });
});
