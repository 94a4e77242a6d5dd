/** What an uploaded file is used for in the order. */
export type FileUse = 'pcbFile' | 'jobFile' | 'bomFile' | 'cplFile' | 'additionalFile';

/** Extensions allowed per use; additional files may have any. */
export const ALLOWED_EXTENSIONS: Partial<Record<FileUse, readonly string[]>> = {
  bomFile: ['xlsx', 'xls', 'csv', 'ods'],
  cplFile: ['xlsx', 'xls', 'csv', 'ods'],
  pcbFile: ['gbr', 'drl', 'pos', 'gtl', 'gts', 'gto', 'gtp', 'gbl', 'gbs', 'gbo', 'gbp'],
  jobFile: ['gbrjob'],
};

/** The lower-case extension of a file name, or ''. */
export const extensionOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/** Whether a file's extension is one usually seen for its use (others still work, with a warning). */
export function hasUsualExtension(name: string, use: FileUse): boolean {
  const allowed = ALLOWED_EXTENSIONS[use];
  return !allowed || allowed.includes(extensionOf(name));
}
