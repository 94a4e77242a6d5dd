import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const FIXTURES = resolve(ROOT, 'fixtures/pcb');
const pcb = (...args: string[]) => spawnSync('npm', ['run', '--silent', 'pcb', '--', ...args], { cwd: ROOT, encoding: 'utf8' });
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

describe('npm run pcb -- inspect', () => {
  test('prints the JSON report of a real upload and writes the preview picture', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'pcb-')), 'preview.png');
    const run = pcb('inspect', join(FIXTURES, 'colordance-interface-brain'), '--json', '--preview', out);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ layerCount: 2, board: { width: 144.1, height: 105.1 }, problems: [] });
    expect(report.files).toContainEqual({ name: 'interface-brain-F_Cu.gtl', use: 'pcbFile', layer: { kind: 'copper', side: 'top', number: 1 } });
    expect(report.bom.components[0]).toMatchObject({ designators: expect.arrayContaining(['C1']), quantity: 37, mpn: 'C307331' });
    expect(report.cpl.placements.length).toBeGreaterThan(100);
    expect(report.job.generalSpecs.size).toEqual({ x: 144.1, y: 105.1 });
    expect(pngWidth(readFileSync(out))).toBe(500);
    expect(readFileSync(out.replace('.png', '-top.svg'), 'utf8')).toMatch(/^<svg /);
  }, 60_000);

  test('prints a readable report, and a clear message for a path that does not exist', () => {
    const run = pcb('inspect', join(FIXTURES, 'simplefocmini-easyeda'));
    expect(run.stdout).toContain('Board: 26.34 × 21.27 mm, 2 copper layers');
    expect(run.stdout).toContain('Gerber_TopLayer.GTL: pcbFile — copper, top, L1');
    const missing = pcb('inspect', '/nowhere/at/all');
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toBe('/nowhere/at/all does not exist.');
  }, 60_000);
});
