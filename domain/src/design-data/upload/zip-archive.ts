import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { DesignFile } from '../design-file';
import type { Finding } from '../finding';
import { extensionOf, normalisePath } from './file-name';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, megabytes } from './upload-limits';

/** What an archive may still unpack to: the bytes and files left in the upload. */
export interface ZipBudget {
  readonly bytes: number;
  readonly files: number;
}

/** The files of an archive that may be used, and why others were refused. */
export interface OpenedZipArchive {
  readonly files: DesignFile[];
  readonly problems: Finding[];
}

interface ZipEntry {
  readonly rawName: string;
  readonly name: string;
  readonly declaredSize: number;
}

/** Whether an uploaded file is a zip archive to open (spreadsheets are zip containers too, so only by name). */
export const isZipArchive = (file: DesignFile) => extensionOf(file.name) === 'zip';

const refused = (archive: DesignFile, code: string, message: string): OpenedZipArchive => ({
  files: [],
  problems: [{ code, message, file: archive.name }],
});

/** Lists the central directory without inflating anything. */
function listEntries(bytes: Uint8Array): { entries: ZipEntry[]; outside: string[] } {
  const entries: ZipEntry[] = [];
  const outside: string[] = [];
  unzipSync(bytes, {
    filter: (info) => {
      const name = normalisePath(info.name);
      if (name === null) outside.push(info.name);
      else if (name !== '') entries.push({ rawName: info.name, name, declaredSize: info.originalSize });
      return false;
    },
  });
  return { entries, outside };
}

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Inflates the listed entries, counting what comes out: declared sizes can lie, so inflating
 * stops as soon as the output passes the limit. Null when it did.
 */
function inflateEntries(bytes: Uint8Array, entries: readonly ZipEntry[], limit: number): DesignFile[] | null {
  const wanted = new Map(entries.map((entry) => [entry.rawName, entry.name]));
  const files: DesignFile[] = [];
  let inflated = 0;
  let overLimit = false;
  let failure: Error | null = null;
  const unzip = new Unzip((stream) => {
    const name = wanted.get(stream.name);
    if (name === undefined || overLimit) return;
    const chunks: Uint8Array[] = [];
    stream.ondata = (error, chunk, final) => {
      if (error) {
        failure = error;
        return;
      }
      inflated += chunk.length;
      if (inflated >= limit) {
        overLimit = true;
        stream.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.push({ name, bytes: joined(chunks) });
    };
    stream.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(bytes, true);
  if (failure) throw failure;
  if (overLimit) return null;
  if (files.length !== wanted.size) throw new Error('truncated archive');
  return files;
}

/**
 * Opens a zip archive of an upload. Entries that climb out of it (`..`, absolute paths) are
 * refused; macOS metadata, hidden files and folders are skipped; an archive that declares or
 * inflates to more than the budget (a size bomb) is refused as a whole.
 */
export function openZipArchive(archive: DesignFile, budget: ZipBudget = { bytes: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES }): OpenedZipArchive {
  const tooLarge = () =>
    refused(archive, 'zipTooLarge', `${archive.name} unpacks to ${megabytes(budget.bytes)} or more, or to more than ${budget.files} files, and was refused.`);
  const unreadable = () => refused(archive, 'zipUnreadable', `${archive.name} could not be opened as a zip archive.`);
  let listing: ReturnType<typeof listEntries>;
  try {
    listing = listEntries(archive.bytes);
  } catch {
    return unreadable();
  }
  const problems: Finding[] = listing.outside.map((name) => ({
    code: 'zipPathTraversal',
    message: `The entry "${name}" of ${archive.name} points outside the archive and was refused.`,
    file: archive.name,
  }));
  const declared = listing.entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared >= budget.bytes || listing.entries.length > budget.files) return tooLarge();
  let files: DesignFile[] | null;
  try {
    files = inflateEntries(archive.bytes, listing.entries, budget.bytes);
  } catch {
    return unreadable();
  }
  return files === null ? tooLarge() : { files, problems };
}
