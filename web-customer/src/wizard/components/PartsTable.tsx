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
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const ROW_HEIGHT = 40;
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
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {part?.mpn || <em>{fallback}</em>}
      </Box>
      <FoundMark found={part?.found} />
    </Box>
  );
}

/**
 * The parts list as a table (TanStack Table), virtualised: only the rows in view are in the page,
 * so thousands of rows scroll smoothly. Rows and cells keep table semantics with their index.
 */
export function PartsTable({ components, onEdit, onDelete }: PartsTableProps) {
  const { t } = useTranslation('components');
  const columns = useMemo(
    () => [
      column.accessor((row) => row.designators.join(', '), { id: 'designators', header: () => t('columns.designators'), size: 170 }),
      column.accessor('quantity', { header: () => t('columns.quantity'), size: 70 }),
      column.display({
        id: 'mpn',
        header: () => t('columns.mpn'),
        size: 210,
        cell: ({ row }) => <PartName part={row.original.componentInfo[0]} fallback={row.original.generic ? t('generic') : t('noMpn')} />,
      }),
      column.accessor((row) => row.componentInfo[0]?.manufacturer ?? '', { id: 'manufacturer', header: () => t('columns.manufacturer'), size: 150 }),
      column.display({
        id: 'alternatives',
        header: () => t('columns.alternatives'),
        size: 230,
        cell: ({ row }) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, minWidth: 0 }}>
            {row.original.componentInfo.slice(1).map((part, index) => (
              <PartName key={index} part={part} fallback="" />
            ))}
          </Box>
        ),
      }),
      column.accessor('description', { header: () => t('columns.description'), size: 220 }),
      column.accessor((row) => [row.package, row.electricValue].filter(Boolean).join(' · '), { id: 'packageValue', header: () => t('columns.packageValue'), size: 160 }),
      column.display({
        id: 'flags',
        header: () => t('columns.flags'),
        size: 190,
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
        size: 96,
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
    [t, onEdit, onDelete],
  );
  const table = useReactTable({ data: components as DraftComponent[], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10, initialRect: { width: 1200, height: VIEW_HEIGHT } });
  const totalWidth = table.getTotalSize();
  const cellSx = { px: 1, display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', borderBottom: 1, borderColor: 'divider', flex: 'none' } as const;
  return (
    <Box
      ref={scroller}
      data-testid="parts-table-scroller"
      role="region"
      aria-label={t('tableScroll')}
      tabIndex={0}
      sx={{ height: Math.min(VIEW_HEIGHT, (rows.length + 1) * ROW_HEIGHT + 2), overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box role="table" aria-label={t('tableCaption')} aria-rowcount={rows.length + 1} aria-colcount={columns.length} sx={{ minWidth: totalWidth, fontSize: 14 }}>
        <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}>
          {table.getHeaderGroups().map((group) => (
            <Box role="row" aria-rowindex={1} key={group.id} sx={{ display: 'flex', fontWeight: 700, height: ROW_HEIGHT }}>
              {group.headers.map((header, index) => (
                <Box role="columnheader" aria-colindex={index + 1} key={header.id} sx={{ ...cellSx, width: header.getSize() }}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
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
                sx={{ display: 'flex', position: 'absolute', top: 0, left: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)`, '&:hover': { bgcolor: 'action.hover' } }}
              >
                {row.getVisibleCells().map((cell, index) => (
                  <Box role="cell" aria-colindex={index + 1} key={cell.id} sx={{ ...cellSx, width: cell.column.getSize() }}>
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
