import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { BomSheetRow } from './bom-sheet-operations';
import { cellProblemText } from './cell-problem-text';
import { designatorText, SHEET_FIELDS, type CellProblem, type RowDraft, type SheetField } from './sheet-rows';

export interface SheetTableProps {
  readonly filename: string;
  readonly rows: readonly BomSheetRow[];
  /** The cells as being edited, one draft per row; null shows the rows as text. */
  readonly drafts: readonly RowDraft[] | null;
  readonly problems: readonly CellProblem[];
  readonly onChange: (row: number, field: SheetField, value: string) => void;
}

const WIDE: Partial<Record<SheetField, number>> = { description: 260, designators: 160, manufacturer: 160, mpn: 160 };

/** The formatted parts list: #, quantity, designator, manufacturer, MPN, package, description, electric value. */
export function SheetTable({ filename, rows, drafts, problems, onChange }: SheetTableProps) {
  const { t } = useTranslation('formatter');
  const problemAt = (row: number, field: SheetField) => problems.some((problem) => problem.row === row && problem.field === field);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('sheet.tableCaption', { filename })}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('sheet.columns.index')}</TableCell>
            {SHEET_FIELDS.map((field) => (
              <TableCell key={field} scope="col" align={field === 'quantity' ? 'right' : 'left'}>
                {t(`sheet.columns.${field}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, position) => (
            <TableRow key={row.index}>
              <TableCell component="th" scope="row">
                {row.index}
              </TableCell>
              {SHEET_FIELDS.map((field) => {
                const draft = drafts?.[position];
                if (!draft) {
                  const value = field === 'designators' ? designatorText(row.designators) : String(row[field]);
                  return (
                    <TableCell key={field} align={field === 'quantity' ? 'right' : 'left'} sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                      {value}
                    </TableCell>
                  );
                }
                const invalid = problemAt(position, field);
                const label = t('edit.cellLabel', { column: t(`sheet.columns.${field}`), index: row.index });
                return (
                  <TableCell key={field} sx={{ verticalAlign: 'top', minWidth: WIDE[field] ?? (field === 'quantity' ? 90 : 120) }}>
                    <TextField
                      size="small"
                      fullWidth
                      multiline={field === 'description'}
                      value={draft[field]}
                      onChange={(event) => onChange(position, field, event.target.value)}
                      error={invalid}
                      helperText={invalid ? cellProblemText(field, t) : undefined}
                      slotProps={{ htmlInput: { 'aria-label': label, inputMode: field === 'quantity' ? 'numeric' : undefined } }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
