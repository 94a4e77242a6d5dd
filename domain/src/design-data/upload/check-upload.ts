import { classifyFile, type FileClassification } from '../classification/classify-file';
import { PROJECT_FILE_CHOICES, projectFileTool } from '../classification/project-files';
import type { DesignFile } from '../design-file';
import type { Finding, Findings } from '../finding';
import { decodeText, isText } from '../text/decode-text';
import { baseNameOf, normalisePath } from './file-name';
import { SINGLE_FILE_USES, USE_NAMES, type FileUse } from './file-use';
import type { UploadedFile } from './uploaded-file';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, megabytes } from './upload-limits';
import { useFit, useFitFinding } from './use-fit';
import { isZipArchive, openZipArchive } from './zip-archive';

/** The files of the upload after a check, and what the check found. */
export interface UploadCheck extends Findings {
  readonly files: readonly UploadedFile[];
}

interface Candidate {
  readonly file: DesignFile;
  readonly path: string;
}

interface Classified {
  readonly file: UploadedFile;
  readonly strength: number;
}

const byteTotal = (files: readonly DesignFile[]) => files.reduce((sum, file) => sum + file.bytes.byteLength, 0);

/** Opens archives and drops what is never design data; refuses folders and files over the limit. */
function unpack(incoming: readonly DesignFile[], problems: Finding[], warnings: Finding[]): Candidate[] {
  const candidates: Candidate[] = [];
  const plain = incoming.filter((file) => !file.isDirectory && !isZipArchive(file));
  let unpackedBytes = byteTotal(plain);
  let unpackedFiles = plain.length;
  for (const file of incoming) {
    const path = normalisePath(file.name);
    if (file.isDirectory) {
      problems.push({ code: 'directoryNotAllowed', message: `${file.name} is a folder. Upload its files or a zipped folder instead.`, file: file.name });
    } else if (path === null) {
      problems.push({ code: 'pathNotAllowed', message: `${file.name} points outside the upload and was refused.`, file: file.name });
    } else if (path === '') {
      continue;
    } else if (file.bytes.byteLength >= MAX_UPLOAD_BYTES) {
      problems.push({ code: 'fileTooLarge', message: `${file.name} is ${megabytes(file.bytes.byteLength)}; each file must be under 10 MB.`, file: file.name });
    } else if (isZipArchive(file)) {
      const opened = openZipArchive(file, { bytes: MAX_UPLOAD_BYTES - unpackedBytes, files: MAX_UPLOAD_FILES - unpackedFiles });
      unpackedBytes += byteTotal(opened.files);
      unpackedFiles += opened.files.length;
      problems.push(...opened.problems);
      if (opened.files.length > 0) warnings.push({ code: 'zipNotVirusChecked', message: `Zip files are not virus checked (${file.name}).`, file: file.name });
      candidates.push(...opened.files.map((entry) => ({ file: entry, path: `${path}/${entry.name}` })));
    } else {
      candidates.push({ file, path });
    }
  }
  return candidates;
}

function classified(candidate: Candidate, warnings: Finding[]): Classified {
  const name = baseNameOf(candidate.path);
  const text = isText(candidate.file.bytes) ? decodeText(candidate.file.bytes) : '';
  let classification: FileClassification = classifyFile(name, text);
  const fit = useFit(name, text, classification.use);
  const finding = useFitFinding(name, classification.use, fit);
  if (fit === 'refused') classification = { use: 'additionalFile', strength: 0 };
  else if (finding) warnings.push(finding);
  const tool = projectFileTool(name);
  if (tool) {
    warnings.push({
      code: 'projectFileNotSupported',
      message: `${name} is a ${tool} project file, which cannot be read. Export Gerber, drill and job files from ${tool} and upload those.`,
      file: name,
      choices: PROJECT_FILE_CHOICES,
    });
  }
  if (candidate.file.bytes.byteLength === 0) warnings.push({ code: 'emptyFile', message: `${name} is empty.`, file: name });
  return { file: { name, path: candidate.path, bytes: candidate.file.bytes, text, use: classification.use }, strength: classification.strength };
}

/** Keeps one file per single use: the strongest new candidate; earlier holders and the others become additional files. */
function singleUses(earlier: readonly UploadedFile[], added: readonly Classified[], warnings: Finding[]): UploadedFile[] {
  const demoted = new Set<UploadedFile>();
  for (const use of SINGLE_FILE_USES) {
    const contenders = added.filter((entry) => entry.file.use === use);
    if (contenders.length === 0) continue;
    const winner = contenders.reduce((best, entry) => (entry.strength > best.strength ? entry : best));
    const losers = [...earlier.filter((file) => file.use === use), ...contenders.filter((entry) => entry !== winner).map((entry) => entry.file)];
    for (const loser of losers) {
      demoted.add(loser);
      warnings.push({
        code: 'duplicateFileUse',
        message: `Only one file can be the ${USE_NAMES[use]}: ${winner.file.name} is used, ${loser.name} is kept as an additional file.`,
        file: loser.name,
      });
    }
  }
  const demote = (file: UploadedFile): UploadedFile => (demoted.has(file) ? { ...file, use: 'additionalFile' as FileUse } : file);
  return [...earlier.map(demote), ...added.map((entry) => demote(entry.file))];
}

/**
 * Checks files added to an upload as the wizard's first step does: limits (50 files, each file
 * and the whole upload under 10 MB), folders, zip archives, same-name replacement, and the use
 * of every file. `earlier` are the files already in the upload; a refused upload adds nothing.
 */
export function checkUpload(incoming: readonly DesignFile[], earlier: readonly UploadedFile[] = []): UploadCheck {
  const problems: Finding[] = [];
  const warnings: Finding[] = [];
  if (incoming.length === 0) {
    return { files: earlier, problems: [{ code: 'noFiles', message: 'No files were uploaded; add the design files or a zipped folder.' }], warnings };
  }
  const candidates = unpack(incoming, problems, warnings);
  if (candidates.length > MAX_UPLOAD_FILES) {
    problems.push({ code: 'tooManyFiles', message: `At most ${MAX_UPLOAD_FILES} files can be uploaded at once; this upload has ${candidates.length}.` });
    return { files: earlier, problems, warnings };
  }
  const total = byteTotal(candidates.map((candidate) => candidate.file));
  if (total >= MAX_UPLOAD_BYTES) {
    problems.push({ code: 'uploadTooLarge', message: `The upload is ${megabytes(total)}; all files together must be under 10 MB.` });
    return { files: earlier, problems, warnings };
  }

  const latest = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const name = baseNameOf(candidate.path);
    const earlierOne = latest.get(name) ?? earlier.find((file) => file.name === name);
    if (earlierOne) warnings.push({ code: 'fileReplaced', message: `${candidate.path} replaces the earlier file of the same name.`, file: name });
    latest.delete(name);
    latest.set(name, candidate);
  }
  const kept = earlier.filter((file) => !latest.has(file.name));
  const added = [...latest.values()].map((candidate) => classified(candidate, warnings));
  return { files: singleUses(kept, added, warnings), problems, warnings };
}
