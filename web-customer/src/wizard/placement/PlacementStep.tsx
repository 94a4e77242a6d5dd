import Alert from '@mui/material/Alert';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CplColumnKind } from '@pcbm/domain/placement/cpl-columns';
import { importCpl, type CplMarkers } from '@pcbm/domain/placement/cpl-import';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../step-props';
import { RowMarkerPanel } from '../table-import/RowMarkerPanel';
import { useDraftTable } from '../table-import/use-draft-table';
import { PlacementBoard } from './PlacementBoard';
import { PlacementList } from './PlacementList';

const CPL_KINDS: readonly CplColumnKind[] = ['designator', 'xPos', 'yPos', 'rotation', 'side', 'package', 'value'];
const UNITS = ['mm', 'um', 'inch', 'mil'] as const;

const toCplMarkers = (markers: { headerRow: number; firstRow: number; lastRow: number; columns: Record<string, string> }): CplMarkers => ({
  ...markers,
  columns: Object.fromEntries(Object.entries(markers.columns).map(([k, v]) => [Number(k), v as CplColumnKind | 'ignore'])),
});

/** Step 4: the placement list, where each part sits on the board (rotation visible), and how the file is read. */
export function PlacementStep({ draft, update, readFile }: StepProps) {
  const { t } = useTranslation('placement');
  const table = useDraftTable(draft, readFile, 'cplFile');
  const [selected, setSelected] = useState<string | null>(null);
  const [highContrast, setHighContrast] = useState(false);
  const options = draft.placement ?? { markers: null, unit: null, decimalSeparator: null };
  const bomDesignators = useMemo(() => (draft.bom?.components ?? []).flatMap((c) => c.designators), [draft.bom]);
  const imported = useMemo(
    () =>
      table.status === 'ready'
        ? importCpl(table.table, { bomDesignators, outline: draft.boardBounds ?? undefined, unit: options.unit, decimalSeparator: options.decimalSeparator }, options.markers ? toCplMarkers(options.markers) : undefined)
        : null,
    [table, bomDesignators, draft.boardBounds, options.unit, options.decimalSeparator, options.markers],
  );
  const setOptions = (change: Partial<typeof options>) => update((current) => ({ ...current, placement: { ...(current.placement ?? { markers: null, unit: null, decimalSeparator: null }), ...change } }));

  if (table.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (table.status === 'none') return <Alert severity="info">{t('noFile')}</Alert>;
  if (table.status === 'unreadable') return <Alert severity="error">{t('unreadable', { name: table.name })}</Alert>;
  const placements = imported?.placements ?? [];
  const markers = imported?.markers;
  const problems = imported?.problems ?? [];
  const designatorColumn = markers ? Object.entries(markers.columns).find(([, kind]) => kind === 'designator')?.[0] : undefined;
  const designatorOfRow = (row: number | undefined) => (row === undefined || designatorColumn === undefined ? '' : (table.table.rows[row]?.[Number(designatorColumn)] ?? ''));
  return (
    <Stack spacing={2}>
      <Typography>{t('intro', { name: table.name, count: placements.length })}</Typography>
      {problems.length > 0 && (
        <Alert severity={imported?.valid ? 'warning' : 'error'}>
          <ul>
            {problems.slice(0, 15).map((problem, index) => (
              <li key={index}>{t(`problems.${problem.code}`, { defaultValue: problem.message, row: (problem.row ?? 0) + 1, name: designatorOfRow(problem.row) })}</li>
            ))}
            {problems.length > 15 && <li>{t('moreProblems', { count: problems.length - 15 })}</li>}
          </ul>
        </Alert>
      )}
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{t('importOptions')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <TextField select size="small" label={t('unit')} value={options.unit ?? 'detect'} onChange={(event) => setOptions({ unit: event.target.value === 'detect' ? null : (event.target.value as (typeof UNITS)[number]) })} sx={{ minWidth: 180 }}>
                <MenuItem value="detect">{t('detect')}</MenuItem>
                {UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select size="small" label={t('decimalSeparator')} value={options.decimalSeparator ?? 'detect'} onChange={(event) => setOptions({ decimalSeparator: event.target.value === 'detect' ? null : (event.target.value as 'comma' | 'point') })} sx={{ minWidth: 180 }}>
                <MenuItem value="detect">{t('detect')}</MenuItem>
                <MenuItem value="point">{t('point')}</MenuItem>
                <MenuItem value="comma">{t('comma')}</MenuItem>
              </TextField>
            </Stack>
            {markers && (
              <RowMarkerPanel
                table={table.table}
                markers={markers}
                columns={Object.fromEntries(Object.entries(markers.columns).map(([k, v]) => [k, v]))}
                kinds={CPL_KINDS}
                namespace="placement"
                onMarkers={(rows) => setOptions({ markers: { ...rows, columns: { ...markers.columns } } })}
                onColumn={(column, kind) => {
                  const columns: Record<string, string> = { ...markers.columns };
                  if (kind !== 'ignore') for (const [k, v] of Object.entries(columns)) if (v === kind) columns[k] = 'ignore';
                  columns[String(column)] = kind;
                  setOptions({ markers: { headerRow: markers.headerRow, firstRow: markers.firstRow, lastRow: markers.lastRow, columns } });
                }}
              />
            )}
          </Stack>
        </AccordionDetails>
      </Accordion>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PlacementList placements={placements} selected={selected} onSelect={setSelected} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <FormControlLabel control={<Switch checked={highContrast} onChange={(event) => setHighContrast(event.target.checked)} />} label={t('highContrast')} />
          <PlacementBoard placements={placements} bounds={draft.boardBounds} selected={selected} highContrast={highContrast} onSelect={setSelected} />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('board.legend')}
          </Typography>
        </Grid>
      </Grid>
    </Stack>
  );
}
