import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RowMarker, RowMarkers } from '@pcbm/domain/parts-list/table-markers';
import type { Table } from '@pcbm/domain/tables/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseColumnKind, type ColumnKinds, type ColumnRefusal, type ColumnRules } from './column-rules';
import { moveMarker, previewRows, ROW_MARKERS, type MarkerRefusal } from './marker-moves';

/** Row markers with the column kinds, as the draft keeps them. */
export interface TableMarkers extends RowMarkers {
  readonly columns: ColumnKinds;
}

export interface RowMarkerPanelProps {
  readonly table: Table;
  readonly markers: TableMarkers;
  /** The column kinds offered (besides ignore), in the order shown. */
  readonly kinds: readonly string[];
  readonly kindLabel: (kind: string) => string;
  readonly rules: ColumnRules;
  /** Called with markers and column kinds the rules accept. */
  readonly onChange: (markers: TableMarkers) => void;
}

/** The marker names as the file preview shows them. */
export const MARKER_TAG: Readonly<Record<RowMarker, string>> = { headerRow: 'HEADER', firstRow: 'FIRST', lastRow: 'LAST' };

function MarkerChip({ marker, label }: { readonly marker: RowMarker; readonly label: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: marker });
  return (
    <Chip
      ref={setNodeRef}
      icon={<DragIndicatorIcon />}
      label={MARKER_TAG[marker]}
      size="small"
      variant={marker === 'headerRow' ? 'filled' : 'outlined'}
      color={marker === 'headerRow' ? 'secondary' : 'primary'}
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', fontWeight: 700, touchAction: 'none', transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, zIndex: isDragging ? 2 : undefined }}
      {...listeners}
      {...attributes}
      aria-label={label}
    />
  );
}

function DropRow({ index, children }: { readonly index: number; readonly children: ReactNode }) {
  const { isOver, setNodeRef } = useDroppable({ id: `row-${index}`, data: { row: index } });
  return (
    <Box component="tr" ref={setNodeRef} data-row={index} sx={{ bgcolor: isOver ? 'action.selected' : undefined, outline: isOver ? '2px dashed' : undefined }}>
      {children}
    </Box>
  );
}

function MarkerField({ marker, row, rowCount, onMove }: { readonly marker: RowMarker; readonly row: number; readonly rowCount: number; readonly onMove: (marker: RowMarker, row: number) => boolean }) {
  const { t } = useTranslation('components');
  const [typed, setTyped] = useState<string | null>(null);
  const name = t(`tableImport.markers.${marker}`);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        type="number"
        size="small"
        label={name}
        value={typed ?? (row >= 0 ? String(row + 1) : '')}
        onChange={(event) => {
          setTyped(event.target.value);
          if (event.target.value !== '' && onMove(marker, Number(event.target.value) - 1)) setTyped(null);
        }}
        onBlur={() => setTyped(null)}
        slotProps={{ htmlInput: { min: 1, max: rowCount } }}
        sx={{ width: 170 }}
      />
      <IconButton size="small" aria-label={t('tableImport.moveUp', { marker: MARKER_TAG[marker] })} disabled={row <= 0} onClick={() => onMove(marker, row - 1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={t('tableImport.moveDown', { marker: MARKER_TAG[marker] })} disabled={row >= rowCount - 1} onClick={() => onMove(marker, row + 1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/**
 * The file's rows with the HEADER, FIRST and LAST markers, dragged onto a row or moved with the
 * row fields and arrow buttons, and the kind of every column chosen above it. Moves and kinds obey
 * the importer's rules; what is refused is said in words.
 */
export function RowMarkerPanel({ table, markers, kinds, kindLabel, rules, onChange }: RowMarkerPanelProps) {
  const { t } = useTranslation('components');
  const [refusal, setRefusal] = useState<MarkerRefusal | ColumnRefusal | null>(null);
  const rowCount = table.rows.length;
  const width = useMemo(() => Math.max(0, ...table.rows.slice(0, 200).map((row) => row.length)), [table]);
  const shown = useMemo(() => previewRows(markers, rowCount), [markers, rowCount]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const move = (marker: RowMarker, row: number): boolean => {
    const result = moveMarker(markers, marker, row, rowCount);
    if ('refusal' in result) {
      setRefusal(result.refusal);
      return false;
    }
    setRefusal(null);
    onChange({ ...result.markers, columns: markers.columns });
    return true;
  };
  const choose = (column: number, kind: string) => {
    const result = chooseColumnKind(markers.columns, column, kind, rules);
    if ('refused' in result) return setRefusal(result);
    setRefusal(null);
    onChange({ headerRow: markers.headerRow, firstRow: markers.firstRow, lastRow: markers.lastRow, columns: result.columns });
  };
  const onDragEnd = (event: DragEndEvent) => {
    const row = event.over?.data.current?.row;
    if (typeof row === 'number') move(event.active.id as RowMarker, row);
  };
  const rowOf = (id: string | number | undefined) => (typeof id === 'string' && id.startsWith('row-') ? Number(id.slice(4)) + 1 : null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('tableImport.drag.start', { marker: MARKER_TAG[active.id as RowMarker] }),
    onDragOver: ({ active, over }) => (rowOf(over?.id) ? t('tableImport.drag.over', { marker: MARKER_TAG[active.id as RowMarker], row: rowOf(over?.id) }) : undefined),
    onDragEnd: ({ active, over }) => (rowOf(over?.id) ? t('tableImport.drag.end', { marker: MARKER_TAG[active.id as RowMarker], row: rowOf(over?.id) }) : t('tableImport.drag.cancel', { marker: MARKER_TAG[active.id as RowMarker] })),
    onDragCancel: ({ active }) => t('tableImport.drag.cancel', { marker: MARKER_TAG[active.id as RowMarker] }),
  };
  const refusalText = (): string => {
    if (!refusal) return '';
    if ('key' in refusal) return t(`tableImport.refused.${refusal.key}`);
    if ('text' in refusal) return refusal.text;
    if (refusal.refused === 'needs') return t('tableImport.refused.needs', { kind: kindLabel(refusal.kind), needed: kindLabel(refusal.needed) });
    return t('tableImport.refused.neededBy', { kind: kindLabel(refusal.kind), dependent: kindLabel(refusal.dependent) });
  };
  const disabledReason = (column: number, kind: string) => {
    const result = chooseColumnKind(markers.columns, column, kind, rules);
    return 'refused' in result && result.refused === 'needs' ? t('tableImport.needsColumn', { needed: kindLabel(result.needed) }) : null;
  };
  const header = table.rows[markers.headerRow] ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={t('tableImport.markersGroup')}>
        {ROW_MARKERS.map((marker) => (
          <MarkerField key={marker} marker={marker} row={markers[marker]} rowCount={rowCount} onMove={move} />
        ))}
      </Stack>
      {refusal && (
        <Alert severity="warning" role="alert" onClose={() => setRefusal(null)}>
          {refusalText()}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('tableImport.dragHint')}
      </Typography>
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('tableImport.drag.instructions') } }}>
        <Box sx={{ overflow: 'auto', maxHeight: 440, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box component="table" aria-label={t('tableImport.rawCaption')} sx={{ borderCollapse: 'collapse', fontSize: (theme) => theme.typography.pxToRem(13), '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5, whiteSpace: 'nowrap', textAlign: 'left' } }}>
            <thead>
              <tr>
                <th scope="col">{t('tableImport.row')}</th>
                <th scope="col">{t('tableImport.marker')}</th>
                {Array.from({ length: width }, (_, column) => (
                  <th key={column} scope="col">
                    <TextField
                      select
                      size="small"
                      value={markers.columns[String(column)] ?? 'ignore'}
                      onChange={(event) => choose(column, event.target.value)}
                      slotProps={{ htmlInput: { 'aria-label': t('tableImport.columnKind', { column: column + 1, header: header[column] || '–' }) }, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
                      sx={{ minWidth: 150 }}
                    >
                      <MenuItem value="ignore">{t('tableImport.ignore')}</MenuItem>
                      {kinds.map((kind) => {
                        const reason = disabledReason(column, kind);
                        return (
                          <MenuItem key={kind} value={kind} disabled={reason !== null}>
                            {kindLabel(kind)}
                            {reason && (
                              <Typography component="span" variant="caption" sx={{ ml: 1 }}>
                                ({reason})
                              </Typography>
                            )}
                          </MenuItem>
                        );
                      })}
                    </TextField>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((index, position) => {
                const inData = index >= markers.firstRow && index <= markers.lastRow;
                return (
                  <DropRow key={index} index={index}>
                    <Box component="th" scope="row" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {position > 0 && shown[position - 1] !== index - 1 ? '… ' : ''}
                      {index + 1}
                    </Box>
                    <td>
                      <Stack direction="row" spacing={0.5}>
                        {ROW_MARKERS.filter((marker) => markers[marker] === index).map((marker) => (
                          <MarkerChip key={marker} marker={marker} label={t('tableImport.dragMarker', { marker: MARKER_TAG[marker], row: index + 1 })} />
                        ))}
                      </Stack>
                    </td>
                    {Array.from({ length: width }, (_, column) => (
                      <Box
                        component="td"
                        key={column}
                        sx={{ fontWeight: index === markers.headerRow ? 700 : undefined, color: inData || index === markers.headerRow ? undefined : 'text.disabled', fontStyle: inData || index === markers.headerRow ? undefined : 'italic' }}
                      >
                        {table.rows[index]?.[column] ?? ''}
                      </Box>
                    ))}
                  </DropRow>
                );
              })}
            </tbody>
          </Box>
        </Box>
      </DndContext>
    </Stack>
  );
}
