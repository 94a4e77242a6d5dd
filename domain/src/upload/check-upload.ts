import { classifyFile, nameStrength, PROJECT_FILE_EXTENSIONS } from './classify-file';
import { ALLOWED_EXTENSIONS, extensionOf, hasUsualExtension, type FileUse } from './file-use';
import { decodeText } from './text-decoding';
import { MAX_BYTES, MAX_FILES } from './upload-limits';
import type { UploadedFile, UploadFinding } from './upload-problem';
import { isZip, openZip } from './zip-archive';

/** An accepted file with what it is used for. */
export interface ClassifiedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly use: FileUse;
}

export interface UploadCheck {
  readonly files: ClassifiedFile[];
  readonly problems: UploadFinding[];
  readonly warnings: UploadFinding[];
  readonly notices: UploadFinding[];
}

/** Uses that only one file may have. */
const SINGLE_USES: readonly FileUse[] = ['jobFile', 'bomFile', 'cplFile'];

const baseName = (name: string) => name.split('/').pop()!;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Checks an upload as the wizard's first step does: limits, folders, zip archives, replaced
 * names, and what each file is used for. `earlierNames` are files already in the draft;
 * `assigned` names files whose use was chosen by hand (as the order's own upload fields do).
 */
export function checkUpload(uploaded: readonly UploadedFile[], earlierNames: readonly string[] = [], assigned: ReadonlyMap<string, FileUse> = new Map()): UploadCheck {
  const problems: UploadFinding[] = [];
  const warnings: UploadFinding[] = [];
  const notices: UploadFinding[] = [];
  if (uploaded.length === 0) problems.push({ code: 'NO_FILES', message: 'Please upload at least one file.' });
  const total = uploaded.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  if (total >= MAX_BYTES) problems.push({ code: 'UPLOAD_TOO_LARGE', message: `All files together must be under 10 MB (these are ${megabytes(total)}).` });

  const flattened: UploadedFile[] = [];
  for (const file of uploaded) {
    if (file.isDirectory) {
      problems.push({ code: 'DIRECTORY_NOT_ALLOWED', message: 'Folders cannot be uploaded; upload the files or a zipped folder.', file: file.name });
    } else if (file.bytes.byteLength >= MAX_BYTES) {
      problems.push({ code: 'FILE_TOO_LARGE', message: `Each file must be under 10 MB (this one is ${megabytes(file.bytes.byteLength)}).`, file: file.name });
    } else if (isZip(file.bytes) || extensionOf(file.name) === 'zip') {
      const opened = openZip(file);
      problems.push(...opened.problems);
      if (opened.problems.length === 0) warnings.push({ code: 'ZIP_NOT_VIRUS_CHECKED', message: 'Zip files are not checked for viruses.', file: file.name });
      flattened.push(...opened.files);
    } else {
      flattened.push(file);
    }
  }
  if (flattened.length > MAX_FILES) problems.push({ code: 'TOO_MANY_FILES', message: `At most ${MAX_FILES} files can be uploaded at once.` });

  const byName = new Map<string, UploadedFile>();
  const seen = new Set(earlierNames.map(baseName));
  for (const file of flattened) {
    const name = baseName(file.name);
    if (seen.has(name)) notices.push({ code: 'FILE_REPLACED', message: `${name} replaces the file of the same name.`, file: name });
    seen.add(name);
    byName.set(name, { ...file, name });
  }

  const candidates = [...byName.values()].map((file) => {
    const text = decodeText(file.bytes);
    return { file, text, use: classifyFile(file.name, text) };
  });
  // The file whose name says most surely what it is gets a single use; the others stay additional.
  const winners = new Map<FileUse, string>();
  for (const [name, use] of assigned) if (SINGLE_USES.includes(use)) winners.set(use, name);
  for (const candidate of [...candidates].sort((a, b) => nameStrength(b.file.name) - nameStrength(a.file.name))) {
    if (SINGLE_USES.includes(candidate.use) && !winners.has(candidate.use)) winners.set(candidate.use, candidate.file.name);
  }
  const files = candidates.map(({ file, text, use: classified }): ClassifiedFile => {
    const chosen = assigned.get(file.name);
    if (chosen) {
      const result = assignUse({ name: file.name, bytes: file.bytes, text, use: classified }, chosen);
      if (result.problem) problems.push(result.problem);
      if (result.warning) warnings.push(result.warning);
      return result.file;
    }
    let use = classified;
    const tool = PROJECT_FILE_EXTENSIONS[extensionOf(file.name)];
    if (tool) {
      warnings.push({
        code: 'PROJECT_FILE_EXPORT_HINT',
        message: `${file.name} is a ${tool} project file. Producers need the Gerber, drill, parts and placement files exported from it: Skip This File, or Upload Anyway to send it along.`,
        file: file.name,
      });
    }
    if (SINGLE_USES.includes(use) && winners.get(use) !== file.name) {
      warnings.push({ code: 'DUPLICATE_FILE_USE', message: `Only one file can be the ${use}; ${file.name} is kept as an additional file.`, file: file.name });
      use = 'additionalFile';
    }
    if (!hasUsualExtension(file.name, use)) {
      warnings.push({ code: 'UNUSUAL_FILE_TYPE', message: `${file.name} has an unusual type for a ${use}; usual are: ${ALLOWED_EXTENSIONS[use]!.join(', ')}.`, file: file.name });
    }
    return { name: file.name, bytes: file.bytes, text, use };
  });
  return { files, problems, warnings, notices };
}

/**
 * Assigns a use by hand. Parts and placement lists and the job file must have one of their
 * extensions; a board file must be a Gerber or drill file by content or by extension.
 */
export function assignUse(file: ClassifiedFile, use: FileUse): { file: ClassifiedFile; problem?: UploadFinding; warning?: UploadFinding } {
  const allowed = ALLOWED_EXTENSIONS[use];
  const recognisedBoardFile = use === 'pcbFile' && classifyFile(file.name, file.text) === 'pcbFile';
  if (allowed && !allowed.includes(extensionOf(file.name)) && !recognisedBoardFile) {
    return { file, problem: { code: 'EXTENSION_NOT_ALLOWED', message: `${file.name} cannot be used this way. Allowed file types: ${allowed.join(', ')}.`, file: file.name } };
  }
  const assigned = { ...file, use };
  return recognisedBoardFile && !hasUsualExtension(file.name, use)
    ? { file: assigned, warning: { code: 'UNUSUAL_FILE_TYPE', message: `${file.name} has an unusual type for a board file.`, file: file.name } }
    : { file: assigned };
}
