import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { alpha, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FIRST_ROWS = 200;
/** The height the rows scroll within. */
const MAX_HEIGHT = 480;

/**
 * Whether the element's content is taller than the element (`overflows`), and whether some of it is still below the
 * visible part (`more`), kept current as it scrolls and as it or its content changes size.
 */
function useScrollState(shown: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ overflows: false, more: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const overflows = element.scrollHeight - element.clientHeight > 1;
    const more = overflows && element.scrollHeight - element.scrollTop - element.clientHeight > 1;
    setState((current) => (current.overflows === overflows && current.more === more ? current : { overflows, more }));
  }, []);
  useLayoutEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
    // Measured again when what is shown changes.
  }, [measure, shown]);
  return { ref, measure, ...state };
}

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

/**
 * A table of a design file's rows: the first rows, and all of them on request. The rows scroll within 480 px; while
 * some are below the visible part, the bottom edge fades out over an arrow, and a line under the table says so.
 */
export function RowsTable({ label, head, rows, folded = [] }: RowsTableProps) {
  const { t } = useTranslation('requests');
  const [all, setAll] = useState(false);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const under = narrow ? folded.filter((column) => column > 0) : [];
  const columns = head.map((_, column) => column).filter((column) => !under.includes(column));
  const scroll = useScrollState(`${shown.length}-${narrow}`);
  const hintId = useId();
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        {/* Keyboard users reach the scrolling area by Tab and scroll it with the arrow keys. */}
        <TableContainer
          ref={scroll.ref}
          onScroll={scroll.measure}
          sx={{ maxHeight: MAX_HEIGHT }}
          tabIndex={0}
          role="region"
          aria-label={label}
          aria-describedby={scroll.overflows ? hintId : undefined}
        >
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
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            height: 56,
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'center',
            pointerEvents: 'none',
            color: 'text.secondary',
            background: `linear-gradient(to bottom, ${alpha(theme.palette.background.paper, 0)}, ${theme.palette.background.paper} 85%)`,
            opacity: scroll.more ? 1 : 0,
            transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }),
          })}
        >
          <KeyboardArrowDownIcon fontSize="small" />
        </Box>
      </Box>
      {scroll.overflows && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('design.scrollMore', { count: shown.length })}
        </Typography>
      )}
      {rows.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          {t('design.showAll', { count: rows.length })}
        </Button>
      )}
    </>
  );
}
