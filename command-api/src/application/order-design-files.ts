import {
  DomainError,
  ErrorCode,
  type DesignDataWarning,
  type FileReference,
  type OrderComponentRow,
  type OrderDesignData,
  type UploadedFile,
} from '@pcbm/domain';
import type { FileStore, NewFile } from '@pcbm/platform';
import type { UploadWorkers } from './upload-workers';

/** A file about to be stored, as the design-data readers take it. */
export const asUploaded = (file: NewFile | undefined): UploadedFile | undefined => (file ? { name: file.filename, bytes: file.bytes } : undefined);

/** The current version of an order's file, as the design-data readers take it. */
export async function storedAsUploaded(files: FileStore, reference: FileReference | undefined): Promise<UploadedFile | undefined> {
  if (!reference) return undefined;
  const versioned = await files.versions(reference.fileId);
  return versioned ? { name: versioned.current.filename, bytes: await files.read(versioned.current.id) } : undefined;
}

/** The parts-list rows an order stores as its BOM file. */
export async function storedComponentRows(files: FileStore, reference: FileReference | undefined): Promise<OrderComponentRow[] | null> {
  const file = await storedAsUploaded(files, reference);
  return file ? (JSON.parse(new TextDecoder().decode(file.bytes)) as OrderComponentRow[]) : null;
}

/** Runs the server's design-data check off the event loop; problems refuse the command, warnings are returned to go with the order. */
export async function requireValidDesignData(workers: UploadWorkers, data: OrderDesignData): Promise<{ warnings: DesignDataWarning[]; boardFileCount: number }> {
  const check = await workers.check(data);
  if (check.problems.length > 0) {
    throw new DomainError(ErrorCode.INVALID_INPUT, `The design data cannot be used: ${check.problems.map((p) => p.message).join(' ')}`, { problems: check.problems });
  }
  return { warnings: check.warnings, boardFileCount: check.boardFileCount };
}
