/** A spreadsheet or CSV file as rows of trimmed cell texts. */
export interface Table {
  readonly rows: readonly (readonly string[])[];
}

/** Why a file could not be read as a table. */
export class TableError extends Error {
  readonly code = 'tableUnreadable';
  constructor(readonly fileName: string) {
    super(`${fileName} could not be read as a table.`);
    this.name = 'TableError';
  }
}
