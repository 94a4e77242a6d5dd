import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import NotFoundIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ROW_HEIGHT = 48;
const VIEW_HEIGHT = 560;
const column = createColumnHelper<DraftComponent>();

export interface PartsTableProps {
  readonly components: readonly DraftComponent[];
  readonly onEdit: (component: DraftComponent) => void;
  readonly onDelete: (component: DraftComponent) => void;
}

/** Found or not found in the parts database: an icon of its own shape with a label, not a colour alone. */
function FoundMark({ found }: { readonly found: boolean | undefined }) {
  const { t } = useTranslation('components');
  if (found === undefined) return null;
  const label = found ? t('lookup.found') : t('lookup.notFound');
  return (
    <Tooltip title={label}>
      {found ? <CheckCircleIcon fontSize="small" color="success" titleAccess={label} /> : <NotFoundIcon fontSize="small" color="warning" titleAccess={label} />}
    </Tooltip>
  );
}

function PartName({ part, fallback }: { readonly part: DraftComponent['componentInfo'][number] | undefined; readonly fallback: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', minWidth: 0 }}>
      <Box component="span" title={part?.mpn || undefined} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {part?.mpn || <em>{fallback}</em>}
      </Box>
      <FoundMark found={part?.found} />
    </Box>
  );
}

/**
 * Text cut to a few lines with an ellipsis; the whole text stays in the page for screen readers and shows on
 * hover as the element's title.
 */
function ClampedText({ text, lines = 1 }: { readonly text: string; readonly lines?: number }) {
  if (!text) return null;
  const clamp = lines > 1 ? ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', whiteSpace: 'normal', overflowWrap: 'anywhere' } as const) : ({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const);
  return (
    <Box component="span" title={text} sx={{ minWidth: 0, overflow: 'hidden', lineHeight: 1.3, ...clamp }}>
      {text}
    </Box>
  );
}

/** Column widths (px): the optional columns stay narrow while no row fills them; the widest columns take the room left. */
const WIDTH = { designators: 170, quantity: 60, mpn: 180, manufacturer: 140, packageValue: 170, alternatives: 190, description: 200, actions: 84, empty: 120 };
const FLAG_WIDTHS = [90, 140, 250, 350];
const GROW: Readonly<Record<string, number>> = { designators: 2, mpn: 1, packageValue: 1 };

/** Which optional columns any row fills, and the most flags one row has. */
function filledColumns(components: readonly DraftComponent[]) {
  let manufacturer = false;
  let alternatives = false;
  let description = false;
  let flags = 0;
  for (const c of components) {
    manufacturer ||= Boolean(c.componentInfo[0]?.manufacturer);
    alternatives ||= c.componentInfo.length > 1;
    description ||= Boolean(c.description);
    flags = Math.max(flags, [c.doNotPlace, c.provided, c.generic].filter(Boolean).length);
  }
  return { manufacturer, alternatives, description, flags };
}

/** Whether the table is scrolled away from its start, and whether more of it lies beyond its end. */
interface ScrollEdges {
  readonly start: boolean;
  readonly end: boolean;
}

/**
 * The parts list as a table (TanStack Table), virtualised: only the rows in view are in the page,
 * so thousands of rows scroll smoothly. Rows and cells keep table semantics with their index.
 * When the columns are wider than the page, the designators and the actions stay in place while the
 * columns between them scroll sideways, and a shadow at either edge shows that there is more.
 */
export function PartsTable({ components, onEdit, onDelete }: PartsTableProps) {
  const { t } = useTranslation('components');
  const filled = useMemo(() => filledColumns(components), [components]);
  const columns = useMemo(
    () => [
      column.accessor((row) => row.designators.join(', '), {
        id: 'designators',
        header: () => t('columns.designators'),
        size: WIDTH.designators,
        cell: ({ getValue }) => <ClampedText text={getValue()} lines={2} />,
      }),
      column.accessor('quantity', { header: () => t('columns.quantity'), size: WIDTH.quantity }),
      column.display({
        id: 'mpn',
        header: () => t('columns.mpn'),
        size: WIDTH.mpn,
        cell: ({ row }) => <PartName part={row.original.componentInfo[0]} fallback={row.original.generic ? t('generic') : t('noMpn')} />,
      }),
      column.accessor((row) => row.componentInfo[0]?.manufacturer ?? '', {
        id: 'manufacturer',
        header: () => t('columns.manufacturer'),
        size: filled.manufacturer ? WIDTH.manufacturer : WIDTH.empty,
        cell: ({ getValue }) => <ClampedText text={getValue()} />,
      }),
      column.accessor((row) => [row.package, row.electricValue].filter(Boolean).join(' · '), {
        id: 'packageValue',
        header: () => t('columns.packageValue'),
        size: WIDTH.packageValue,
        cell: ({ getValue }) => <ClampedText text={getValue()} lines={2} />,
      }),
      column.display({
        id: 'alternatives',
        header: () => t('columns.alternatives'),
        size: filled.alternatives ? WIDTH.alternatives : WIDTH.empty,
        cell: ({ row }) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, minWidth: 0 }}>
            {row.original.componentInfo.slice(1).map((part, index) => (
              <PartName key={index} part={part} fallback="" />
            ))}
          </Box>
        ),
      }),
      column.accessor('description', {
        header: () => t('columns.description'),
        size: filled.description ? WIDTH.description : WIDTH.empty,
        cell: ({ getValue }) => <ClampedText text={getValue()} lines={2} />,
      }),
      column.display({
        id: 'flags',
        header: () => t('columns.flags'),
        size: FLAG_WIDTHS[filled.flags],
        cell: ({ row }) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
            {row.original.doNotPlace && <Chip size="small" variant="outlined" label={t('flags.dnp')} />}
            {row.original.provided && <Chip size="small" variant="outlined" label={t('flags.provided')} />}
            {row.original.generic && <Chip size="small" variant="outlined" label={t('flags.generic')} />}
          </Box>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('columns.actions'),
        size: WIDTH.actions,
        cell: ({ row }) => (
          <>
            <IconButton size="small" aria-label={t('edit', { designators: row.original.designators.join(', ') })} onClick={() => onEdit(row.original)}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={t('delete', { designators: row.original.designators.join(', ') })} onClick={() => onDelete(row.original)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </>
        ),
      }),
    ],
    [t, onEdit, onDelete, filled],
  );
  const table = useReactTable({ data: components as DraftComponent[], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10, initialRect: { width: 1200, height: VIEW_HEIGHT } });
  const totalWidth = table.getTotalSize();
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  const measureEdges = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const start = element.scrollLeft > 0;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, []);
  useEffect(() => {
    measureEdges();
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measureEdges);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measureEdges, totalWidth]);

  const cellSx = { px: 1, display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap', borderBottom: 1, borderColor: 'divider', minWidth: 0 } as const;
  const shadow = (side: 'start' | 'end') => (edges[side] ? `${side === 'start' ? 6 : -6}px 0 6px -4px rgba(0, 0, 0, 0.3)` : 'none');
  /** The designators column stays at the left edge, the actions at the right, each over the background of the page. */
  const pinnedSx = (id: string) =>
    id === 'designators' || id === 'actions'
      ? ({ position: 'sticky', [id === 'designators' ? 'left' : 'right']: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: shadow(id === 'designators' ? 'start' : 'end'), transition: 'box-shadow 150ms' } as const)
      : null;
  const widthSx = (id: string, size: number) => ({ flex: `${GROW[id] ?? 0} 0 ${size}px` });
  return (
    <Box
      ref={scroller}
      data-testid="parts-table-scroller"
      role="region"
      aria-label={t('tableScroll')}
      tabIndex={0}
      onScroll={measureEdges}
      sx={{ maxHeight: VIEW_HEIGHT, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, scrollbarColor: (theme) => `${theme.palette.text.disabled} transparent` }}
    >
      <Box role="table" aria-label={t('tableCaption')} aria-rowcount={rows.length + 1} aria-colcount={columns.length} sx={{ minWidth: totalWidth, typography: 'body2' }}>
        <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}>
          {table.getHeaderGroups().map((group) => (
            <Box role="row" aria-rowindex={1} key={group.id} sx={{ display: 'flex', fontWeight: 700, height: ROW_HEIGHT }}>
              {group.headers.map((header, index) => (
                <Box role="columnheader" aria-colindex={index + 1} key={header.id} sx={[cellSx, widthSx(header.column.id, header.getSize()), pinnedSx(header.column.id)]}>
                  <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Box>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
        <Box role="rowgroup" sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return (
              <Box
                role="row"
                aria-rowindex={item.index + 2}
                key={row.id}
                sx={{
                  display: 'flex',
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                  '&:hover': { bgcolor: 'action.hover' },
                  // The pinned cells hide the row's background: they take on the hover shade themselves.
                  '&:hover > [data-pinned]': { backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})` },
                }}
              >
                {row.getVisibleCells().map((cell, index) => (
                  <Box
                    role="cell"
                    aria-colindex={index + 1}
                    key={cell.id}
                    data-pinned={cell.column.id === 'designators' || cell.column.id === 'actions' ? '' : undefined}
                    sx={[cellSx, widthSx(cell.column.id, cell.column.getSize()), pinnedSx(cell.column.id)]}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Box>
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
