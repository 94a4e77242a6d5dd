import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DraftPlacement } from '@pcbm/domain/draft/order-draft';
import type { CplColumnKind } from '@pcbm/domain/placement/cpl-columns';
import { importCpl } from '@pcbm/domain/placement/cpl-import';
import { LENGTH_UNITS, type LengthUnit } from '@pcbm/domain/units/length-units';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CPL_COLUMN_RULES } from '../components/table-import/column-rules';
import { ProblemList } from '../components/table-import/ProblemList';
import { RowMarkerPanel, type TableMarkers } from '../components/table-import/RowMarkerPanel';
import { useDraftTable } from '../components/table-import/use-draft-table';
import type { StepProps } from '../step-props';
import { outlineOf } from './board-geometry';
import { describeCplProblem } from './cpl-problems';
import { PlacementBoard } from './PlacementBoard';
import { PlacementList } from './PlacementList';
import { importMarkersOf, tableMarkersOf } from '../components/table-import/marker-conversion';

export const CPL_KINDS: readonly CplColumnKind[] = ['designator', 'xPos', 'yPos', 'rotation', 'side', 'package', 'value'];
const NO_OPTIONS: DraftPlacement = { markers: null, unit: null, decimalSeparator: null };

const cplMarkersOf = (markers: TableMarkers) => importMarkersOf<CplColumnKind>(markers);

/**
 * Step 4, the placement list (CPL): where each part sits on the board and how it is turned, read
 * with the importer (unit, decimal separator, markers and columns as the customer set them), its
 * problems in words, the list and the board view choosing the same part. The list is optional.
 */
export function PlacementStep({ draft, update, readFile, report }: StepProps) {
  const { t } = useTranslation('placement');
  const table = useDraftTable(draft, readFile, 'cplFile');
  const [selected, setSelected] = useState<number | null>(null);
  const [highContrast, setHighContrast] = useState(false);
  const [optionsOpen, setOptionsOpen] = useState<boolean | null>(null);
  const options = draft.placement ?? NO_OPTIONS;
  const { boardBounds, board } = draft;
  const outline = useMemo(() => outlineOf({ boardBounds, board }), [boardBounds, board]);
  const bomDesignators = useMemo(() => (draft.bom?.components ?? []).flatMap((c) => c.designators), [draft.bom]);
  const placedBomDesignators = useMemo(() => (draft.bom?.components ?? []).filter((c) => !c.doNotPlace).flatMap((c) => c.designators), [draft.bom]);
  const imported = useMemo(
    () =>
      table.status === 'ready'
        ? importCpl(
            table.table,
            { bomDesignators: draft.bom ? bomDesignators : undefined, placedBomDesignators: draft.bom ? placedBomDesignators : undefined, outline: outline ?? undefined, unit: options.unit, decimalSeparator: options.decimalSeparator },
            options.markers ? cplMarkersOf(options.markers) : undefined,
          )
        : null,
    [table, bomDesignators, placedBomDesignators, draft.bom, outline, options.unit, options.decimalSeparator, options.markers],
  );
  // Rows under the header that hold anything: none, and Next says the list is empty.
  const dataRows = useMemo(() => (table.status === 'ready' ? Math.max(0, table.table.rows.filter((row) => row.some((cell) => cell.trim() !== '')).length - 1) : undefined), [table]);
  useEffect(() => report?.({ placementRowCount: dataRows }), [dataRows, report]);
  const setOptions = (change: Partial<DraftPlacement>) => {
    setSelected(null);
    update((current) => ({ ...current, placement: { ...(current.placement ?? NO_OPTIONS), ...change } }));
  };

  if (table.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (table.status === 'none') return <Alert severity="info">{t('noFile')}</Alert>;
  if (table.status === 'unreadable') return <Alert severity="error">{t('unreadable', { name: table.name })}</Alert>;

  const placements = imported?.placements ?? [];
  const rowCount = table.table.rows.length;
  const panelMarkers: TableMarkers = imported?.markers ? tableMarkersOf(imported.markers) : { headerRow: 0, firstRow: Math.min(1, rowCount - 1), lastRow: rowCount - 1, columns: {} };
  const header = table.table.rows[panelMarkers.headerRow] ?? [];
  const open = optionsOpen ?? !imported?.valid;
  const chosen = selected !== null && selected < placements.length ? selected : null;
  return (
    <Stack spacing={2}>
      <Typography>{t('intro', { name: table.name, count: placements.length })}</Typography>
      {!outline && <Alert severity="info">{t('noOutline')}</Alert>}
      <ProblemList problems={imported?.problems ?? []} describe={(problem) => describeCplProblem(problem, t, table.table, imported?.markers ?? null)} headerOf={(column) => header[column] ?? ''} />
      <Accordion expanded={open} onChange={(_, expanded) => setOptionsOpen(expanded)} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="cpl-import-options" id="cpl-import-options-summary">
          <Typography>{t('importOptions')}</Typography>
        </AccordionSummary>
        <AccordionDetails id="cpl-import-options">
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={t('unit')}
                value={options.unit ?? 'detect'}
                onChange={(event) => setOptions({ unit: event.target.value === 'detect' ? null : (event.target.value as LengthUnit) })}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="detect">{t('detect')}</MenuItem>
                {LENGTH_UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {t(`units.${unit}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                label={t('decimalSeparator')}
                value={options.decimalSeparator ?? 'detect'}
                onChange={(event) => setOptions({ decimalSeparator: event.target.value === 'detect' ? null : (event.target.value as 'comma' | 'point') })}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="detect">{t('guess')}</MenuItem>
                <MenuItem value="point">{t('point')}</MenuItem>
                <MenuItem value="comma">{t('comma')}</MenuItem>
              </TextField>
            </Stack>
            {rowCount > 0 && (
              <RowMarkerPanel table={table.table} markers={panelMarkers} kinds={CPL_KINDS} kindLabel={(kind) => t(`kinds.${kind}`)} rules={CPL_COLUMN_RULES} onChange={(markers) => setOptions({ markers })} />
            )}
            {options.markers && (
              <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setOptions({ markers: null })}>
                {t('detectAgain')}
              </Button>
            )}
          </Stack>
        </AccordionDetails>
      </Accordion>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <PlacementList placements={placements} selected={chosen} onSelect={setSelected} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <FormControlLabel control={<Switch checked={highContrast} onChange={(event) => setHighContrast(event.target.checked)} />} label={t('highContrast')} />
          <PlacementBoard placements={placements} outline={outline} selected={chosen} highContrast={highContrast} onSelect={setSelected} />
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            {t('board.legend')}
          </Typography>
        </Grid>
      </Grid>
    </Stack>
  );
}
