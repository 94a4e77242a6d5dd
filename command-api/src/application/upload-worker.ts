import { zipSync, type Zippable } from 'fflate';
import {
  bomComponents,
  checkOrderDesignData,
  countBoardFiles,
  importCpl,
  partQueriesOf,
  readSheet,
  readTable,
  toXlsx,
  type BomColumns,
  type DesignDataCheck,
  type ExportSheet,
  type OrderDesignData,
  type Placement,
  type SheetReading,
  type UploadedFile,
} from '@pcbm/domain';
import { isReadablePdf } from './pdf-reading';
import { reencodeImage, type ImageReading } from './reencoded-image';

/*
 * What runs in the upload worker threads: unpacking archives, reading Gerber, drill, job and
 * placement files, decoding images and packing order dumps are CPU work that must never hold up the event loop.
 */

/** Files that are packed already; deflating them again costs time and saves nothing. */
const PACKED = /\.(zip|7z|rar|gz|tgz|pdf|png|jpe?g|webp|xlsx|ods)$/i;

/** The server's check of an order's design data. */
export function checkDesignData(data: OrderDesignData): DesignDataCheck {
  return checkOrderDesignData(data);
}

/** How many board files an upload of the PCB files holds. */
export function boardFileCount(pcb: UploadedFile): number {
  return countBoardFiles(pcb);
}

/** Whether an uploaded document parses as a PDF. */
export function readablePdf(bytes: Uint8Array): Promise<boolean> {
  return isReadablePdf(bytes);
}

/** An uploaded image decoded and encoded anew. */
export function reencodedImage(bytes: Uint8Array): ImageReading {
  return reencodeImage(bytes);
}

/**
 * Files packed into one zip: 64 MB of design data took 2.4 s of one core, which on the event loop every other
 * request would wait for.
 */
export function zippedFiles(entries: Record<string, Uint8Array>): Uint8Array {
  const files: Zippable = {};
  for (const [path, bytes] of Object.entries(entries)) files[path] = PACKED.test(path) ? [bytes, { level: 0 }] : bytes;
  return zipSync(files);
}

/** A workbook of these sheets (an export in Excel's format). */
export function workbook(sheets: readonly ExportSheet[]): Uint8Array {
  return toXlsx(sheets);
}

/** The placements a stored placement list holds (read again for an export). */
export function placementsOf(file: UploadedFile): readonly Placement[] {
  return importCpl(readTable(file)).placements;
}

/** The part numbers a parts list asks for (its designators expanded on the way), for the detection of its columns. */
export function bomPartQueries(list: { headers: readonly string[]; rows: readonly (readonly string[])[]; columns: BomColumns }): { mpn: string; manufacturer: string }[] {
  return partQueriesOf(bomComponents(list.headers, list.rows, list.columns));
}

/** A file sent to the BOM formatter read into sheet rows: its content checked, its parts list found and its components counted. */
export function bomSheetReading(file: UploadedFile): SheetReading {
  return readSheet(file);
}
