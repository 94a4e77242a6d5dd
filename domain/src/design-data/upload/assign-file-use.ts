import type { Finding } from '../finding';
import { SINGLE_FILE_USES, USE_NAMES, type FileUse } from './file-use';
import type { UploadCheck } from './check-upload';
import type { UploadedFile } from './uploaded-file';
import { useFit, useFitFinding } from './use-fit';

/**
 * Assigns a use to one file by hand, as the wizard's file list does. A type not allowed for the
 * use is refused with the allowed types; an unusual one is accepted with a warning; a single use
 * moves from the file that had it, which becomes an additional file.
 */
export function assignFileUse(files: readonly UploadedFile[], name: string, use: FileUse): UploadCheck {
  const file = files.find((candidate) => candidate.name === name);
  if (!file) return { files, problems: [{ code: 'fileNotFound', message: `${name} is not part of the upload.`, file: name }], warnings: [] };
  const fit = useFit(file.name, file.text, use);
  const finding = useFitFinding(file.name, use, fit);
  if (fit === 'refused' && finding) return { files, problems: [finding], warnings: [] };
  const warnings: Finding[] = finding ? [finding] : [];
  const single = SINGLE_FILE_USES.includes(use);
  const updated = files.map((candidate): UploadedFile => {
    if (candidate === file) return { ...candidate, use };
    if (!single || candidate.use !== use) return candidate;
    warnings.push({
      code: 'duplicateFileUse',
      message: `Only one file can be the ${USE_NAMES[use]}: ${file.name} is used, ${candidate.name} is kept as an additional file.`,
      file: candidate.name,
    });
    return { ...candidate, use: 'additionalFile' };
  });
  return { files: updated, problems: [], warnings };
}
