import { quantityMismatches } from './sheet-warnings';

describe('lines whose quantity and designators disagree', () => {
  it('given lines that count their designators, when checked, then nothing is said', () => {
    expect(quantityMismatches([{ quantity: 2, designators: ['R1', 'R2'] }, { quantity: 1, designators: ['C1'] }])).toEqual([]);
  });

  it('given a line with three designators and a quantity of 4, when checked, then it is named with both numbers', () => {
    expect(quantityMismatches([{ quantity: 1, designators: ['R1'] }, { quantity: 4, designators: ['C1', 'C2', 'C3'] }])).toEqual([{ row: 1, quantity: 4, designators: 3 }]);
  });

  it('given a line without designators, when checked, then its quantity stands on its own', () => {
    expect(quantityMismatches([{ quantity: 250, designators: [] }])).toEqual([]);
  });
});
