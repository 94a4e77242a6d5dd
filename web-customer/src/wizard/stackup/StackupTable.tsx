import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { OrderDraft } from '@pcbm/domain/draft/order-draft';
import { formatMillimetres } from '@pcbm/web-kit/i18n/numbers';
import { stackupRowName, stackupRowNote } from '@pcbm/web-kit/requests/design/stackup-row-name';
import { useTranslation } from 'react-i18next';

type Row = OrderDraft['stackup'][number];
const THICKNESSES = ['Standard', 0.035, 0.07, 0.1, 0.2, 0.36, 0.71, 1.065, 1.2, 1.6] as const;

export interface StackupTableProps {
  readonly rows: readonly Row[];
  readonly onChange: (index: number, row: Row) => void;
}

/** The layer table in build order: active, description, thickness, file, parameter and note per row. */
export function StackupTable({ rows, onChange }: StackupTableProps) {
  const { t, i18n } = useTranslation(['stackup', 'requests']);
  const describe = (row: Row) => stackupRowName(row, t);
  return (
    <Table size="small" aria-label={t('table.caption')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('table.active')}</TableCell>
          <TableCell>{t('table.description')}</TableCell>
          <TableCell>{t('table.thickness')}</TableCell>
          <TableCell>{t('table.file')}</TableCell>
          <TableCell>{t('table.parameter')}</TableCell>
          <TableCell>{t('table.note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index} sx={row.active ? undefined : { '& td': { color: 'text.secondary', fontStyle: 'italic' } }}>
            <TableCell padding="checkbox">
              <Checkbox checked={row.active} onChange={(event) => onChange(index, { ...row, active: event.target.checked })} slotProps={{ input: { 'aria-label': t('table.activeOf', { layer: describe(row) }) } }} />
            </TableCell>
            <TableCell>{describe(row)}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                value={row.thickness ?? 'Standard'}
                onChange={(event) => onChange(index, { ...row, thickness: event.target.value === 'Standard' ? 'Standard' : Number(event.target.value) })}
                slotProps={{ htmlInput: { 'aria-label': t('table.thicknessOf', { layer: describe(row) }) } }}
              >
                {[...new Set([...THICKNESSES, row.thickness ?? 'Standard'])].map((value) => (
                  <MenuItem key={String(value)} value={value}>
                    {value === 'Standard' ? t('table.standard') : formatMillimetres(value, i18n.language)}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.fileName ?? '–'}</TableCell>
            <TableCell>{[row.material, row.color].filter(Boolean).join(', ') || '–'}</TableCell>
            <TableCell>
              <TextField
                size="small"
                value={stackupRowNote(row, t)}
                onChange={(event) => onChange(index, { ...row, note: event.target.value.slice(0, 100) })}
                slotProps={{ htmlInput: { 'aria-label': t('table.noteOf', { layer: describe(row) }), maxLength: 100 } }}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
