import { zipSync } from 'fflate';
import { outlineGerber, padsGerber } from '../board/__fixtures__/gerber-builders';
import { assignUse, checkUpload, classifyFile, decodeText, projectNameOf, type UploadedFile } from '.';

const text = (value: string) => new TextEncoder().encode(value);
const file = (name: string, content: string | Uint8Array = 'x'): UploadedFile => ({ name, bytes: typeof content === 'string' ? text(content) : content });
const codes = (findings: readonly { code: string }[]) => findings.map((f) => f.code);

describe('text as CAD tools write it', () => {
  test('UTF-8 with and without BOM, UTF-16 LE and BE with BOM, Windows-1252', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x52, 0xc3, 0xbc]))).toBe('Rü');
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x52, 0x00, 0xfc, 0x00]))).toBe('Rü');
    expect(decodeText(new Uint8Array([0xfe, 0xff, 0x00, 0x52, 0x00, 0xfc]))).toBe('Rü');
    expect(decodeText(new Uint8Array([0x52, 0xfc, 0x80]))).toBe('Rü€');
  });
});

describe('upload limits', () => {
  test('given nothing, then uploading is an error', () => {
    expect(codes(checkUpload([]).problems)).toEqual(['NO_FILES']);
  });

  test('given 51 files, then the upload is refused', () => {
    expect(codes(checkUpload(Array.from({ length: 51 }, (_, i) => file(`f${i}.txt`))).problems)).toContain('TOO_MANY_FILES');
  });

  test('given a file of 10 MB, then it is too large, and so is the upload', () => {
    const result = checkUpload([file('big.zip', new Uint8Array(10 * 1024 * 1024))]);
    expect(codes(result.problems)).toEqual(['UPLOAD_TOO_LARGE', 'FILE_TOO_LARGE']);
  });

  test('given two files of 6 MB, then together they are too large', () => {
    const six = new Uint8Array(6 * 1024 * 1024);
    expect(codes(checkUpload([file('a.txt', six), file('b.txt', six)]).problems)).toEqual(['UPLOAD_TOO_LARGE']);
  });

  test('given a folder, then it is refused', () => {
    expect(codes(checkUpload([{ name: 'gerbers', bytes: new Uint8Array(), isDirectory: true }]).problems)).toEqual(['DIRECTORY_NOT_ALLOWED']);
  });

  test('given the same name twice or a name already in the draft, then the later file replaces it with a notice', () => {
    const result = checkUpload([file('bom.csv', 'a'), file('bom.csv', 'b')], ['board.gtl']);
    expect(result.files).toHaveLength(1);
    expect(decodeText(result.files[0].bytes)).toBe('b');
    expect(codes(result.notices)).toEqual(['FILE_REPLACED']);
    expect(codes(checkUpload([file('board.gtl', padsGerber([[1, 1]]))], ['board.gtl']).notices)).toEqual(['FILE_REPLACED']);
  });
});

describe('zip archives', () => {
  test('given a zipped folder, then its files are used with normalised names and a virus-check warning', () => {
    const zip = zipSync({ 'project/board.gtl': text(padsGerber([[1, 1]])), '__MACOSX/._board.gtl': text('junk'), 'project/.DS_Store': text('x') });
    const result = checkUpload([file('project.zip', zip)]);
    expect(result.files.map((f) => [f.name, f.use])).toEqual([['board.gtl', 'pcbFile']]);
    expect(codes(result.warnings)).toEqual(['ZIP_NOT_VIRUS_CHECKED']);
  });

  test('given an entry that climbs out of the archive, then it is refused', () => {
    const zip = zipSync({ '../evil.sh': text('rm -rf /'), 'ok.txt': text('ok') });
    const result = checkUpload([file('evil.zip', zip)]);
    expect(codes(result.problems)).toContain('ZIP_PATH_TRAVERSAL');
    expect(result.files.map((f) => f.name)).toEqual(['ok.txt']);
  });

  test('given a size bomb, then it is refused before it is unpacked', () => {
    const zip = zipSync({ 'zeros.bin': new Uint8Array(11 * 1024 * 1024) }, { level: 9 });
    expect(zip.byteLength).toBeLessThan(100_000);
    const result = checkUpload([file('bomb.zip', zip)]);
    expect(codes(result.problems)).toEqual(['ZIP_TOO_LARGE']);
    expect(result.files).toEqual([]);
  });

  test('given a broken archive, then it cannot be processed', () => {
    expect(codes(checkUpload([file('broken.zip', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))]).problems)).toEqual(['ZIP_UNREADABLE']);
  });
});

describe('what each file is for', () => {
  test('Gerber and drill files are recognised by content, whatever their extension', () => {
    expect(classifyFile('board-In1_Cu.g2', padsGerber([[1, 1]]))).toBe('pcbFile');
    expect(classifyFile('board-Edge_Cuts.gm1', outlineGerber([[0, 0, 10, 10]]))).toBe('pcbFile');
    const eagleWithoutAttributes = 'G04 EAGLE Gerber RS-274X export*\n%FSLAX24Y24*%\n%MOIN*%\n%ADD10C,0.0100*%\nD10*\nX0Y0D02*\nX10000Y0D01*\nM02*\n';
    expect(classifyFile('copper_top.gbr', eagleWithoutAttributes)).toBe('pcbFile');
    expect(classifyFile('drills.xln', 'M48\nINCH\nT1C0.0300\n%\nT1\nX1000Y1000\nM30\n')).toBe('pcbFile');
    expect(classifyFile('notes.gbr', 'just text')).toBe('additionalFile');
  });

  test('the job file by its extension, parts and placement lists by German and English words', () => {
    expect(classifyFile('board-job.gbrjob', '{}')).toBe('jobFile');
    expect(classifyFile('Stückliste_V2.xlsx', '')).toBe('bomFile');
    expect(classifyFile('BOM_board.csv', '')).toBe('bomFile');
    expect(classifyFile('Bestückungsplan.csv', '')).toBe('cplFile');
    expect(classifyFile('PickAndPlace_board.csv', '')).toBe('cplFile');
    expect(classifyFile('board-all-pos.csv', '')).toBe('cplFile');
    expect(classifyFile('datasheet.pdf', '')).toBe('additionalFile');
  });

  test('each single-file use goes to one file; an unusual type gives a warning', () => {
    const result = checkUpload([file('bom.csv'), file('bom-old.csv'), file('board.g2', padsGerber([[1, 1]]))]);
    expect(result.files.map((f) => [f.name, f.use])).toEqual([
      ['bom.csv', 'bomFile'],
      ['bom-old.csv', 'additionalFile'],
      ['board.g2', 'pcbFile'],
    ]);
    expect(codes(result.warnings)).toEqual(['DUPLICATE_FILE_USE', 'UNUSUAL_FILE_TYPE']);
  });

  test('an explicit placement list wins over KiCad\'s generic position file, whatever the order', () => {
    const result = checkUpload([file('board-all-pos.csv'), file('board_cpl_jlc.csv')]);
    expect(result.files.map((f) => [f.name, f.use])).toEqual([
      ['board-all-pos.csv', 'additionalFile'],
      ['board_cpl_jlc.csv', 'cplFile'],
    ]);
  });

  test('a CAD project file gets the hint to export the manufacturing files instead', () => {
    const result = checkUpload([file('board.kicad_pcb', '(kicad_pcb (version 20211014))')]);
    expect(result.files.map((f) => f.use)).toEqual(['additionalFile']);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'PROJECT_FILE_EXPORT_HINT', file: 'board.kicad_pcb' })]);
    expect(result.warnings[0].message).toContain('Skip This File, or Upload Anyway');
  });

  test('assigning a use by hand checks the extension and lists the allowed ones', () => {
    const [pdf] = checkUpload([file('parts.pdf')]).files;
    const refused = assignUse(pdf, 'bomFile');
    expect(refused.problem).toMatchObject({ code: 'EXTENSION_NOT_ALLOWED', message: 'parts.pdf cannot be used this way. Allowed file types: xlsx, xls, csv, ods.' });
    const [inner] = checkUpload([file('inner.g2', padsGerber([[1, 1]]))]).files;
    expect(assignUse(inner, 'pcbFile')).toMatchObject({ file: { use: 'pcbFile' }, warning: { code: 'UNUSUAL_FILE_TYPE' } });
  });
});

describe('project name', () => {
  test('the common prefix of the file names, else Project-1', () => {
    expect(projectNameOf(['interface-brain-F_Cu.gtl', 'interface-brain-B_Cu.gbl', 'interface-brain_bom.csv'])).toBe('interface-brain');
    expect(projectNameOf(['ab-top.gtl', 'ab-bottom.gbl'])).toBe('Project-1');
    expect(projectNameOf(['LICENSE.md', 'board.gtl'])).toBe('Project-1');
    expect(projectNameOf(['motor driver.zip'])).toBe('motor driver');
    expect(projectNameOf([])).toBe('Project-1');
  });
});
