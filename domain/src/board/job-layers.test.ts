import { DEFAULT_BOARD_THICKNESS, type BoardSpecification, type StackupRow } from './board-specification';
import { checkedLayer, jobLayersOf } from './job-layers';

const jobOf = (materialStackup: StackupRow[]): BoardSpecification => ({ header: {}, generalSpecs: { boardThickness: DEFAULT_BOARD_THICKNESS }, materialStackup, designRules: [], filesAttributes: [] });

describe('the layers a sent job gives its board files', () => {
  test('given rows naming files and layers, then each file gets its row\'s layer and rows without a file are skipped', () => {
    const layers = jobLayersOf(
      jobOf([
        { type: 'Copper', fileName: 'top.gbr', layer: { kind: 'copper', side: 'top', number: 1 }, active: true },
        { type: 'Dielectric', material: 'FR4', active: true },
        { type: 'Drill', fileName: 'b.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } }, active: true },
      ]),
    );
    expect([...layers]).toEqual([
      ['top.gbr', { kind: 'copper', side: 'top', number: 1 }],
      ['b.drl', { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } }],
    ]);
  });

  test('given a job from a design tool, whose rows name no files, then it chooses nothing', () => {
    expect(jobLayersOf(jobOf([{ type: 'Copper', name: 'F.Cu', active: true }])).size).toBe(0);
  });

  test('given hostile layers, then unknown kinds and sides are refused and numbers outside eight layers are dropped', () => {
    expect(checkedLayer({ kind: 'rocket', side: 'top' })).toBeNull();
    expect(checkedLayer({ kind: 'copper', side: 'sideways' })).toBeNull();
    expect(checkedLayer({ kind: 'dielectric', side: 'all' })).toBeNull();
    expect(checkedLayer({ kind: 'copper', side: 'inner', number: 99 })).toEqual({ kind: 'copper', side: 'inner' });
    expect(checkedLayer({ kind: 'blindDrill', side: 'all', span: { from: 2, to: 1 } })).toEqual({ kind: 'blindDrill', side: 'all' });
    expect(checkedLayer({ kind: 'platedDrill', side: 'all', span: { from: 1, to: 2 } })).toEqual({ kind: 'platedDrill', side: 'all' });
  });
});
