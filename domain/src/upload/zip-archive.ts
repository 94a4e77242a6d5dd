import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { UploadedFile, UploadFinding } from './upload-problem';
import { MAX_ARCHIVE_ENTRIES, MAX_BYTES, MAX_COMPRESSION_RATIO, MAX_FILES } from './upload-limits';

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
 * The archive is fed to the inflater in slices this small, so one step inflates at most about a
 * thousand times as much (deflate's highest ratio) before the count of inflated bytes is checked.
 */
const SLICE_BYTES = 8 * 1024;
const MEGABYTE = 1024 * 1024;

class ArchiveTooLarge extends Error {}

/** What the archive unpacks to at most: the upload limit, and less for a small archive (compression ratio). */
const inflatedLimit = (archiveBytes: number) => Math.min(MAX_BYTES, Math.max(MEGABYTE, archiveBytes * MAX_COMPRESSION_RATIO));

/**
 * Opens a zip archive. Entries that climb out of it are refused, hidden and metadata entries are
 * skipped. The bytes actually inflated are counted while unpacking (sizes declared in the archive
 * are not trusted), and unpacking stops as soon as the archive passes the upload limits, its
 * compression ratio, its entry count, or an entry unpacks to more than it declared (a bomb).
 */
export function openZip(archive: UploadedFile): { files: UploadedFile[]; problems: UploadFinding[] } {
  const problems: UploadFinding[] = [];
  const files: UploadedFile[] = [];
  const limit = inflatedLimit(archive.bytes.byteLength);
  let inflated = 0;
  let entries = 0;
  let accepted = 0;
  let failure = null as Error | null;
  const stop = (error: Error) => {
    failure ??= error;
  };

  const accept = (entry: UnzipFile, name: string) => {
    const chunks: Uint8Array[] = [];
    let entryBytes = 0;
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) return stop(error);
      entryBytes += chunk.byteLength;
      inflated += chunk.byteLength;
      if (inflated > limit || (entry.originalSize !== undefined && entryBytes > entry.originalSize)) return stop(new ArchiveTooLarge());
      chunks.push(chunk);
      if (final) files.push({ name, bytes: joined(chunks, entryBytes) });
    };
    entry.start();
  };

  const unzip = new Unzip((entry) => {
    entries += 1;
    if (failure) return;
    if (entries > MAX_ARCHIVE_ENTRIES) return stop(new ArchiveTooLarge());
    const name = normaliseEntryName(entry.name);
    if (name === null) {
      problems.push({ code: 'ZIP_PATH_TRAVERSAL', message: `The archive entry "${entry.name}" points outside the archive and was refused.`, file: archive.name });
      return;
    }
    if (name === '' || entry.name.endsWith('/')) return;
    accepted += 1;
    if (accepted > MAX_FILES) return stop(new ArchiveTooLarge());
    accept(entry, name);
  });
  unzip.register(UnzipInflate);

  try {
    for (let offset = 0; offset < archive.bytes.byteLength && !failure; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, archive.bytes.byteLength);
      unzip.push(archive.bytes.subarray(offset, end), end === archive.bytes.byteLength);
    }
  } catch (error) {
    stop(error instanceof Error ? error : new Error(String(error)));
  }
  if (failure instanceof ArchiveTooLarge) {
    return {
      files: [],
      problems: [{ code: 'ZIP_TOO_LARGE', message: `The archive unpacks to more than ${MAX_FILES} files, ${MAX_ARCHIVE_ENTRIES} entries, 10 MB, ${MAX_COMPRESSION_RATIO} times its size, or more than it declares, and was refused.`, file: archive.name }],
    };
  }
  if (failure || (entries === 0 && !isEmptyZip(archive.bytes))) return { files: [], problems: [{ code: 'ZIP_UNREADABLE', message: 'The zip archive could not be processed.', file: archive.name }] };
  return { files, problems };
}

/** An archive without entries is only its end record. */
const isEmptyZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x05 && bytes[3] === 0x06;

function joined(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
