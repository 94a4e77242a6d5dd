import { inspectUpload } from '../inspection/inspect-upload';
import { checkUpload } from '../upload/check-upload';
import { isValidDesignator } from '../parts-list/designators';
import { isEmptyPartNumber } from '../tables/keywords';
import { MAX_ROWS, readTable } from '../tables/read-table';
import { TableError } from '../tables/table';
import type { FileUse } from '../upload/file-use';
import { ALLOWED_EXTENSIONS, extensionOf } from '../upload/file-use';
import type { UploadedFile, UploadFinding } from '../upload/upload-problem';

/** One parts-list row as the wizard sends it with the order. */
export interface OrderComponentRow {
  readonly designators: readonly string[];
  readonly quantity: number;
  readonly mpn?: string | null;
  readonly manufacturer?: string | null;
  readonly description?: string | null;
  readonly doNotPlace?: boolean | null;
  readonly provided?: boolean | null;
  readonly generic?: boolean | null;
}

/** The design data of an order as its upload fields carry it. */
export interface OrderDesignData {
  /** The board's Gerber and drill files, zipped or as one file. */
  readonly pcb?: UploadedFile;
  readonly job?: UploadedFile;
  readonly originalJob?: UploadedFile;
  readonly placement?: UploadedFile;
  readonly originalPlacement?: UploadedFile;
  readonly originalBom?: UploadedFile;
  /** The parts list as rows; null when none was sent. */
  readonly bom: readonly OrderComponentRow[] | null;
}

export interface DesignDataCheck {
  /** Any problem refuses the order. */
  readonly problems: UploadFinding[];
  /** Warnings are kept with the order; it can still be sent. */
  readonly warnings: UploadFinding[];
  /** How many board files (Gerber layers and drills) the PCB upload holds. */
  readonly boardFileCount: number;
}

/** Checks the parts-list rows: a table is needed, every component needs valid designators, each designator once. */
export function checkComponentRows(rows: readonly OrderComponentRow[] | null): { problems: UploadFinding[]; warnings: UploadFinding[] } {
  const problems: UploadFinding[] = [];
  const warnings: UploadFinding[] = [];
  if (!rows || rows.length === 0) return { problems: [{ code: 'NO_COMPONENT_TABLE', message: 'no component table' }], warnings };
  if (rows.length > MAX_ROWS) {
    return { problems: [{ code: 'tooManyComponents', message: `A parts list has at most ${MAX_ROWS.toLocaleString('en')} rows; this one has ${rows.length.toLocaleString('en')}.` }], warnings };
  }
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = `row ${index + 1}`;
    if (row.designators.length === 0) problems.push({ code: 'designatorMissing', message: `Every component needs a designator (${at}).` });
    for (const designator of row.designators) {
      if (!isValidDesignator(designator)) problems.push({ code: 'designatorInvalid', message: `${designator} is not a designator: letters followed by digits (${at}).` });
      else if (seen.has(designator.toUpperCase())) problems.push({ code: 'designatorDuplicate', message: `${designator} appears in more than one component (${at}).` });
      seen.add(designator.toUpperCase());
    }
    if (!Number.isInteger(row.quantity) || row.quantity < 0) problems.push({ code: 'quantityInvalid', message: `The quantity must be a whole number (${at}).` });
    if (row.generic) {
      if (!row.description?.trim()) warnings.push({ code: 'genericWithoutDescription', message: `A generic component needs a description (${row.designators.join(', ')}).`, subject: subjectOf(row.designators.join(', ')) });
    } else if (!row.doNotPlace && !row.provided && isEmptyPartNumber(row.mpn ?? '')) {
      warnings.push({ code: 'mpnMissing', message: `MPN not found for ${row.designators.join(', ') || at}.`, subject: subjectOf(row.designators.join(', ') || at) });
    }
  });
  return { problems: namedUpTo(problems), warnings: namedUpTo(warnings) };
}

/** How many findings of one code are named one by one; the order keeps them, so they stay few. */
export const MAX_FINDINGS_NAMED = 100;

/** The longest part name a finding carries as its subject; a designator is a few characters. */
export const MAX_SUBJECT_LENGTH = 100;
const subjectOf = (text: string) => (text.length > MAX_SUBJECT_LENGTH ? `${text.slice(0, MAX_SUBJECT_LENGTH - 1)}…` : text);

/**
 * The findings with at most MAX_FINDINGS_NAMED of each code, and for each code past that one finding counting the
 * rest (a finding that already counts others adds to it, so the list can be cut again).
 */
function namedUpTo(findings: UploadFinding[]): UploadFinding[] {
  const named = new Map<string, number>();
  const unnamed = new Map<string, number>();
  const kept: UploadFinding[] = [];
  for (const finding of findings) {
    const count = named.get(finding.code) ?? 0;
    if (finding.more === undefined && count < MAX_FINDINGS_NAMED) {
      named.set(finding.code, count + 1);
      kept.push(finding);
    } else {
      unnamed.set(finding.code, (unnamed.get(finding.code) ?? 0) + (finding.more ?? 1));
    }
  }
  for (const [code, more] of unnamed) kept.push({ code, message: `${more.toLocaleString('en')} more of these.`, more });
  return kept;
}

function checkTableFile(file: UploadedFile | undefined, use: FileUse, problems: UploadFinding[]): void {
  if (!file) return;
  const allowed = ALLOWED_EXTENSIONS[use]!;
  if (!allowed.includes(extensionOf(file.name))) {
    problems.push({ code: 'EXTENSION_NOT_ALLOWED', message: `${file.name} cannot be used this way. Allowed file types: ${allowed.join(', ')}.`, file: file.name });
    return;
  }
  try {
    readTable(file);
  } catch (error) {
    if (!(error instanceof TableError)) throw error;
    problems.push({ code: error.code, message: error.message, file: file.name });
  }
}

const ARCHIVE_REFUSALS = ['ZIP_TOO_LARGE', 'ZIP_UNREADABLE'];

/**
 * What the server checks of an order's design data, with the same readers the wizard uses: upload
 * rules, the job file, the board files and stackup, the parts-list rows, the placement list
 * against them and the outline. Problems refuse the order; warnings go with it.
 */
export function checkOrderDesignData(data: OrderDesignData): DesignDataCheck {
  const problems: UploadFinding[] = [];
  const warnings: UploadFinding[] = [];
  const rows = checkComponentRows(data.bom);
  problems.push(...rows.problems);
  warnings.push(...rows.warnings);
  checkTableFile(data.originalBom, 'bomFile', problems);
  checkTableFile(data.originalPlacement, 'cplFile', problems);
  if (!data.pcb) {
    problems.push({ code: 'GERBER_MISSING', message: 'No Gerber files were found; they are needed for the request.' });
    return { problems, warnings, boardFileCount: 0 };
  }
  const assigned = new Map<string, FileUse>();
  if (data.job) assigned.set(data.job.name, 'jobFile');
  if (data.placement) assigned.set(data.placement.name, 'cplFile');
  const files = [data.pcb, data.job, data.placement].filter((file): file is UploadedFile => file !== undefined);
  const bom = data.bom ?? [];
  const inspection = inspectUpload(files, {
    assigned,
    bomDesignators: bom.flatMap((row) => row.designators),
    placedBomDesignators: bom.filter((row) => !row.doNotPlace).flatMap((row) => row.designators),
    outlineOnly: true,
  });
  // A refused archive already says why no Gerber files were found.
  const archiveRefused = inspection.problems.some((problem) => ARCHIVE_REFUSALS.includes(problem.code));
  problems.push(...inspection.problems.filter((problem) => !(archiveRefused && problem.code === 'GERBER_MISSING')));
  warnings.push(...inspection.warnings);
  for (const problem of inspection.cpl?.problems ?? []) {
    const finding = { code: problem.code, message: problem.message, file: data.placement?.name, ...(problem.designator ? { subject: subjectOf(problem.designator) } : {}) };
    (problem.severity === 'problem' ? problems : warnings).push(finding);
  }
  if (data.originalJob && extensionOf(data.originalJob.name) !== 'gbrjob') {
    problems.push({ code: 'EXTENSION_NOT_ALLOWED', message: `${data.originalJob.name} cannot be used this way. Allowed file types: gbrjob.`, file: data.originalJob.name });
  }
  const boardFileCount = inspection.files.filter((file) => file.use === 'pcbFile').length;
  // A placement list of 50,000 rows may find as many; the order keeps a hundred of each kind and counts the rest.
  return { problems: namedUpTo(problems), warnings: namedUpTo(warnings), boardFileCount };
}

/** How many board files (Gerber layers and drills) an upload of the PCB files holds. */
export function countBoardFiles(pcb: UploadedFile): number {
  return checkUpload([pcb]).files.filter((file) => file.use === 'pcbFile').length;
}
