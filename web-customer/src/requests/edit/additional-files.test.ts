import { MAX_BYTES, MAX_FILES } from '@pcbm/domain/upload/upload-limits';
import { withAddedFiles } from './additional-files';
import { fileOfSize } from './test-order';

describe('adding files to a change request', () => {
  test('given files chosen before, when more are added, then all are kept and a file of the same name replaces the earlier one', () => {
    const first = fileOfSize('a.pdf', 10);
    const second = fileOfSize('b.pdf', 10);
    const newer = fileOfSize('a.pdf', 20);
    expect(withAddedFiles([first, second], [newer])).toEqual({ files: [second, newer], problems: [] });
  });

  test('given a file of the upload limit or more, when added, then nothing of that choice is taken', () => {
    const small = fileOfSize('small.pdf', 10);
    expect(withAddedFiles([], [small, fileOfSize('huge.zip', MAX_BYTES)])).toEqual({ files: [], problems: [{ code: 'FILE_TOO_LARGE', file: 'huge.zip' }] });
  });

  test('given files that together reach the upload limit, when added, then they are refused and the earlier choice stays', () => {
    const earlier = fileOfSize('earlier.pdf', MAX_BYTES / 2);
    expect(withAddedFiles([earlier], [fileOfSize('more.pdf', MAX_BYTES / 2)])).toEqual({ files: [earlier], problems: [{ code: 'UPLOAD_TOO_LARGE' }] });
  });

  test('given more files than one upload may hold, when added, then they are refused', () => {
    const many = Array.from({ length: MAX_FILES + 1 }, (_, index) => fileOfSize(`f${index}.txt`, 1));
    expect(withAddedFiles([], many).problems).toEqual([{ code: 'TOO_MANY_FILES' }]);
    expect(withAddedFiles([], many.slice(0, MAX_FILES)).problems).toEqual([]);
  });
});
