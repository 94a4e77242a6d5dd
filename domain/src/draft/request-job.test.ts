import { exportGerberJob, parseGerberJob, readSentGerberJob } from '../board/gerber-job';
import { buildStackup, LAYER_NOT_USED } from '../board/stackup';
import type { Layer } from '../board/layer';
import { emptyDraft } from './__fixtures__/drafts';
import { requestBoardSpecification } from './request-job';

const layer = (kind: Layer['kind'], side: Layer['side'], number?: number): Layer => (number === undefined ? { kind, side } : { kind, side, number });
const files = [
  { name: 'board-F_Cu.gtl', layer: layer('copper', 'top', 1) },
  { name: 'board-B_Cu.gbl', layer: layer('copper', 'bottom', 2) },
  { name: 'board-F_Mask.gts', layer: layer('soldermask', 'top') },
  { name: 'board-Edge_Cuts.gbr', layer: layer('profile', 'all') },
];
const uploaded = parseGerberJob(
  JSON.stringify({
    Header: { GenerationSoftware: { Vendor: 'KiCad', Application: 'Pcbnew', Version: '8.0' } },
    GeneralSpecs: { ProjectId: { Name: 'board' }, Size: { X: 80.2, Y: 50.1 }, LayerNumber: 2, BoardThickness: 1.0, Finish: 'ENIG' },
    MaterialStackup: [{ Type: 'Copper', Name: 'F.Cu', Thickness: 0.035 }],
    DesignRules: [{ Layers: 'Outer', MinLineWidth: 0.2 }],
    FilesAttributes: [{ Path: 'board-F_Cu.gtl', FileFunction: 'Copper,L1,Top' }],
  }),
);
const edited = () => {
  const stackup = buildStackup(files, 2).map((row) => (row.fileName === 'board-F_Mask.gts' ? { ...row, thickness: 0.035, note: 'Matte black, please' } : row));
  return { ...emptyDraft(), stackup, layerCount: 2, board: { width: 80.1, height: 50.1 }, stackupNotes: '  Impedance 50 Ω on L1.  ' };
};

describe('the job a request sends', () => {
  it('given an uploaded job, when the request is sent, then its board data stays and the stackup is the one the customer left', () => {
    const job = requestBoardSpecification(edited(), uploaded);
    expect(job.header.generationSoftware?.application).toBe('Pcbnew');
    expect(job.generalSpecs).toMatchObject({ finish: 'ENIG', boardThickness: 1.0, size: { x: 80.1, y: 50.1 }, layerNumber: 2, notes: 'Impedance 50 Ω on L1.' });
    expect(job.designRules).toEqual(uploaded.designRules);
    expect(job.filesAttributes).toEqual(uploaded.filesAttributes);
    expect(job.materialStackup.find((row) => row.fileName === 'board-F_Mask.gts')).toMatchObject({ type: 'soldermask', thickness: 0.035, note: 'Matte black, please', layer: { kind: 'soldermask', side: 'top' } });
    // A thickness the customer left alone is the Standard the table showed them: the producer decides.
    expect(job.materialStackup.find((row) => row.fileName === 'board-F_Cu.gtl')).toMatchObject({ thickness: 'Standard', layer: { kind: 'copper', side: 'top', number: 1 } });
  });

  it('given layers not in use, when the request is sent, then only the layers in use go with it', () => {
    const draft = edited();
    const job = requestBoardSpecification(draft, uploaded);
    expect(draft.stackup.some((row) => row.note === LAYER_NOT_USED)).toBe(true);
    expect(job.materialStackup.every((row) => row.active)).toBe(true);
    expect(job.materialStackup.map((row) => row.name)).toEqual(['Top soldermask', 'Top', 'Base material', 'Bottom', 'Outline']);
  });

  it('given no uploaded job, when the request is sent, then the job holds the files\' board with the standard thickness', () => {
    const job = requestBoardSpecification({ ...edited(), board: null, stackupNotes: '' }, null);
    expect(job.generalSpecs).toEqual({ boardThickness: 1.6, layerNumber: 2 });
    expect(job.designRules).toEqual([]);
    expect(job.filesAttributes).toEqual([]);
  });

  it('given the exported job, when the server and the request page read it, then every row comes back as sent', () => {
    const job = requestBoardSpecification(edited(), uploaded);
    expect(readSentGerberJob(exportGerberJob(job))).toEqual(job);
  });
});
