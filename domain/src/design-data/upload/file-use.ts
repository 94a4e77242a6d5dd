/** What an uploaded file is used for in the order. */
export type FileUse = 'pcbFile' | 'jobFile' | 'bomFile' | 'cplFile' | 'additionalFile';

/** Uses that only one file of an upload may have. */
export const SINGLE_FILE_USES: readonly FileUse[] = ['jobFile', 'bomFile', 'cplFile'];

/** Extensions allowed per use; additional files may have any. */
export const ALLOWED_EXTENSIONS: Readonly<Record<Exclude<FileUse, 'additionalFile'>, readonly string[]>> = {
  bomFile: ['xlsx', 'xls', 'csv', 'ods'],
  cplFile: ['xlsx', 'xls', 'csv', 'ods'],
  pcbFile: ['gbr', 'drl', 'pos', 'gtl', 'gts', 'gto', 'gtp', 'gbl', 'gbs', 'gbo', 'gbp'],
  jobFile: ['gbrjob'],
};

/**
 * Types that are unusual for a use but still readable, accepted with a warning: plain-text tables
 * for the lists, JSON for the job. Board files are accepted by their content instead.
 */
export const UNUSUAL_EXTENSIONS: Readonly<Record<'bomFile' | 'cplFile' | 'jobFile', readonly string[]>> = {
  bomFile: ['txt', 'tsv'],
  cplFile: ['txt', 'tsv'],
  jobFile: ['json'],
};

/** How the use reads in a sentence. */
export const USE_NAMES: Readonly<Record<FileUse, string>> = {
  pcbFile: 'board (Gerber or drill) file',
  jobFile: 'Gerber job file',
  bomFile: 'parts list (BOM)',
  cplFile: 'placement list (CPL)',
  additionalFile: 'additional file',
};
