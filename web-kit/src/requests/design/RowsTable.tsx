import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FIRST_ROWS = 200;

export interface RowsTableProps {
  readonly label: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly ReactNode[])[];
  /**
   * Columns a narrow screen shows under the row's first cell, one line each, instead of in columns of their own (a
   * stackup's file names): a phone then reads the table without scrolling sideways.
   */
  readonly folded?: readonly number[];
}

/** A table of a design file's rows: the first rows, and all of them on request. */
export function RowsTable({ label, head, rows, folded = [] }: RowsTableProps) {
  const { t } = useTranslation('requests');
  const [all, setAll] = useState(false);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const under = narrow ? folded.filter((column) => column > 0) : [];
  const columns = head.map((_, column) => column).filter((column) => !under.includes(column));
  return (
    <>
      {/* The rows scroll within 480 px: keyboard users reach the scrolling area by Tab and scroll it with the arrow keys. */}
      <TableContainer sx={{ maxHeight: 480 }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={head[column]} scope="col">
                  {head[column]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((cells, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column}>
                    {cells[column]}
                    {column === 0 &&
                      under
                        .filter((other) => cells[other] !== '' && cells[other] !== null && cells[other] !== undefined)
                        .map((other) => (
                          <Box key={other} sx={{ display: 'block', color: 'text.secondary', typography: 'caption', overflowWrap: 'anywhere' }}>
                            <Box component="span" sx={visuallyHidden}>{`${head[other]}: `}</Box>
                            {cells[other]}
                          </Box>
                        ))}
                  </TableCell>
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
