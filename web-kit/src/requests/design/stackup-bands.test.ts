import { buildStackup } from '@pcbm/domain/board/stackup';
import { BASE_MATERIAL_COLOR, PALETTES } from '@pcbm/domain/board/preview/board-colors';
import { stackupBands, stackupHoles } from './stackup-bands';

describe("the stackup's cross-section", () => {
  it('given the rows the product built for a two-layer board, when drawn, then the layers in use are bands from top to bottom and the outline and drills are not', () => {
    const rows = buildStackup(
      [
        { name: 'b.gtl', layer: { kind: 'copper', side: 'top', number: 1 } },
        { name: 'b.gts', layer: { kind: 'soldermask', side: 'top' } },
        { name: 'b.gbl', layer: { kind: 'copper', side: 'bottom', number: 2 } },
        { name: 'b.gm1', layer: { kind: 'profile', side: 'all' } },
        { name: 'b.drl', layer: { kind: 'platedDrill', side: 'all' } },
      ],
      2,
    );
    expect(stackupBands(rows).map((band) => band.kind)).toEqual(['soldermask', 'copper', 'dielectric', 'copper']);
  });

  it('given the rows of an uploaded job, when drawn, then their types name the kinds and a coloured mask keeps its colour', () => {
    const bands = stackupBands([
      { type: 'Legend', name: 'Top Silk Screen', active: true },
      { type: 'SolderPaste', name: 'Top Solder Paste', active: true },
      { type: 'SolderMask', name: 'Top Solder Mask', color: 'Matte black', active: true },
      { type: 'Copper', name: 'F.Cu', thickness: 0.035, active: true },
      { type: 'Dielectric', name: 'F.Cu/B.Cu', thickness: 1.51, active: true },
      { type: 'Copper', name: 'B.Cu', active: false },
    ]);
    expect(bands.map((band) => [band.kind, band.fill])).toEqual([
      ['legend', PALETTES.green.legend],
      ['paste', '#a7a9ac'],
      ['soldermask', PALETTES.black.mask],
      ['copper', '#c87533'],
      ['dielectric', BASE_MATERIAL_COLOR],
    ]);
  });

  it("given a board drawn in the customer's colour, when drawn, then masks and legends without a colour of their own take the board's", () => {
    const bands = stackupBands(
      [
        { type: 'Legend', active: true },
        { type: 'SolderMask', active: true },
        { type: 'SolderMask', color: 'Blue', active: true },
      ],
      'white',
    );
    expect(bands.map((band) => band.fill)).toEqual([PALETTES.white.legend, PALETTES.white.mask, PALETTES.blue.mask]);
  });

  it('given a thin copper layer and a thick core, when drawn, then both stay visible and the core is the taller', () => {
    const [copper, core] = stackupBands([
      { type: 'Copper', thickness: 0.035, active: true },
      { type: 'Dielectric', thickness: 1.51, active: true },
    ]);
    expect(copper!.height).toBeGreaterThanOrEqual(16);
    expect(core!.height).toBeGreaterThan(copper!.height);
  });
});

describe("the cross-section's holes", () => {
  it('given plated and non-plated drill files, when drawn, then each is a row of holes, the plated one with copper walls', () => {
    const rows = buildStackup(
      [
        { name: 'b.gtl', layer: { kind: 'copper', side: 'top', number: 1 } },
        { name: 'PTH.drl', layer: { kind: 'platedDrill', side: 'all' } },
        { name: 'NPTH.drl', layer: { kind: 'nonPlatedDrill', side: 'all' } },
      ],
      2,
    );
    expect(stackupHoles(rows).map((hole) => [hole.row.fileName, hole.plated])).toEqual([
      ['PTH.drl', true],
      ['NPTH.drl', false],
    ]);
    expect(stackupHoles(rows.map((row) => ({ ...row, active: false })))).toEqual([]);
  });

  it('given blind and buried drill files, when drawn, then each joins the copper layers it names, and one whose layers are unknown is left out', () => {
    const rows = buildStackup(
      [
        { name: 'PTH.drl', layer: { kind: 'platedDrill', side: 'all' } },
        { name: 'b-1-2.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } } },
        { name: 'b-2-3.drl', layer: { kind: 'buriedDrill', side: 'all', span: { from: 2, to: 3 } } },
        { name: 'b-blind.drl', layer: { kind: 'blindDrill', side: 'all' } },
      ],
      4,
    );
    expect(stackupHoles(rows).map((hole) => [hole.row.fileName, hole.plated, hole.span])).toEqual([
      ['PTH.drl', true, undefined],
      ['b-1-2.drl', true, { from: 1, to: 2 }],
      ['b-2-3.drl', true, { from: 2, to: 3 }],
    ]);
  });
});
