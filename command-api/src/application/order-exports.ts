import {
  bomTable,
  exportFileNames,
  isCustomerOf,
  isProducerOf,
  placementTable,
  SHEET_LABELS,
  toCsv,
  type Actor,
  type ExportSheet,
  type ExportLocale,
  type ExportSettings,
  type FileReference,
  type OrderState,
  type Placement,
  type SuperOrderState,
  type UploadedFile,
} from '@pcbm/domain';
import type { FileStore } from '@pcbm/platform';
import { toOrderView } from '../graphql/types/order-view';
import { storedAsUploaded, storedComponentRows } from './order-design-files';

/** A file made for download. */
export interface ExportFile {
  readonly filename: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const encode = (text: string) => new TextEncoder().encode(text);

/** The orders of a super order the actor may export: customers and admins all, a producer its own. */
export function exportableOrders(actor: Actor, superOrder: SuperOrderState): OrderState[] {
  if (actor.isAdmin || isCustomerOf(actor, superOrder)) return [...superOrder.orders];
  return superOrder.orders.filter((order) => isProducerOf(actor, order));
}

/**
 * The work of an export that takes a core for seconds on a large list (a workbook of 50,000 rows took 3 s to write),
 * done off the event loop (`UploadWorkers`), so one export never holds up everyone else's requests.
 */
export interface ExportWork {
  /** A workbook of these sheets. */
  workbook(sheets: readonly ExportSheet[]): Promise<Uint8Array>;
  /** The placements a stored placement list holds. */
  placements(file: UploadedFile): Promise<readonly Placement[]>;
}

/** One table in the chosen format: CSV with comma or semicolon (and the matching decimal sign), or a workbook. */
export async function tableFile(work: Pick<ExportWork, 'workbook'>, name: (extension: 'csv' | 'xlsx') => string, sheet: string, rows: ExportSheet['rows'], settings: ExportSettings): Promise<ExportFile> {
  if (settings.format === 'Excel') return { filename: name('xlsx'), mediaType: XLSX, bytes: await work.workbook([{ name: sheet, rows }]) };
  const style = settings.format === 'CsvSemicolon' ? ({ separator: ';', decimalSign: ',' } as const) : ({ separator: ',', decimalSign: '.' } as const);
  return { filename: name('csv'), mediaType: 'text/csv; charset=utf-8', bytes: encode(toCsv(rows, style)) };
}

const filesOf = (superOrder: SuperOrderState, order: OrderState) => order.files ?? superOrder.files;
const requestOf = (superOrder: SuperOrderState, order: OrderState) => order.request ?? superOrder.request;

/** The order's parts list as the caller's export settings say. */
export async function bomExport(files: FileStore, work: ExportWork, superOrder: SuperOrderState, order: OrderState, settings: ExportSettings, locale: ExportLocale): Promise<ExportFile | null> {
  const rows = await storedComponentRows(files, filesOf(superOrder, order).bom);
  if (!rows) return null;
  const names = exportFileNames(superOrder.name, requestOf(superOrder, order).pcbVersion);
  return tableFile(work, names.bom, SHEET_LABELS[locale].components, bomTable(rows, settings.bomColumnOrder, locale), settings);
}

/** The order's placement list in the caller's unit and format. */
export async function placementExport(files: FileStore, work: ExportWork, superOrder: SuperOrderState, order: OrderState, settings: ExportSettings, locale: ExportLocale): Promise<ExportFile | null> {
  const file = await storedAsUploaded(files, filesOf(superOrder, order).placement);
  if (!file) return null;
  const placements = await work.placements(file);
  const names = exportFileNames(superOrder.name, requestOf(superOrder, order).pcbVersion);
  return tableFile(work, names.cpl, SHEET_LABELS[locale].placement, placementTable(placements, settings.unit, locale), settings);
}

async function firstVersion(files: FileStore, reference: FileReference | undefined): Promise<{ filename: string; bytes: Uint8Array } | null> {
  if (!reference) return null;
  const versioned = await files.versions(reference.fileId);
  if (!versioned) return null;
  const first = versioned.history[versioned.history.length - 1] ?? versioned.current;
  return { filename: first.filename, bytes: await files.read(first.id) };
}

/**
 * The files of one order in a dump, by path inside the producer's folder: the board files, job,
 * preview, parts and placement lists in the caller's format, additional files, the originals as
 * first uploaded, and OrderData.json.
 */
export async function orderFolder(files: FileStore, work: ExportWork, superOrder: SuperOrderState, order: OrderState, settings: ExportSettings, locale: ExportLocale): Promise<Record<string, Uint8Array>> {
  const request = requestOf(superOrder, order);
  const orderFiles = filesOf(superOrder, order);
  const names = exportFileNames(superOrder.name, request.pcbVersion);
  const entries: Record<string, Uint8Array> = {};
  const current = async (reference: FileReference | undefined, name: string) => {
    const file = await storedAsUploaded(files, reference);
    if (file) entries[name] = file.bytes;
  };
  await current(orderFiles.pcb, names.pcb);
  await current(orderFiles.job, names.gerberJob);
  await current(orderFiles.preview, names.preview);
  for (const made of [await bomExport(files, work, superOrder, order, settings, locale), await placementExport(files, work, superOrder, order, settings, locale)]) {
    if (made) entries[made.filename] = made.bytes;
  }
  for (const reference of orderFiles.additionalFiles) await current(reference, `${names.additionalFolder}/${reference.filename}`);
  for (const reference of [orderFiles.originalBom, orderFiles.originalPlacement, orderFiles.originalJob, orderFiles.pcb]) {
    const first = await firstVersion(files, reference);
    if (first) entries[`${names.originalFolder}/${first.filename}`] = first.bytes;
  }
  const { files: _files, ...data } = toOrderView(superOrder, order);
  entries['OrderData.json'] = encode(JSON.stringify(data, null, 2));
  return entries;
}
