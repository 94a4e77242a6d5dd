import { unzipSync } from 'fflate';
import type { UploadedFile, UploadFinding } from './upload-problem';
import { MAX_BYTES, MAX_FILES } from './upload-limits';

/** Whether the bytes start like a zip archive. */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A name inside an archive made safe: forward slashes, no `./`, and null when it leaves the archive or is hidden. */
export function normaliseEntryName(name: string): string | null {
  const parts = name.replace(/\\/g, '/').split('/').filter((part) => part !== '' && part !== '.');
  if (/^[a-zA-Z]:/.test(name) || name.startsWith('/') || name.startsWith('\\') || parts.includes('..')) return null;
  if (parts.some((part) => part === '__MACOSX' || part.startsWith('.'))) return '';
  return parts.join('/');
}

/**
 * Opens a zip archive. Entries that climb out of it are refused, hidden and metadata entries are
 * skipped, and inflating stops before the contents pass the upload limits (a size bomb).
 */
export function openZip(archive: UploadedFile): { files: UploadedFile[]; problems: UploadFinding[] } {
  const problems: UploadFinding[] = [];
  let declared = 0;
  let count = 0;
  let files: UploadedFile[] = [];
  try {
    const entries = unzipSync(archive.bytes, {
      filter: (entry) => {
        const name = normaliseEntryName(entry.name);
        if (name === null) {
          problems.push({ code: 'ZIP_PATH_TRAVERSAL', message: `The archive entry "${entry.name}" points outside the archive and was refused.`, file: archive.name });
          return false;
        }
        if (name === '' || entry.name.endsWith('/')) return false;
        declared += entry.originalSize;
        count += 1;
        if (declared >= MAX_BYTES || count > MAX_FILES) throw new RangeError('too large');
        return true;
      },
    });
    files = Object.entries(entries).map(([name, bytes]) => ({ name: normaliseEntryName(name)!, bytes }));
    if (files.reduce((sum, file) => sum + file.bytes.byteLength, 0) >= MAX_BYTES) throw new RangeError('too large');
  } catch (error) {
    if (error instanceof RangeError) {
      return { files: [], problems: [{ code: 'ZIP_TOO_LARGE', message: `The archive unpacks to more than ${MAX_FILES} files or 10 MB and was refused.`, file: archive.name }] };
    }
    return { files: [], problems: [{ code: 'ZIP_UNREADABLE', message: 'The zip archive could not be processed.', file: archive.name }] };
  }
  return { files, problems };
}
