import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBoardSize, formatDecimal } from '../../i18n/numbers';
import { stackupOf } from './design-files';
import { RowsTable } from './RowsTable';
import { StackupDiagram } from './StackupDiagram';
import { stackupTable } from './stackup-table';

/** The stackup a sent job file describes, read-only: the board's size, thickness and layers, the layers in use as a picture and a table, and the notes. */
export function JobStackup({ bytes }: { readonly bytes: Uint8Array }) {
  const { t, i18n } = useTranslation('requests');
  const board = stackupOf(new TextDecoder().decode(bytes));
  if (!board) return <Alert severity="warning">{t('design.unreadable')}</Alert>;
  const active = board.rows.filter((row) => row.active);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {[
          board.size ? formatBoardSize(board.size.x, board.size.y, i18n.language) : null,
          t('design.thickness', { value: formatDecimal(board.thickness, i18n.language) }),
          board.layers ? t('design.layers', { count: board.layers }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: { lg: 'flex-start' } }}>
        <StackupDiagram rows={active} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <RowsTable label={t('design.stackup')} {...stackupTable(active, t)} />
        </Box>
      </Stack>
      {board.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2">
            {t('design.notes')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{board.notes}</Typography>
        </Box>
      )}
    </>
  );
}
