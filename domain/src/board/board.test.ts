import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drillFile, fourLayerBoard, outlineGerber, padsGerber } from './__fixtures__/gerber-builders';
import {
  boardOutlineOf,
  buildStackup,
  checkBoard,
  detectLayer,
  exportGerberJob,
  knownFinish,
  layerCountOf,
  layerFromFileName,
  LAYER_NOT_USED,
  parseGerberJob,
  plotBoardFile,
  renderBoardPreview,
  type BoardFile,
} from '.';
import { gerberJobJson, MAX_SENT_GERBER_JOB_BYTES, readSentGerberJob } from './gerber-job';
import { HOLE_COLOR } from './preview/board-colors';

const FIXTURES = join(__dirname, '../../../fixtures/pcb');
const kicadJob = () => readFileSync(join(FIXTURES, 'colordance-interface-brain/gerber/interface-brain-job.gbrjob'), 'utf8');
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('layer detection', () => {
  test('the X2 FileFunction attribute comes first, with case-insensitive names and aliases', () => {
    expect(detectLayer('anything.gbr', '%TF.FileFunction,Copper,L3,Inr*%\n')).toEqual({ kind: 'copper', side: 'inner', number: 3 });
    expect(detectLayer('x.gbr', '%TF.FileFunction,Soldermask,Top*%')).toEqual({ kind: 'soldermask', side: 'top' });
    expect(detectLayer('x.gbr', '%TF.FileFunction,SolderMask,Bot*%')).toEqual({ kind: 'soldermask', side: 'bottom' });
    expect(detectLayer('x.gbr', '%TF.FileFunction,Paste,Top*%')).toEqual({ kind: 'paste', side: 'top' });
    expect(detectLayer('x.gbr', '%TF.FileFunction,SolderPaste,Bot*%')).toEqual({ kind: 'paste', side: 'bottom' });
    expect(detectLayer('board-F_Mask.gts', '%TF.FileFunction,Legend,Top*%')).toEqual({ kind: 'legend', side: 'top' });
    expect(detectLayer('x.gbr', '%TF.FileFunction,Profile,NP*%')).toEqual({ kind: 'profile', side: 'all' });
  });

  test('a drill file states its function in a comment', () => {
    expect(detectLayer('board.drl', drillFile([[1, 1]], 'NonPlated,1,2,NPTH'))).toEqual({ kind: 'nonPlatedDrill', side: 'all' });
    expect(detectLayer('board.drl', drillFile([[1, 1]], 'Plated,1,2,PTH'))).toEqual({ kind: 'platedDrill', side: 'all' });
    expect(detectLayer('board.drl', drillFile([[1, 1]], 'Plated,1,2,Blind'))).toEqual({ kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } });
  });

  test('given blind and buried drill files, when detected, then each keeps the copper layers it joins, and a span that cannot be is left out', () => {
    expect(detectLayer('b-2-3.drl', drillFile([[1, 1]], 'Plated,2,3,Buried'))).toEqual({ kind: 'buriedDrill', side: 'all', span: { from: 2, to: 3 } });
    expect(detectLayer('b-1-2.drl', drillFile([[1, 1]], 'Plated,1,2,Blind,Laser'))).toEqual({ kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } });
    expect(detectLayer('b.drl', drillFile([[1, 1]], 'Plated,3,1,Blind'))).toEqual({ kind: 'blindDrill', side: 'all' });
    expect(detectLayer('b.drl', drillFile([[1, 1]], 'Plated,top,2,Blind'))).toEqual({ kind: 'blindDrill', side: 'all' });
    expect(detectLayer('b.drl', drillFile([[1, 1]], 'Plated,1,10,Blind'))).toEqual({ kind: 'blindDrill', side: 'all' });
    expect(detectLayer('b.drl', drillFile([[1, 1]], 'Plated,1,4,PTH'))).toEqual({ kind: 'platedDrill', side: 'all' });
  });

  test.each([
    ['board-F_Cu.gtl', { kind: 'copper', side: 'top', number: 1 }],
    ['board-In1_Cu.g2', { kind: 'copper', side: 'inner', number: 2 }],
    ['board-B_Cu.gbl', { kind: 'copper', side: 'bottom' }],
    ['board-Edge_Cuts.gm1', { kind: 'profile', side: 'all' }],
    ['board-F_Silkscreen.gto', { kind: 'legend', side: 'top' }],
    ['board-B_Paste.gbp', { kind: 'paste', side: 'bottom' }],
    ['BOARD.GTS', { kind: 'soldermask', side: 'top' }],
    ['BOARD.G1', { kind: 'copper', side: 'inner', number: 2 }],
    ['BOARD.GKO', { kind: 'profile', side: 'all' }],
    ['board.cmp', { kind: 'copper', side: 'top', number: 1 }],
    ['board.sol', { kind: 'copper', side: 'bottom' }],
    ['board.stc', { kind: 'soldermask', side: 'top' }],
    ['board.pls', { kind: 'legend', side: 'bottom' }],
    ['copper_bottom.gbr', { kind: 'copper', side: 'bottom' }],
    ['silkscreen_top.gbr', { kind: 'legend', side: 'top' }],
    ['soldermask_bottom.gbr', { kind: 'soldermask', side: 'bottom' }],
    ['profile.gbr', { kind: 'profile', side: 'all' }],
    ['Gerber_TopLayer.GTL', { kind: 'copper', side: 'top', number: 1 }],
    ['Gerber_BottomSolderMaskLayer.GBS', { kind: 'soldermask', side: 'bottom' }],
    ['Gerber_TopPasteMaskLayer.GTP', { kind: 'paste', side: 'top' }],
    ['Gerber_BoardOutlineLayer.GKO', { kind: 'profile', side: 'all' }],
    ['Drill_PTH_Through.DRL', { kind: 'platedDrill', side: 'all' }],
    ['Drill_NPTH_Through.DRL', { kind: 'nonPlatedDrill', side: 'all' }],
    ['board-NPTH-drl_map.gbr', { kind: 'none', side: 'all' }],
  ])('without attributes, %s is named for its layer', (name, layer) => {
    expect(layerFromFileName(name)).toEqual(layer);
  });

  test('the layer count follows the copper layers, and is 2 when none are known', () => {
    expect(layerCountOf([{ kind: 'copper', side: 'top', number: 1 }, { kind: 'copper', side: 'inner', number: 3 }, { kind: 'copper', side: 'bottom' }])).toBe(3);
    expect(layerCountOf([])).toBe(2);
  });
});

describe('Gerber job files', () => {
  test('a KiCad job is read into the board specification', () => {
    const job = parseGerberJob(kicadJob());
    expect(job.generalSpecs).toMatchObject({ size: { x: 144.1, y: 105.1 }, layerNumber: 2, boardThickness: 1.6, finish: 'None', projectId: { name: 'interface-brain' } });
    expect(job.header.generationSoftware).toEqual({ vendor: 'KiCad', application: 'Pcbnew', version: '6.0.4-6f826c9f35~116~ubuntu20.04.1' });
    expect(job.filesAttributes).toContainEqual({ path: 'interface-brain-F_Cu.gtl', fileFunction: 'Copper,L1,Top', filePolarity: 'Positive' });
    expect(job.designRules[0]).toMatchObject({ layers: 'Outer', minLineWidth: 0.127 });
    expect(job.materialStackup.map((r) => r.type)).toContain('Dielectric');
  });

  test('an older schema with an Overall block and lower-case keys is read too', () => {
    const job = parseGerberJob(JSON.stringify({ header: { generationsoftware: { vendor: 'Autodesk', application: 'EAGLE' } }, Overall: { Size: { X: 80, Y: '50' }, LayerNumber: 4, Name: { ProjectId: 'x' } } }));
    expect(job.generalSpecs).toMatchObject({ size: { x: 80, y: 50 }, layerNumber: 4, boardThickness: 1.6 });
    expect(job.header.generationSoftware?.application).toBe('EAGLE');
  });

  test('what is not a job object is refused with the spec\'s message', () => {
    expect(() => parseGerberJob('{ not json')).toThrow(/^Failed to read Gerber Job JSON: /);
    expect(() => parseGerberJob('[1, 2]')).toThrow('Failed to read Gerber Job JSON: the content is not an object');
  });

  test('the export is pretty-printed in the job schema and reads back the same', () => {
    const job = parseGerberJob(kicadJob());
    const exported = exportGerberJob(job);
    expect(exported).toContain('\n  "GeneralSpecs": {\n');
    expect(exported).toContain('"GUID": "696e7465-7266-4616-9365-2d627261696e"');
    expect(parseGerberJob(exported)).toEqual(job);
  });

  test('given a job that may be sent only compact, when exported, then it is written without indentation and can still be sent', () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ Type: 'Copper', Name: `L${i}`, Thickness: 0.035, Notes: 'plated' }));
    const job = readSentGerberJob(JSON.stringify({ GeneralSpecs: { LayerNumber: 2 }, MaterialStackup: rows }));
    expect(JSON.stringify(gerberJobJson(job), null, 2).length).toBeGreaterThan(MAX_SENT_GERBER_JOB_BYTES);
    const exported = exportGerberJob(job);
    expect(exported).not.toContain('\n');
    expect(new TextEncoder().encode(exported).byteLength).toBeLessThanOrEqual(MAX_SENT_GERBER_JOB_BYTES);
    expect(readSentGerberJob(exported)).toEqual(job);
  });
});

describe('the finishes the product knows', () => {
  test('given a job\'s finish in another spelling, when looked up, then it is the finish of the vocabulary; an unknown one is none of them', () => {
    expect(knownFinish('hasl-lead free')).toBe('HASL lead-free');
    expect(knownFinish('ENIG')).toBe('ENIG');
    expect(knownFinish('Gold leaf')).toBeUndefined();
  });
});

describe('board outline and size', () => {
  test('the size comes from the profile layer in mm with two decimals, including the edge line', () => {
    const outline = boardOutlineOf(plotBoardFile(outlineGerber([[0, 0, 50, 30]])))!;
    expect([outline.width, outline.height]).toEqual([50.1, 30.1]);
  });

  test('a hole in the outline is not taken for the board edge', () => {
    const withHole = boardOutlineOf(plotBoardFile(outlineGerber([[20, 10, 25, 15], [0, 0, 50, 30]])))!;
    expect([withHole.width, withHole.height]).toEqual([50.1, 30.1]);
    expect(withHole.path.match(/Z/g)).toHaveLength(2);
  });

  test('inch files are measured in mm', () => {
    const outline = boardOutlineOf(plotBoardFile(outlineGerber([[0, 0, 2, 1]], { unit: 'in' })))!;
    expect([outline.width, outline.height]).toEqual([53.34, 27.94]);
  });

  test('the real boards measure as their CAD tools say', () => {
    const kicad = readFileSync(join(FIXTURES, 'colordance-interface-brain/gerber/interface-brain-Edge_Cuts.gm1'), 'utf8');
    expect(boardOutlineOf(plotBoardFile(kicad))).toMatchObject({ width: 144.1, height: 105.1 });
    const easyeda = readFileSync(join(FIXTURES, 'simplefocmini-easyeda/Gerber/Gerber_BoardOutlineLayer.GKO'), 'utf8');
    expect(boardOutlineOf(plotBoardFile(easyeda))).toMatchObject({ width: 26.34, height: 21.27 });
  });
});

describe('board checks', () => {
  const files: BoardFile[] = [
    { name: 'b-F_Cu.gtl', layer: { kind: 'copper', side: 'top', number: 1 } },
    { name: 'b-B_Cu.gbl', layer: { kind: 'copper', side: 'bottom', number: 2 } },
    { name: 'b-F_Mask.gts', layer: { kind: 'soldermask', side: 'top' } },
    { name: 'b-B_Mask.gbs', layer: { kind: 'soldermask', side: 'bottom' } },
    { name: 'b-Edge_Cuts.gm1', layer: { kind: 'profile', side: 'all' } },
  ];
  const job = (overrides: object) => ({ ...parseGerberJob('{}'), ...overrides });

  test('a complete two-layer board passes', () => {
    expect(checkBoard(files, 2, { width: 50, height: 30 })).toEqual({ problems: [], warnings: [], size: { width: 50, height: 30 } });
  });

  test('every copper, solder mask and outline layer needs a file, and no layer two files', () => {
    const result = checkBoard([files[0], files[0], files[3]], 2);
    expect(result.problems.map((p) => p.code)).toEqual(['COPPER_LAYER_MISSING', 'SOLDERMASK_MISSING', 'OUTLINE_MISSING', 'LAYER_ASSIGNED_TWICE']);
    // Each names what it is about, for the customer's language.
    expect(result.problems.map((p) => p.subject)).toEqual(['L2', 'top', undefined, files[0].name]);
  });

  test('given a file for each pair of layers a blind or buried drill joins, when checked, then no layer is taken twice', () => {
    const drills: BoardFile[] = [
      { name: 'b-PTH.drl', layer: { kind: 'platedDrill', side: 'all' } },
      { name: 'b-NPTH.drl', layer: { kind: 'nonPlatedDrill', side: 'all' } },
      { name: 'b-1-2.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } } },
      { name: 'b-3-4.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 3, to: 4 } } },
      { name: 'b-2-3.drl', layer: { kind: 'buriedDrill', side: 'all', span: { from: 2, to: 3 } } },
    ];
    const inner: BoardFile[] = [
      { name: 'b-In1_Cu.g2', layer: { kind: 'copper', side: 'inner', number: 2 } },
      { name: 'b-In2_Cu.g3', layer: { kind: 'copper', side: 'inner', number: 3 } },
    ];
    expect(checkBoard([...files, ...inner, ...drills], 4)).toMatchObject({ problems: [], warnings: [] });
  });

  test('given a blind or buried drill joining layers the board does not have, when checked, then it is a problem naming the file', () => {
    const drill: BoardFile = { name: 'b-3-4.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 3, to: 4 } } };
    expect(checkBoard([...files, drill], 2).problems).toEqual([
      { code: 'DRILL_SPAN_OUTSIDE_BOARD', message: 'b-3-4.drl joins L3–L4, but the board has 2 copper layers.', file: 'b-3-4.drl' },
    ]);
  });

  test('given a blind drill between inner layers or a buried drill reaching an outer one, when checked, then each is a warning, not a problem', () => {
    const inner: BoardFile[] = [
      { name: 'b-In1_Cu.g2', layer: { kind: 'copper', side: 'inner', number: 2 } },
      { name: 'b-In2_Cu.g3', layer: { kind: 'copper', side: 'inner', number: 3 } },
    ];
    const drills: BoardFile[] = [
      { name: 'b-2-3.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 2, to: 3 } } },
      { name: 'b-3-4.drl', layer: { kind: 'buriedDrill', side: 'all', span: { from: 3, to: 4 } } },
    ];
    const result = checkBoard([...files, ...inner, ...drills], 4);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => [w.code, w.file])).toEqual([
      ['BLIND_DRILL_INSIDE', 'b-2-3.drl'],
      ['BURIED_DRILL_OUTSIDE', 'b-3-4.drl'],
    ]);
    expect(result.warnings[0].message).toBe('b-2-3.drl is a blind drill but joins only inner layers (L2–L3); it may be a buried drill.');
  });

  test('the job must agree on the layer count and the files it names; one file cannot be two layers', () => {
    const result = checkBoard(files, 2, undefined, job({
      generalSpecs: { boardThickness: 1.6, layerNumber: 4 },
      filesAttributes: [
        { path: 'b-F_Cu.gtl', fileFunction: 'Copper,L1,Top' },
        { path: 'b-F_Cu.gtl', fileFunction: 'Copper,L2,Bot' },
        { path: 'missing.gbr', fileFunction: 'Legend,Top' },
      ],
    }));
    expect(result.problems.map((p) => p.code)).toEqual(['LAYER_COUNT_MISMATCH', 'FILE_FOR_TWO_LAYERS']);
    expect(result.warnings.map((w) => w.code)).toEqual(['JOB_FILE_MISSING']);
  });

  test('sizes more than 1 mm apart are flagged and the job size wins; unknown finish and material are reset', () => {
    const result = checkBoard(files, 2, { width: 50, height: 30 }, job({ generalSpecs: { boardThickness: 1.6, size: { x: 52, y: 30.5 }, finish: 'Chocolate', substrates: 'Cardboard' } }));
    expect(result.warnings.map((w) => w.code)).toEqual(['UNSUPPORTED_FINISH', 'UNSUPPORTED_MATERIAL', 'BOARD_SIZE_MISMATCH']);
    expect(result.size).toEqual({ width: 52, height: 30.5 });
    expect(result.job?.generalSpecs).toMatchObject({ finish: undefined, substrates: undefined });
    expect(checkBoard(files, 2, { width: 50, height: 30 }, job({ generalSpecs: { boardThickness: 1.6, size: { x: 50.9, y: 30 }, finish: 'ENIG' } })).warnings).toEqual([]);
  });
});

describe('stackup', () => {
  test('four layers in the spec\'s order, base material in the middle, unused layers marked', () => {
    const files: BoardFile[] = [
      { name: 'top.gtl', layer: { kind: 'copper', side: 'top', number: 1 } },
      { name: 'in1.g2', layer: { kind: 'copper', side: 'inner', number: 2 } },
      { name: 'in2.g3', layer: { kind: 'copper', side: 'inner', number: 3 } },
      { name: 'bot.gbl', layer: { kind: 'copper', side: 'bottom', number: 4 } },
      { name: 'top.gts', layer: { kind: 'soldermask', side: 'top' } },
      { name: 'top.gto', layer: { kind: 'legend', side: 'top' } },
      { name: 'edge.gm1', layer: { kind: 'profile', side: 'all' } },
      { name: 'all.drl', layer: { kind: 'platedDrill', side: 'all' } },
      { name: 'all.drl', layer: { kind: 'nonPlatedDrill', side: 'all' } },
    ];
    const rows = buildStackup(files, 4);
    expect(rows.map((r) => `${r.type}${r.layer?.side ? `:${r.layer.side}` : ''}`)).toEqual([
      'peelableMask:top', 'paste:top', 'legend:top', 'soldermask:top',
      'copper:top', 'dielectric', 'copper:inner', 'dielectric', 'copper:inner', 'dielectric', 'copper:bottom',
      'soldermask:bottom', 'legend:bottom', 'paste:bottom', 'peelableMask:bottom',
      'profile:all', 'drill:all',
    ]);
    expect(rows.filter((r) => r.type === 'dielectric').map((r) => r.name)).toEqual(['Dielectric 1', 'Base material', 'Dielectric 3']);
    expect(rows[0]).toMatchObject({ active: false, note: LAYER_NOT_USED });
    expect(rows[2]).toMatchObject({ active: true, fileName: 'top.gto' });
    expect(rows.find((r) => r.type === 'drill')).toMatchObject({ fileName: 'all.drl' });
  });

  test('given blind and buried drill files, when the stackup is built, then each is a row after the through drills with the layers it joins, and the sent job keeps them', () => {
    const files: BoardFile[] = [
      { name: 'b-PTH.drl', layer: { kind: 'platedDrill', side: 'all' } },
      { name: 'b-1-2.drl', layer: { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } } },
      { name: 'b-2-3.drl', layer: { kind: 'buriedDrill', side: 'all', span: { from: 2, to: 3 } } },
    ];
    const rows = buildStackup(files, 4);
    expect(rows.slice(-4)).toEqual([
      { type: 'platedDrill', name: 'Plated drill', layer: { kind: 'platedDrill', side: 'all' }, fileName: 'b-PTH.drl', active: true },
      { type: 'nonPlatedDrill', name: 'Non-plated drill', layer: { kind: 'nonPlatedDrill', side: 'all' }, note: LAYER_NOT_USED, active: false },
      { type: 'blindDrill', name: 'Blind drill L1-L2', layer: { kind: 'blindDrill', side: 'all', span: { from: 1, to: 2 } }, fileName: 'b-1-2.drl', active: true },
      { type: 'buriedDrill', name: 'Buried drill L2-L3', layer: { kind: 'buriedDrill', side: 'all', span: { from: 2, to: 3 } }, fileName: 'b-2-3.drl', active: true },
    ]);
    const job = { ...parseGerberJob('{}'), materialStackup: rows };
    const exported = exportGerberJob(job);
    expect(exported).toContain('"Span": {\n');
    expect(readSentGerberJob(exported).materialStackup.slice(-2).map((row) => row.layer)).toEqual([rows.at(-2)!.layer, rows.at(-1)!.layer]);
  });
});

describe('board preview', () => {
  const layers = fourLayerBoard().map((file) => {
    const text = decode(file.bytes);
    return { layer: detectLayer(file.name, text), plotted: plotBoardFile(text) };
  });

  test('top and bottom SVGs in the chosen solder-mask colour, the bottom mirrored', () => {
    const preview = renderBoardPreview(layers, 'red');
    expect(preview.outline).toMatchObject({ width: 50.1, height: 30.1 });
    expect(preview.top).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox=/);
    expect(preview.top).toContain('fill="#9c1f1f"');
    expect(preview.bottom).toContain('fill="#1e6b35"');
    expect(preview.bottom).toContain('transform="scale(-1 1)"');
  });

  test('given blind and buried drills, when drawn, then a blind drill shows on the side it opens to and a buried one on neither', () => {
    const drill = (fileFunction: string, x: number) => {
      const text = drillFile([[x, 7]], fileFunction);
      return { layer: detectLayer('d.drl', text), plotted: plotBoardFile(text) };
    };
    const holes = (svg: string) => svg.split(`fill="${HOLE_COLOR}"`).length - 1;
    const plain = renderBoardPreview(layers);
    const added = (fileFunction: string) => {
      const preview = renderBoardPreview([...layers, drill(fileFunction, 11)]);
      return [holes(preview.top) - holes(plain.top), holes(preview.bottom) - holes(plain.bottom)];
    };
    expect(added('Plated,1,4,PTH')).toEqual([1, 1]);
    expect(added('Plated,1,2,Blind')).toEqual([1, 0]);
    expect(added('Plated,3,4,Blind')).toEqual([0, 1]);
    expect(added('Plated,2,3,Buried')).toEqual([0, 0]);
  });

  test('nothing to draw is refused with the spec\'s message', () => {
    expect(() => renderBoardPreview([])).toThrow('No files found for rendering.');
  });

  test('a pads layer without a profile still gets a board', () => {
    const preview = renderBoardPreview([{ layer: { kind: 'copper', side: 'top', number: 1 }, plotted: plotBoardFile(padsGerber([[1, 1], [9, 5]])) }]);
    expect(preview.outline.width).toBeGreaterThan(8);
  });
});
