import { DndContext, useDraggable, useDroppable, type DragEndEvent } from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { moveRowMarker, type RowMarker, type RowMarkers } from '@pcbm/domain/parts-list/table-markers';
import type { Table } from '@pcbm/domain/tables/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MARKERS: readonly RowMarker[] = ['headerRow', 'firstRow', 'lastRow'];
const LABEL: Record<RowMarker, string> = { headerRow: 'HEADER', firstRow: 'FIRST', lastRow: 'LAST' };
/** Rows shown around the markers: the table's start and its end. */
const HEAD = 12;
const TAIL = 4;

export interface RowMarkerPanelProps {
  readonly table: Table;
  readonly markers: RowMarkers;
  readonly columns: Readonly<Record<string, string>>;
  readonly kinds: readonly string[];
  /** Column kinds that may be chosen for one column only. */
  readonly onMarkers: (markers: RowMarkers) => void;
  readonly onColumn: (column: number, kind: string) => void;
  /** The i18n namespace holding `kinds.*` labels. */
  readonly namespace: string;
}

function MarkerChip({ marker, row }: { readonly marker: RowMarker; readonly row: number }) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: marker, data: { row } });
  return (
    <Chip
      ref={setNodeRef}
      label={LABEL[marker]}
      size="small"
      color={marker === 'headerRow' ? 'secondary' : 'primary'}
      sx={{ cursor: 'grab', transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, fontWeight: 700 }}
      {...listeners}
      {...attributes}
    />
  );
}

function DropRow({ index, children }: { readonly index: number; readonly children: React.ReactNode }) {
  const { isOver, setNodeRef } = useDroppable({ id: `row-${index}`, data: { row: index } });
  return (
    <Box component="tr" ref={setNodeRef} sx={{ bgcolor: isOver ? 'action.selected' : undefined }}>
      {children}
    </Box>
  );
}

/**
 * The raw table with its HEADER, FIRST and LAST row markers (dragged onto a row, or set by number)
 * and the kind of every column. The markers obey the importer's rules; a refused move says why.
 */
export function RowMarkerPanel({ table, markers, columns, kinds, onMarkers, onColumn, namespace }: RowMarkerPanelProps) {
  const { t } = useTranslation('tableImport');
  const { t: tk } = useTranslation(namespace);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rowCount = table.rows.length;
  const width = Math.max(0, ...table.rows.slice(0, 50).map((row) => row.length));
  const move = (marker: RowMarker, row: number) => {
    const result = moveRowMarker(markers, marker, row, rowCount);
    if ('refused' in result) setRefusal(t(`refused.${marker}`, { defaultValue: result.refused }));
    else {
      setRefusal(null);
      onMarkers(result.markers);
    }
  };
  const onDragEnd = (event: DragEndEvent) => {
    const row = event.over?.data.current?.row;
    if (typeof row === 'number') move(event.active.id as RowMarker, row);
  };
  const shown = [...new Set([...Array.from({ length: Math.min(HEAD, rowCount) }, (_, i) => i), ...MARKERS.map((m) => markers[m]).filter((r) => r >= 0), ...Array.from({ length: TAIL }, (_, i) => rowCount - TAIL + i).filter((r) => r >= 0)])].sort((a, b) => a - b);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {MARKERS.map((marker) => (
          <TextField
            key={marker}
            type="number"
            size="small"
            label={t(`markers.${marker}`)}
            value={markers[marker] + 1}
            onChange={(event) => move(marker, Number(event.target.value) - 1)}
            slotProps={{ htmlInput: { min: 1, max: rowCount } }}
            sx={{ width: 160 }}
          />
        ))}
      </Stack>
      {refusal && (
        <Alert severity="warning" role="alert">
          {refusal}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('dragHint')}
      </Typography>
      <DndContext onDragEnd={onDragEnd}>
        <Box sx={{ overflowX: 'auto', maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box component="table" aria-label={t('rawCaption')} sx={{ borderCollapse: 'collapse', fontSize: 13, '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5, whiteSpace: 'nowrap' } }}>
            <thead>
              <tr>
                <th scope="col">{t('row')}</th>
                <th scope="col">{t('marker')}</th>
                {Array.from({ length: width }, (_, column) => (
                  <th key={column} scope="col">
                    <TextField
                      select
                      size="small"
                      value={columns[String(column)] ?? 'ignore'}
                      onChange={(event) => onColumn(column, event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': t('columnKind', { column: column + 1 }) } }}
                      sx={{ minWidth: 140 }}
                    >
                      <MenuItem value="ignore">{t('ignore')}</MenuItem>
                      {kinds.map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {tk(`kinds.${kind}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((index, position) => (
                <DropRow key={index} index={index}>
                  <Box component="th" scope="row" sx={{ color: 'text.secondary' }}>
                    {position > 0 && shown[position - 1] !== index - 1 ? '… ' : ''}
                    {index + 1}
                  </Box>
                  <td>
                    <Stack direction="row" spacing={0.5}>
                      {MARKERS.filter((marker) => markers[marker] === index).map((marker) => (
                        <MarkerChip key={marker} marker={marker} row={index} />
                      ))}
                    </Stack>
                  </td>
                  {Array.from({ length: width }, (_, column) => (
                    <Box component="td" key={column} sx={{ fontWeight: index === markers.headerRow ? 700 : undefined, opacity: index < markers.firstRow && index !== markers.headerRow ? 0.5 : 1 }}>
                      {table.rows[index]?.[column] ?? ''}
                    </Box>
                  ))}
                </DropRow>
              ))}
            </tbody>
          </Box>
        </Box>
      </DndContext>
    </Stack>
  );
}
