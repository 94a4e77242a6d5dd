import { exportFileNames, orderDumpName, projectFolderName } from './export-file-names';

describe('export file names', () => {
  test('project folder names replace spaces with dashes and keep inside their folder', () => {
    expect(projectFolderName('Interface brain  board')).toBe('Interface-brain-board');
    expect(projectFolderName('../../etc/passwd')).toBe('etcpasswd');
    expect(projectFolderName('   ')).toBe('Project-1');
  });

  test('files carry the spec\'s suffixes and prefixes after the project name', () => {
    const names = exportFileNames('Interface brain', 'V2');
    expect([names.pcb, names.additionalFolder, names.originalFolder, names.bom('csv'), names.cpl('xlsx'), names.gerberJob, names.preview]).toEqual([
      'Interface-brain_PCB.zip',
      'Interface-brain_Additional',
      'Original',
      'Interface-brain_BOM_V2.csv',
      'Interface-brain_CPL_V2.xlsx',
      'Interface-brain_GerberJob_V2.gbrjob',
      'Interface-brain_Preview.png',
    ]);
  });

  test('an order dump is named with its timestamp', () => {
    expect(orderDumpName(new Date('2026-11-23T10:11:12.345Z'))).toBe('orders-2026-11-23T10-11-12-345Z.zip');
  });
});
