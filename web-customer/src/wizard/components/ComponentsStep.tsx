import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraftComponent, OrderDraft } from '@pcbm/domain/draft/order-draft';
import { importBom } from '@pcbm/domain/parts-list/bom-import';
import type { BomColumnKind } from '@pcbm/domain/parts-list/bom-columns';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { StepProps } from '../step-props';
import { isCallError, lookUpParts } from './bom-lookup';
import { describeBomProblem } from './bom-problems';
import { ComponentDialog } from './ComponentDialog';
import { draftComponentOf, lookupCounts, sameRows, withLookup } from './draft-components';
import { PartsTable } from './PartsTable';
import { BOM_COLUMN_RULES } from './table-import/column-rules';
import { ProblemList } from './table-import/ProblemList';
import { RowMarkerPanel, type TableMarkers } from './table-import/RowMarkerPanel';
import { useDraftTable } from './table-import/use-draft-table';
import { importMarkersOf, tableMarkersOf } from './table-import/marker-conversion';

/** The column kinds offered, in the order the customer reads them. */
export const BOM_KINDS: readonly BomColumnKind[] = [
  'designator', 'quantity', 'mpn', 'manufacturer', 'alternativeMpn1', 'alternativeManufacturer1', 'alternativeMpn2', 'alternativeManufacturer2',
  'description', 'package', 'electricValue', 'tolerance', 'maxVoltage', 'genericDeviceType', 'doNotPlace', 'isProvided', 'isGeneric', 'itemIndex', 'supplierPart',
];

const bomMarkersOf = (markers: TableMarkers) => importMarkersOf<BomColumnKind>(markers);

type Lookup = { readonly state: 'idle' | 'busy' | 'done' } | { readonly state: 'failed'; readonly message: string };

/**
 * Step 3, the parts list (BOM): the file read with the importer (markers and column kinds as the
 * customer set them), its problems in words, every row editable, and the parts looked up.
 */
export function ComponentsStep({ draft, update, readFile }: StepProps) {
  const { t } = useTranslation('components');
  const client = useClient();
  const table = useDraftTable(draft, readFile, 'bomFile');
  const [editing, setEditing] = useState<DraftComponent | 'new' | null>(null);
  const [notEditable, setNotEditable] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [optionsOpen, setOptionsOpen] = useState<boolean | null>(null);

  const savedMarkers = draft.bom?.markers ?? null;
  const imported = useMemo(() => (table.status === 'ready' ? importBom(table.table, savedMarkers ? bomMarkersOf(savedMarkers) : undefined) : null), [table, savedMarkers]);
  const edited = draft.bom?.edited ?? false;
  const components = useMemo(() => draft.bom?.components ?? [], [draft.bom]);

  // The imported rows go into the draft, unless the customer edited them by hand.
  useEffect(() => {
    if (!imported || edited) return;
    const next = imported.valid ? imported.components.map(draftComponentOf) : [];
    if (draft.bom && sameRows(next, draft.bom.components)) return;
    update((current) => (current.bom?.edited ? current : { ...current, bom: { markers: current.bom?.markers ?? null, components: next, edited: false } }));
  }, [imported, edited, draft.bom, update]);

  const editable = components.length > 0 && (edited || Boolean(imported?.valid));
  const setComponents = useCallback(
    (change: (components: DraftComponent[]) => DraftComponent[]) =>
      update((current) => ({ ...current, bom: { markers: current.bom?.markers ?? null, components: change(current.bom?.components ?? []), edited: true } })),
    [update],
  );
  const startEdit = useCallback((component: DraftComponent | 'new') => (editable ? setEditing(component) : setNotEditable(true)), [editable]);
  const onDelete = useCallback((component: DraftComponent) => (editable ? setComponents((all) => all.filter((c) => c.id !== component.id)) : setNotEditable(true)), [editable, setComponents]);
  const setMarkers = (markers: TableMarkers | null) =>
    update((current) => ({ ...current, bom: { markers: markers && { ...markers, columns: { ...markers.columns } }, components: current.bom?.components ?? [], edited: current.bom?.edited ?? false } }));
  const readAgain = () => update((current) => ({ ...current, bom: { markers: current.bom?.markers ?? null, components: current.bom?.components ?? [], edited: false } }));

  const lookUp = async () => {
    setLookup({ state: 'busy' });
    const markers = imported?.markers;
    const rows = table.status === 'ready' ? table.table.rows : [];
    const fromFile = !edited && imported?.valid && markers ? { headers: rows[markers.headerRow] ?? [], rows: rows.slice(markers.firstRow, markers.lastRow + 1) } : null;
    try {
      const answer = await lookUpParts(client, { table: fromFile, components });
      update((current: OrderDraft) => (current.bom ? { ...current, bom: { ...current.bom, components: withLookup(current.bom.components, answer.found, answer.notFound) } } : current));
      setLookup({ state: 'done' });
    } catch (error) {
      setLookup({ state: 'failed', message: (isCallError(error) && errorTextOf(error, t)?.message) || t('lookup.failed') });
    }
  };

  if (table.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (table.status === 'none') return <Alert severity="info">{t('noFile')}</Alert>;
  if (table.status === 'unreadable') return <Alert severity="error">{t('unreadable', { name: table.name })}</Alert>;

  const rowCount = table.table.rows.length;
  const panelMarkers: TableMarkers = imported?.markers ? tableMarkersOf(imported.markers) : { headerRow: 0, firstRow: Math.min(1, rowCount - 1), lastRow: rowCount - 1, columns: {} };
  const header = table.table.rows[panelMarkers.headerRow] ?? [];
  const counts = lookupCounts(components);
  const open = optionsOpen ?? !imported?.valid;
  return (
    <Stack spacing={2}>
      <Typography>{t('intro', { name: table.name, count: components.length })}</Typography>
      <ProblemList problems={imported?.problems ?? []} describe={(problem) => describeBomProblem(problem, t)} headerOf={(column) => header[column] ?? ''} />
      <Accordion expanded={open} onChange={(_, expanded) => setOptionsOpen(expanded)} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="bom-import-options" id="bom-import-options-summary">
          <Typography>{t('importOptions')}</Typography>
        </AccordionSummary>
        <AccordionDetails id="bom-import-options">
          <Stack spacing={2}>
            {edited && <Alert severity="info">{t('optionsWhileEdited')}</Alert>}
            {rowCount > 0 && (
              <RowMarkerPanel table={table.table} markers={panelMarkers} kinds={BOM_KINDS} kindLabel={(kind) => t(`kinds.${kind}`)} rules={BOM_COLUMN_RULES} onChange={setMarkers} />
            )}
            {savedMarkers && (
              <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setMarkers(null)}>
                {t('detectAgain')}
              </Button>
            )}
          </Stack>
        </AccordionDetails>
      </Accordion>
      {edited && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={readAgain}>
              {t('readAgain')}
            </Button>
          }
        >
          {t('edited')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => startEdit('new')}>
          {t('add')}
        </Button>
        <Button startIcon={lookup.state === 'busy' ? <CircularProgress size={16} aria-hidden /> : <SearchIcon />} disabled={lookup.state === 'busy' || components.length === 0} onClick={() => void lookUp()}>
          {t('lookup.button')}
        </Button>
        <Typography role="status" variant="body2">
          {lookup.state === 'busy' ? t('lookup.busy') : counts.found + counts.notFound > 0 ? t('lookup.result', { found: counts.found, notFound: counts.notFound }) : ''}
        </Typography>
      </Stack>
      {lookup.state === 'failed' && (
        <Alert severity="error" onClose={() => setLookup({ state: 'idle' })}>
          {lookup.message}
        </Alert>
      )}
      {notEditable && (
        <Alert severity="error" role="alert" onClose={() => setNotEditable(false)}>
          {t('notEditable')}
        </Alert>
      )}
      {components.length > 0 ? <PartsTable components={components} onEdit={startEdit} onDelete={onDelete} /> : <Typography color="text.secondary">{t('empty')}</Typography>}
      {editing && (
        <ComponentDialog
          component={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(saved) => {
            setComponents((all) => (editing === 'new' ? [...all, saved] : all.map((c) => (c.id === saved.id ? saved : c))));
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
