import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FIRST_ROWS = 200;

/** A table of a design file's rows: the first rows, and all of them on request. */
export function RowsTable({ label, head, rows }: { readonly label: string; readonly head: readonly string[]; readonly rows: readonly (readonly ReactNode[])[] }) {
  const { t } = useTranslation('requests');
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <>
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {head.map((cell) => (
                <TableCell key={cell} scope="col">
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((cells, index) => (
              <TableRow key={index}>
                {cells.map((cell, column) => (
                  <TableCell key={column}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          {t('design.showAll', { count: rows.length })}
        </Button>
      )}
    </>
  );
}
