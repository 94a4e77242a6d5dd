import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { readBoard, type BoardInputFile } from './read-board';

function sampleBoardFiles(): BoardInputFile[] {
  const zip = unzipSync(readFileSync(join(__dirname, '../../../public/samples/interface-brain-kicad.zip')));
  return Object.entries(zip)
    .filter(([name]) => name.includes('/gerber/'))
    .map(([name, bytes]) => ({ name: name.split('/').pop()!, bytes, use: name.endsWith('.gbrjob') ? ('jobFile' as const) : ('pcbFile' as const) }));
}

describe('reading the board for the stackup step', () => {
  it('given the KiCad sample, when read with a preview, then the stackup, size, layers and both pictures come out', () => {
    const reading = readBoard(sampleBoardFiles(), { preview: true, color: 'blue' });
    expect(reading.layerCount).toBe(2);
    expect(reading.board).toEqual({ width: expect.closeTo(144.1, 0) as number, height: expect.closeTo(105.1, 0) as number });
    expect(reading.stackup.length).toBeGreaterThan(5);
    expect(reading.stackup.some((row) => row.fileName === 'interface-brain-F_Cu.gtl' && row.active)).toBe(true);
    expect(reading.preview?.top).toMatch(/^<svg/);
    expect(reading.preview?.bottom).toMatch(/^<svg/);
    expect(reading.problems).toEqual([]);
  });

  it('given a layer chosen by hand, when read, then the choice is used over detection', () => {
    const files = sampleBoardFiles().map((file) => (file.name.endsWith('F_Paste.gtp') ? { ...file, layer: { kind: 'none', side: 'top' } } : file));
    const reading = readBoard(files, { preview: false, color: 'green' });
    expect(reading.stackup.some((row) => row.fileName === 'interface-brain-F_Paste.gtp')).toBe(false);
    expect(reading.preview).toBeNull();
  });

  it('given no board files, when read, then nothing is drawn and no stackup is built', () => {
    const reading = readBoard([], { preview: true, color: 'green' });
    expect(reading.stackup).toEqual([]);
    expect(reading.preview).toBeNull();
    expect(reading.board).toBeNull();
  });
});
