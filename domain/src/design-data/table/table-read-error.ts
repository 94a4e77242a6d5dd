/** Why a file could not be read as a table. */
export type TableReadErrorCode = 'unsupportedFileType' | 'tableTooLarge' | 'tableNotParsable';

/** A file that could not be read as a table; `code` says why, the message names the file. */
export class TableReadError extends Error {
  constructor(
    readonly code: TableReadErrorCode,
    readonly fileName: string,
    message: string,
  ) {
    super(message);
    this.name = 'TableReadError';
  }
}

/** The file type is not one a table is read from. */
export const unsupportedFileType = (fileName: string, extensions: readonly string[]) =>
  new TableReadError('unsupportedFileType', fileName, `${fileName} is not a table file; use one of: ${extensions.join(', ')}.`);

/** The file or the table in it is larger than a parts list or placement list may be. */
export const tableTooLarge = (fileName: string, limit: string) =>
  new TableReadError('tableTooLarge', fileName, `${fileName} is too large to read as a table (${limit}).`);

/** The file content could not be read as a table. */
export const tableNotParsable = (fileName: string) =>
  new TableReadError('tableNotParsable', fileName, `${fileName} could not be parsed as a table.`);
