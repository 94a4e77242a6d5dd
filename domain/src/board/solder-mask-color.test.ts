import type { StackupRow } from './board-specification';
import { solderMaskColorOf, withSolderMaskColor } from './solder-mask-color';

const mask = (side: string, color?: string): StackupRow => ({ type: 'soldermask', name: `${side} solder mask`, layer: { kind: 'soldermask', side }, active: true, ...(color ? { color } : {}) });
const copper: StackupRow = { type: 'copper', name: 'Top copper', layer: { kind: 'copper', side: 'top' }, active: true, color: 'Red' };

describe('the solder mask colour of a stackup', () => {
  it('given a job naming the mask Black, when read, then the colour is black whatever its case', () => {
    expect(solderMaskColorOf([copper, mask('top', 'Black'), mask('bottom', 'black')])).toBe('black');
    expect(solderMaskColorOf([{ ...mask('top', 'BLUE'), type: 'SolderMask' }])).toBe('blue');
  });

  it('given no mask colour, or one a customer cannot choose, when read, then there is none, and a copper colour does not count', () => {
    expect(solderMaskColorOf([copper, mask('top'), mask('bottom', 'Matte purple')])).toBeNull();
  });

  it('given a chosen colour, when set, then both masks carry it as the job file writes it and other rows are left alone', () => {
    const set = withSolderMaskColor([mask('top', 'Green'), copper, mask('bottom')], 'red');
    expect(set.map((row) => row.color)).toEqual(['Red', 'Red', 'Red']);
    expect(set[1]).toBe(copper);
    expect(solderMaskColorOf(set)).toBe('red');
  });
});
