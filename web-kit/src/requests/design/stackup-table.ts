import type { StackupRow } from '@pcbm/domain/board/board-specification';
import type { TFunction } from 'i18next';
import { stackupRowName, stackupRowNote } from './stackup-row-name';

type Column = 'layer' | 'type' | 'thickness' | 'material' | 'file' | 'note';
/** Columns few rows fill (and file names are long): a column only when a row has one, and on a phone under the layer's name. */
const OPTIONAL: readonly Column[] = ['material', 'file', 'note'];

/** A row's thickness in the reader's words ("Standard", "0,035 mm" in German); empty when the row states none. */
export const thicknessText = (row: StackupRow, t: TFunction<'requests'>): string =>
  row.thickness === undefined ? '' : row.thickness === 'Standard' ? t('design.standard') : t('design.millimetres', { value: row.thickness });

/**
 * The stackup's columns and rows as the request pages show them. A row the product built names its kind in its
 * description ("Solder mask (top)"), so the kind's own column is left out when every row is such a row (or a
 * dielectric); an uploaded job's rows ("F.Mask") keep it. Material, file and note have a column only when a row has one;
 * a phone shows them under the layer's name.
 */
export function stackupTable(rows: readonly StackupRow[], t: TFunction<'requests'>): { head: string[]; rows: string[][]; folded: number[] } {
  const cells: Record<Column, (row: StackupRow) => string> = {
    layer: (row) => stackupRowName(row, t),
    type: (row) => t(`design.types.${row.type}`, { defaultValue: row.type }),
    thickness: (row) => thicknessText(row, t) || '–',
    material: (row) => row.material ?? '',
    file: (row) => row.fileName ?? '',
    note: (row) => stackupRowNote(row, t),
  };
  const described = rows.every((row) => row.layer !== undefined || row.type === 'dielectric');
  const filled = (column: Column) => rows.some((row) => cells[column](row) !== '');
  const columns = (Object.keys(cells) as Column[]).filter((column) => (column === 'type' ? !described : !OPTIONAL.includes(column) || filled(column)));
  return {
    head: columns.map((column) => t(`design.column.${column}`)),
    rows: rows.map((row) => columns.map((column) => cells[column](row))),
    folded: columns.flatMap((column, index) => (OPTIONAL.includes(column) ? [index] : [])),
  };
}
