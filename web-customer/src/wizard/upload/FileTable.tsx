import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DraftFile } from '@pcbm/domain/draft/order-draft';
import { LAYER_KINDS, layerCountOf, MAX_COPPER_LAYERS, PARTIAL_DRILL_KINDS, spanName, type DrillSpan } from '@pcbm/domain/board/layer';
import { useTranslation } from 'react-i18next';

export const CHOOSABLE_USES = ['pcbFile', 'jobFile', 'bomFile', 'cplFile', 'additionalFile'] as const;
type Use = (typeof CHOOSABLE_USES)[number];
const SIDES = ['top', 'bottom', 'inner', 'all'] as const;
type FileLayer = NonNullable<DraftFile['layer']>;

/** The copper layers' numbers, L1 to L8. */
const COPPER_NUMBERS = Array.from({ length: MAX_COPPER_LAYERS }, (_, index) => index + 1);
const spanValue = (span: DrillSpan) => `${span.from}-${span.to}`;

/** The pairs of copper layers a blind or buried drill may join on a board of this many (`1-2` … `3-4` for four), and the one chosen even when the board has fewer. */
function spansOf(layerCount: number, chosen: DrillSpan | undefined): DrillSpan[] {
  const numbers = COPPER_NUMBERS.filter((number) => number <= layerCount);
  const spans = numbers.flatMap((from) => numbers.filter((to) => to > from).map((to) => ({ from, to })));
  return chosen && !spans.some((span) => spanValue(span) === spanValue(chosen)) ? [...spans, chosen] : spans;
}

/** A file's layer of another kind: a drill's span stays only while it is a blind or buried drill. */
function withKind(layer: FileLayer | undefined, kind: string): FileLayer {
  const { span, ...rest } = layer ?? { side: 'top' };
  return PARTIAL_DRILL_KINDS.includes(kind) && span ? { ...rest, kind, span } : { ...rest, kind };
}

export interface FileTableProps {
  readonly files: readonly DraftFile[];
  readonly onUse: (name: string, use: Use) => void;
  readonly onLayer: (name: string, layer: FileLayer) => void;
  readonly onRemove: (name: string) => void;
}

/** The size in whole kilobytes; a no-break space keeps the number with its unit. */
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))}\u00a0KB`;

/**
 * The list measures its own width (not the window's): from 56rem on it is a table with fixed columns, the name
 * taking the free space; narrower, each file is a card of two or three lines (name, size and remove on top, its
 * use and layer below), so nothing is pushed out of the page. Explicit roles keep the table for screen readers in both.
 */
const WIDE = '@container file-list (width >= 56rem)';
const NARROW = '@container file-list (width < 56rem)';

const tableSx: SxProps<Theme> = {
  [WIDE]: {
    tableLayout: 'fixed',
    '& th.file-size': { width: '6.5rem' },
    '& th.file-use': { width: '17rem' },
    '& th.file-layer': { width: '32%' },
    '& th.file-actions': { width: '4.5rem' },
    '& .file-actions': { px: 1 },
  },
  [NARROW]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"name size actions" "use use use"',
      alignItems: 'center',
      columnGap: 1,
      rowGap: 1,
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody tr.file-board': { gridTemplateAreas: '"name size actions" "use use use" "layer layer layer"' },
    '& tbody td': { display: 'block', border: 0, p: 0, minWidth: 0 },
    '& td.file-name': { gridArea: 'name', fontWeight: 500 },
    '& td.file-size': { gridArea: 'size' },
    '& td.file-use': { gridArea: 'use' },
    '& td.file-layer': { gridArea: 'layer' },
    '& tbody tr:not(.file-board) td.file-layer': { display: 'none' },
    '& td.file-actions': { gridArea: 'actions' },
  },
  '& td.file-name': { overflowWrap: 'anywhere' },
  '& td.file-size': { whiteSpace: 'nowrap' },
  '& td.file-use .MuiTextField-root': { width: '100%', maxWidth: '20rem' },
};

/** The uploaded files: what each is used for, and for board files the layer it draws. */
export function FileTable({ files, onUse, onLayer, onRemove }: FileTableProps) {
  const { t } = useTranslation('upload');
  const layerCount = layerCountOf(files.filter((file) => file.use === 'pcbFile').map((file) => file.layer));
  return (
    <Box sx={{ containerType: 'inline-size', containerName: 'file-list', minWidth: 0 }}>
      <Table size="small" aria-label={t('files.caption')} role="table" sx={tableSx}>
        <TableHead role="rowgroup">
          <TableRow role="row">
            <TableCell role="columnheader" className="file-name">{t('files.name')}</TableCell>
            <TableCell role="columnheader" className="file-size">{t('files.size')}</TableCell>
            <TableCell role="columnheader" className="file-use">{t('files.use')}</TableCell>
            <TableCell role="columnheader" className="file-layer">{t('files.layer')}</TableCell>
            <TableCell role="columnheader" className="file-actions">
              <Box component="span" sx={visuallyHidden}>
                {t('files.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {files.map((file) => (
            <TableRow key={file.name} role="row" className={file.use === 'pcbFile' ? 'file-board' : undefined}>
              <TableCell role="cell" className="file-name">{file.name}</TableCell>
              <TableCell role="cell" className="file-size">{kilobytes(file.size)}</TableCell>
              <TableCell role="cell" className="file-use">
                <TextField
                  select
                  size="small"
                  value={file.use === 'previewFile' ? 'additionalFile' : file.use}
                  onChange={(event) => onUse(file.name, event.target.value as Use)}
                  slotProps={{ htmlInput: { 'aria-label': t('files.useOf', { name: file.name }) } }}
                >
                  {CHOOSABLE_USES.map((use) => (
                    <MenuItem key={use} value={use}>
                      {t(`uses.${use}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell role="cell" className="file-layer">
                {file.use === 'pcbFile' && (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', '& > *': { minWidth: 0, maxWidth: '100%' } }}>
                    <TextField
                      select
                      size="small"
                      value={file.layer?.kind ?? 'none'}
                      onChange={(event) => onLayer(file.name, withKind(file.layer, event.target.value))}
                      slotProps={{ htmlInput: { 'aria-label': t('files.kindOf', { name: file.name }) } }}
                    >
                      {LAYER_KINDS.map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {t(`kinds.${kind}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      select
                      size="small"
                      value={file.layer?.side ?? 'top'}
                      onChange={(event) => onLayer(file.name, { ...(file.layer ?? { kind: 'none' }), side: event.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': t('files.sideOf', { name: file.name }) } }}
                    >
                      {SIDES.map((side) => (
                        <MenuItem key={side} value={side}>
                          {t(`sides.${side}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                    {file.layer && PARTIAL_DRILL_KINDS.includes(file.layer.kind) && (
                      <TextField
                        select
                        size="small"
                        value={file.layer.span ? spanValue(file.layer.span) : ''}
                        onChange={(event) => {
                          const [from, to] = event.target.value.split('-').map(Number);
                          onLayer(file.name, { ...file.layer!, span: { from, to } });
                        }}
                        slotProps={{ htmlInput: { 'aria-label': t('files.spanOf', { name: file.name }) }, select: { displayEmpty: true } }}
                      >
                        <MenuItem value="" disabled>
                          {t('files.chooseSpan')}
                        </MenuItem>
                        {spansOf(layerCount, file.layer.span).map((span) => (
                          <MenuItem key={spanValue(span)} value={spanValue(span)}>
                            {spanName(span)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                    {file.layer?.kind === 'copper' && (
                      <TextField
                        select
                        size="small"
                        value={file.layer.number ?? ''}
                        onChange={(event) => onLayer(file.name, { ...file.layer!, number: Number(event.target.value) })}
                        slotProps={{ htmlInput: { 'aria-label': t('files.numberOf', { name: file.name }) } }}
                      >
                        {COPPER_NUMBERS.map((n) => (
                          <MenuItem key={n} value={n}>
                            L{n}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  </Stack>
                )}
              </TableCell>
              <TableCell role="cell" className="file-actions">
                <IconButton aria-label={t('files.remove', { name: file.name })} onClick={() => onRemove(file.name)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
