import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { BOM_COLUMN_TAGS } from '@pcbm/domain/accounts/export-settings';
import { useTranslation } from 'react-i18next';

export type ColumnTag = (typeof BOM_COLUMN_TAGS)[number];

/** One column of the export: its tag and whether the export has it. */
export interface ColumnChoice {
  readonly tag: ColumnTag;
  readonly included: boolean;
}

export interface ColumnOrderProps {
  /** Names the list, for the ids of its parts. */
  readonly id: string;
  readonly columns: readonly ColumnChoice[];
  readonly onChange: (columns: ColumnChoice[]) => void;
  readonly disabled?: boolean;
}

/** Moves a column by a number of places (negative: up), staying inside the list. */
export function moveColumn(columns: readonly ColumnChoice[], from: number, by: number): ColumnChoice[] {
  const to = Math.min(Math.max(from + by, 0), columns.length - 1);
  return arrayMove([...columns], from, to);
}

function SortableColumn({ column, index, count, label, onMove, onToggle, disabled, describedBy }: {
  readonly column: ColumnChoice;
  readonly index: number;
  readonly count: number;
  readonly label: string;
  readonly onMove: (by: number) => void;
  readonly onToggle: (included: boolean) => void;
  readonly disabled?: boolean;
  readonly describedBy: string;
}) {
  const { t } = useTranslation('settings');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: column.tag, disabled });
  return (
    <ListItem
      ref={setNodeRef}
      data-column={column.tag}
      disableGutters
      sx={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 1 : undefined,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        gap: 0.5,
        py: 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        disabled={disabled}
        sx={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={t('export.drag', { column: label })}
        aria-describedby={describedBy}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Checkbox size="small" checked={column.included} disabled={disabled} onChange={(event) => onToggle(event.target.checked)} slotProps={{ input: { 'aria-label': t('export.include', { column: label }) } }} />
      <Typography sx={{ flex: 1, color: column.included ? 'text.primary' : 'text.disabled' }}>
        {index + 1}. {label}
      </Typography>
      <IconButton size="small" disabled={disabled || index === 0} onClick={() => onMove(-1)} aria-label={t('export.moveUp', { column: label })}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" disabled={disabled || index === count - 1} onClick={() => onMove(1)} aria-label={t('export.moveDown', { column: label })}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
}

/**
 * The columns of a parts-list export in their order. Rows are dragged by their handle with the mouse,
 * by touch, or by keyboard (space to pick up, arrows to move, space to drop, escape to cancel); the
 * arrow buttons move a row by one place.
 */
export function ColumnOrder({ id, columns, onChange, disabled }: ColumnOrderProps) {
  const { t } = useTranslation('settings');
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (tag: string) => t(`columns.${tag}`);
  const positionOf = (tag: string | number | undefined) => columns.findIndex((column) => column.tag === tag) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('export.announce.start', { column: labelOf(String(active.id)), position: positionOf(active.id), count: columns.length }),
    onDragOver: ({ active, over }) => (over ? t('export.announce.over', { column: labelOf(String(active.id)), position: positionOf(over.id), count: columns.length }) : undefined),
    onDragEnd: ({ active, over }) => t('export.announce.end', { column: labelOf(String(active.id)), position: positionOf(over?.id ?? active.id), count: columns.length }),
    onDragCancel: ({ active }) => t('export.announce.cancel', { column: labelOf(String(active.id)) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveColumn(columns, positionOf(active.id) - 1, positionOf(over.id) - positionOf(active.id)));
  };
  return (
    <Box>
      <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('export.columnsHint')}
      </Typography>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={{ announcements, screenReaderInstructions: { draggable: t('export.dragInstructions') } }}>
        <SortableContext items={columns.map((column) => column.tag)} strategy={verticalListSortingStrategy}>
          <List dense aria-label={t('export.columns')} sx={{ py: 0 }}>
            {columns.map((column, index) => (
              <SortableColumn
                key={column.tag}
                column={column}
                index={index}
                count={columns.length}
                label={labelOf(column.tag)}
                disabled={disabled}
                describedBy={`${id}-hint`}
                onMove={(by) => onChange(moveColumn(columns, index, by))}
                onToggle={(included) => onChange(columns.map((other) => (other.tag === column.tag ? { ...other, included } : other)))}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </Box>
  );
}
