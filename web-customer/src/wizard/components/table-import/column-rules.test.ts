import { BOM_COLUMN_RULES, chooseColumnKind, CPL_COLUMN_RULES } from './column-rules';
import { moveMarker, previewRows } from './marker-moves';

describe('column kinds', () => {
  it('given no MPN column, when a manufacturer is chosen, then it is refused as needing the MPN', () => {
    expect(chooseColumnKind({ 0: 'designator' }, 1, 'manufacturer', BOM_COLUMN_RULES)).toEqual({ refused: 'needs', kind: 'manufacturer', needed: 'mpn' });
  });

  it('given alternatives, when the second comes before the first, then it is refused; an alternative manufacturer needs its MPN', () => {
    expect(chooseColumnKind({ 0: 'designator', 1: 'mpn' }, 2, 'alternativeMpn2', BOM_COLUMN_RULES)).toMatchObject({ refused: 'needs', needed: 'alternativeMpn1' });
    expect(chooseColumnKind({ 0: 'designator', 1: 'mpn', 2: 'alternativeMpn1' }, 3, 'alternativeManufacturer2', BOM_COLUMN_RULES)).toMatchObject({ refused: 'needs', needed: 'alternativeMpn2' });
    expect(chooseColumnKind({ 0: 'designator', 1: 'mpn', 2: 'alternativeMpn1' }, 3, 'alternativeManufacturer1', BOM_COLUMN_RULES)).toEqual({ columns: { 0: 'designator', 1: 'mpn', 2: 'alternativeMpn1', 3: 'alternativeManufacturer1' } });
  });

  it('given a manufacturer column, when the MPN column is ignored, then it is refused because the manufacturer needs it', () => {
    expect(chooseColumnKind({ 0: 'mpn', 1: 'manufacturer' }, 0, 'ignore', BOM_COLUMN_RULES)).toEqual({ refused: 'neededBy', kind: 'mpn', dependent: 'manufacturer' });
  });

  it('given a kind held once, when another column takes it, then the old column is ignored; descriptions may repeat', () => {
    expect(chooseColumnKind({ 0: 'designator', 1: 'mpn' }, 2, 'mpn', BOM_COLUMN_RULES)).toEqual({ columns: { 0: 'designator', 1: 'ignore', 2: 'mpn' } });
    expect(chooseColumnKind({ 0: 'description' }, 1, 'description', BOM_COLUMN_RULES)).toEqual({ columns: { 0: 'description', 1: 'description' } });
    expect(chooseColumnKind({ 0: 'xPos' }, 1, 'xPos', CPL_COLUMN_RULES)).toEqual({ columns: { 0: 'ignore', 1: 'xPos' } });
  });
});

describe('row markers', () => {
  const markers = { headerRow: 0, firstRow: 1, lastRow: 5 };

  it('given the markers, when a move breaks the order, then the reason is given as a key', () => {
    expect(moveMarker(markers, 'headerRow', 5, 6)).toEqual({ refusal: { key: 'headerOrder' } });
    expect(moveMarker(markers, 'lastRow', 9, 6)).toEqual({ refusal: { key: 'outside' } });
    expect(moveMarker({ headerRow: 0, firstRow: 3, lastRow: 5 }, 'lastRow', 2, 6)).toEqual({ refusal: { key: 'firstOrder' } });
    expect(moveMarker(markers, 'firstRow', 2, 6)).toEqual({ markers: { headerRow: 0, firstRow: 2, lastRow: 5 } });
  });

  it('given a long table, when previewed, then its start, its end and the rows around the markers are shown', () => {
    expect(previewRows({ headerRow: 0, firstRow: 1, lastRow: 4998 }, 5000, 3, 1, 2)).toEqual([0, 1, 2, 4997, 4998, 4999]);
  });
});
