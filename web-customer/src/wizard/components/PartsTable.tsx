import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HelpOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const ROW_HEIGHT = 40;
const column = createColumnHelper<DraftComponent>();

export interface PartsTableProps {
  readonly components: readonly DraftComponent[];
  readonly onEdit: (component: DraftComponent) => void;
  readonly onDelete: (component: DraftComponent) => void;
}

function FoundMark({ found, label }: { readonly found: boolean | undefined; readonly label: string }) {
  if (found === undefined) return null;
  return (
    <Tooltip title={label}>
      {found ? <CheckCircleIcon fontSize="small" color="success" aria-label={label} /> : <HelpOutlineIcon fontSize="small" color="warning" aria-label={label} />}
    </Tooltip>
  );
}

/** The parts list, virtualised: only the rows in view are in the page, so 5,000 rows scroll smoothly. */
export function PartsTable({ components, onEdit, onDelete }: PartsTableProps) {
  const { t } = useTranslation('components');
  const columns = useMemo(
    () => [
      column.accessor((row) => row.designators.join(', '), { id: 'designators', header: () => t('columns.designators'), size: 180 }),
      column.accessor('quantity', { header: () => t('columns.quantity'), size: 70 }),
      column.display({
        id: 'mpn',
        header: () => t('columns.mpn'),
        size: 200,
        cell: ({ row }) => {
          const main = row.original.componentInfo[0];
          return (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
              {main?.mpn || <em>{row.original.generic ? t('generic') : t('noMpn')}</em>}
              <FoundMark found={main?.found} label={main?.found ? t('lookup.found') : t('lookup.notFound')} />
            </Box>
          );
        },
      }),
      column.accessor((row) => row.componentInfo[0]?.manufacturer ?? '', { id: 'manufacturer', header: () => t('columns.manufacturer'), size: 150 }),
      column.accessor((row) => row.componentInfo.slice(1).map((part) => part.mpn).filter(Boolean).join(', '), { id: 'alternatives', header: () => t('columns.alternatives'), size: 150 }),
      column.accessor((row) => [row.electricValue, row.package, row.description].filter(Boolean).join(' · '), { id: 'description', header: () => t('columns.description'), size: 260 }),
      column.accessor((row) => [row.doNotPlace && t('flags.dnp'), row.provided && t('flags.provided'), row.generic && t('flags.generic')].filter(Boolean).join(', '), { id: 'flags', header: () => t('columns.flags'), size: 120 }),
      column.display({
        id: 'actions',
        header: () => t('columns.actions'),
        size: 100,
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
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12, initialRect: { width: 1200, height: 560 } });
  const totalWidth = table.getTotalSize();
  const cellSx = { px: 1, display: 'flex', alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', borderBottom: 1, borderColor: 'divider' } as const;
  return (
    <Box ref={scroller} data-testid="parts-table-scroller" sx={{ height: Math.min(560, (rows.length + 1) * ROW_HEIGHT + 2), overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} aria-label={t('tableScroll')}>
      <Box role="table" aria-label={t('tableCaption')} aria-rowcount={rows.length + 1} sx={{ minWidth: totalWidth, fontSize: 14 }}>
        <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}>
          {table.getHeaderGroups().map((group) => (
            <Box role="row" aria-rowindex={1} key={group.id} sx={{ display: 'flex', fontWeight: 700, height: ROW_HEIGHT }}>
              {group.headers.map((header) => (
                <Box role="columnheader" key={header.id} sx={{ ...cellSx, width: header.getSize(), flex: 'none' }}>
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
              <Box role="row" aria-rowindex={item.index + 2} key={row.id} sx={{ display: 'flex', position: 'absolute', top: 0, left: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}>
                {row.getVisibleCells().map((cell) => (
                  <Box role="cell" key={cell.id} sx={{ ...cellSx, width: cell.column.getSize(), flex: 'none' }}>
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
