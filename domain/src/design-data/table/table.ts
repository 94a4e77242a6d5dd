/** A parts list or placement file as rows of trimmed cell texts; row and column indexes start at 0. */
export interface Table {
  readonly rows: readonly (readonly string[])[];
}

/** A file offered as a table: its name (for the extension) and its content. */
export interface TableFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The cell at a row and column, or '' where the row is shorter. */
export const cellAt = (table: Table, row: number, column: number): string => table.rows[row]?.[column] ?? '';

/** Whether a row holds no text at all. */
export const isBlankRow = (row: readonly string[] | undefined): boolean => !row || row.every((cell) => cell === '');

/** Whether no cell of the table holds text. */
export const isEmptyTable = (table: Table): boolean => table.rows.every(isBlankRow);
