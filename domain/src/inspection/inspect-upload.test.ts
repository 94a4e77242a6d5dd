import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { fourLayerBoard } from '../board/__fixtures__/gerber-builders';
import { inspectUpload } from '.';

const FIXTURES = join(__dirname, '../../../fixtures/pcb');

function folder(path: string): { name: string; bytes: Uint8Array }[] {
  return readdirSync(path, { recursive: true })
    .map(String)
    .filter((name) => statSync(join(path, name)).isFile())
    .map((name) => ({ name: relative(path, join(path, name)), bytes: new Uint8Array(readFileSync(join(path, name))) }));
}

describe('inspecting a whole upload', () => {
  test('the KiCad 6 upload comes out classified, layered, stacked, sized and imported', () => {
    const result = inspectUpload(folder(join(FIXTURES, 'colordance-interface-brain')));
    expect(result.problems).toEqual([]);
    expect(result.layerCount).toBe(2);
    expect(result.board).toEqual({ width: 144.1, height: 105.1 });
    expect(result.job?.generalSpecs.projectId?.name).toBe('interface-brain');
    expect(result.files.find((f) => f.name === 'interface-brain-B_Cu.gbl')).toEqual({ name: 'interface-brain-B_Cu.gbl', use: 'pcbFile', layer: { kind: 'copper', side: 'bottom', number: 2 } });
    expect(result.files.find((f) => f.name === 'interface-brain-job.gbrjob')?.use).toBe('jobFile');
    expect(result.files.find((f) => f.name === 'interface-brain_bom_jlc.csv')?.use).toBe('bomFile');
    expect(result.stackup.filter((row) => row.active).map((row) => row.type)).toEqual([
      'paste', 'legend', 'soldermask', 'copper', 'dielectric', 'copper', 'soldermask', 'legend', 'paste', 'profile', 'platedDrill', 'nonPlatedDrill',
    ]);
    expect(result.bom?.components).toHaveLength(9);
    expect(result.cpl?.placements.length).toBeGreaterThan(100);
  });

  test('the EasyEDA upload as a zip, with UTF-16 lists and no job file', () => {
    const files = folder(join(FIXTURES, 'simplefocmini-easyeda'));
    const zip = zipSync(Object.fromEntries(files.map((f) => [`simplefocmini/${f.name}`, f.bytes])));
    const result = inspectUpload([{ name: 'simplefocmini.zip', bytes: zip }]);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['ZIP_NOT_VIRUS_CHECKED', 'JOB_MISSING']));
    expect(result.projectName).toBe('simplefocmini');
    expect(result.board).toEqual({ width: 26.34, height: 21.27 });
    expect(result.bom?.components).toHaveLength(7);
    expect(result.cpl?.placements).toHaveLength(13);
    expect(result.cpl?.problems.filter((p) => p.code === 'outOfBoard')).toEqual([]);
  });

  test('a four-layer board counts its inner layers', () => {
    const result = inspectUpload(fourLayerBoard('quad'));
    expect(result.layerCount).toBe(4);
    expect(result.board).toEqual({ width: 50.1, height: 30.1 });
    expect(result.problems.map((p) => p.code)).toEqual(['BOM_MISSING']);
  });
});
