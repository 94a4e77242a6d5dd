import { MAX_BYTES, MAX_FILES } from '@pcbm/domain/upload/upload-limits';

export type FileProblem = { readonly code: 'FILE_TOO_LARGE'; readonly file: string } | { readonly code: 'UPLOAD_TOO_LARGE' } | { readonly code: 'TOO_MANY_FILES' };

/**
 * Adds files to those already chosen within the wizard's upload limits: each file and all together
 * under MAX_BYTES, at most MAX_FILES. A file of the same name replaces the one chosen before. With a
 * problem, none of the added files is taken.
 */
export function withAddedFiles(chosen: readonly File[], added: readonly File[]): { files: File[]; problems: FileProblem[] } {
  const problems: FileProblem[] = added.filter((file) => file.size >= MAX_BYTES).map((file) => ({ code: 'FILE_TOO_LARGE' as const, file: file.name }));
  const addedNames = new Set(added.map((file) => file.name));
  const files = [...chosen.filter((file) => !addedNames.has(file.name)), ...added];
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (problems.length === 0 && total >= MAX_BYTES) problems.push({ code: 'UPLOAD_TOO_LARGE' });
  if (files.length > MAX_FILES) problems.push({ code: 'TOO_MANY_FILES' });
  return problems.length > 0 ? { files: [...chosen], problems } : { files, problems };
}
