import { randomUUID } from 'node:crypto';
import { DomainError, ErrorCode, filledFromPart, safeFileName, servedMediaType, sheetFileProblem, sheetUnreadable, tooManyComponents, wantsCatalogue, type BomSheetRow } from '@pcbm/domain';
import type { NewFile, PartsCatalogue } from '@pcbm/platform';
import type { UploadWorkers } from './upload-workers';

/** How long formatting waits for the parts catalogue before it formats without it. */
const CATALOGUE_WAIT_MS = 5000;

/** A file sent to the formatter, read: the original to keep and the sheet's rows. */
export interface FormattedUpload {
  readonly original: NewFile;
  readonly rows: BomSheetRow[];
}

const invalid = (message: string): never => {
  throw new DomainError(ErrorCode.INVALID_INPUT, message);
};

/**
 * Reads a file sent to the BOM formatter: its name and its real size first, then its content in a worker thread (a
 * spreadsheet or CSV holding a parts list of at most the free plan's components). The original is kept as it came.
 */
export async function readSheetUpload(workers: UploadWorkers, file: File, sheetId: string): Promise<FormattedUpload> {
  const filename = safeFileName(file.name);
  const stated = sheetFileProblem(filename, file.size);
  if (stated) return invalid(stated);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const counted = sheetFileProblem(filename, bytes.byteLength);
  if (counted) return invalid(counted);
  const reading = await workers.readBomSheet({ name: filename, bytes });
  if (reading.kind === 'unreadable') return sheetUnreadable();
  if (reading.kind === 'tooManyComponents') return tooManyComponents(reading.components);
  const original: NewFile = { id: randomUUID(), resourceId: sheetId, kind: 'original_bom', filename, mediaType: servedMediaType(bytes, filename) ?? 'application/octet-stream', bytes };
  return { original, rows: reading.rows };
}

/**
 * The rows with what the parts catalogue knows filled in where the list left a field empty. A catalogue that fails or
 * takes too long leaves the rows as they are: formatting never fails for it.
 */
export async function withCatalogueDetails(parts: PartsCatalogue, rows: BomSheetRow[]): Promise<BomSheetRow[]> {
  const asked = rows.map((row, index) => ({ row, index })).filter(({ row }) => wantsCatalogue(row));
  if (asked.length === 0) return rows;
  let timer: NodeJS.Timeout | undefined;
  try {
    const found = await Promise.race([
      parts.partsFor(asked.map(({ row }) => ({ mpn: row.mpn, manufacturer: row.manufacturer || null }))),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CATALOGUE_WAIT_MS))),
    ]);
    if (!found) return rows;
    const filled = [...rows];
    asked.forEach(({ index }, at) => (filled[index] = filledFromPart(rows[index], found[at] ?? null)));
    return filled;
  } catch {
    return rows;
  } finally {
    clearTimeout(timer);
  }
}
