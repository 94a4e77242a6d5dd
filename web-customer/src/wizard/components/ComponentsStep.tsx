import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraftComponent } from '@pcbm/domain/draft/order-draft';
import { importBom, type BomMarkers } from '@pcbm/domain/parts-list/bom-import';
import type { BomColumnKind } from '@pcbm/domain/parts-list/bom-columns';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { StepProps } from '../step-props';
import { RowMarkerPanel } from '../table-import/RowMarkerPanel';
import { useDraftTable } from '../table-import/use-draft-table';
import { BomDetection } from './bom-lookup';
import { ComponentDialog } from './ComponentDialog';
import { draftComponentOf, lookupKey, withLookup } from './draft-components';
import { PartsTable } from './PartsTable';

const BOM_KINDS: readonly BomColumnKind[] = [
  'designator', 'mpn', 'manufacturer', 'quantity', 'doNotPlace', 'isGeneric', 'isProvided', 'alternativeMpn1', 'alternativeManufacturer1',
  'alternativeMpn2', 'alternativeManufacturer2', 'genericDeviceType', 'package', 'electricValue', 'tolerance', 'maxVoltage', 'description', 'itemIndex', 'supplierPart',
];

const toDraftMarkers = (markers: BomMarkers) => ({ ...markers, columns: Object.fromEntries(Object.entries(markers.columns).map(([k, v]) => [k, v])) });
const toBomMarkers = (markers: { headerRow: number; firstRow: number; lastRow: number; columns: Record<string, string> }): BomMarkers => ({
  headerRow: markers.headerRow,
  firstRow: markers.firstRow,
  lastRow: markers.lastRow,
  columns: Object.fromEntries(Object.entries(markers.columns).map(([k, v]) => [Number(k), v as BomColumnKind | 'ignore'])),
});

/** Step 3: the parts list, how its file is read, each row editable, parts looked up. */
export function ComponentsStep({ draft, update, readFile }: StepProps) {
  const { t } = useTranslation('components');
  const client = useClient();
  const table = useDraftTable(draft, readFile, 'bomFile');
  const [editing, setEditing] = useState<DraftComponent | 'new' | null>(null);
  const [notEditable, setNotEditable] = useState(false);
  const [lookup, setLookup] = useState<{ busy: boolean; found?: number; notFound?: number; error?: string }>({ busy: false });

  const given = draft.bom?.markers ? toBomMarkers(draft.bom.markers) : undefined;
  const imported = useMemo(() => (table.status === 'ready' ? importBom(table.table, given) : null), [table, draft.bom?.markers]);
  const markers = imported?.markers ?? given ?? null;

  useEffect(() => {
    if (!imported || draft.bom?.edited) return;
    const components = imported.components.map(draftComponentOf);
    const same = JSON.stringify(components.map((c) => [c.id, c.designators, c.componentInfo.map((p) => p.mpn)])) === JSON.stringify((draft.bom?.components ?? []).map((c) => [c.id, c.designators, c.componentInfo.map((p) => p.mpn)]));
    if (same && draft.bom) return;
    update((current) => ({ ...current, bom: { markers: imported.markers ? toDraftMarkers(imported.markers) : (current.bom?.markers ?? null), components, edited: false } }));
  }, [imported]);

  const components = draft.bom?.components ?? [];
  const editable = components.length > 0 && (imported?.valid ?? true);
  const setComponents = useCallback(
    (next: (components: DraftComponent[]) => DraftComponent[]) => update((current) => ({ ...current, bom: { markers: current.bom?.markers ?? null, components: next(current.bom?.components ?? []), edited: true } })),
    [update],
  );
  const startEdit = useCallback(
    (component: DraftComponent | 'new') => {
      if (!editable) return setNotEditable(true);
      setEditing(component);
    },
    [editable],
  );
  const onDelete = useCallback((component: DraftComponent) => (editable ? setComponents((all) => all.filter((c) => c.id !== component.id)) : setNotEditable(true)), [editable, setComponents]);

  const setMarkers = (next: BomMarkers) => update((current) => ({ ...current, bom: { markers: toDraftMarkers(next), components: current.bom?.components ?? [], edited: false } }));
  const lookUp = async () => {
    if (table.status !== 'ready' || !markers) return;
    setLookup({ busy: true });
    const headers = [...(table.table.rows[markers.headerRow] ?? [])];
    const rows = table.table.rows.slice(markers.firstRow, markers.lastRow + 1).map((row) => [...row]);
    const answer = await client.query(BomDetection, { headers, rows }, { requestPolicy: 'network-only' }).toPromise();
    if (!answer.data) {
      setLookup({ busy: false, error: answer.error ? (errorTextOf(answer.error, t)?.message ?? t('lookup.failed')) : t('lookup.failed') });
      return;
    }
    const found = new Set(answer.data.fetchBomDetection.foundParts.map((part) => lookupKey(part.mpn)));
    const notFound = new Set(answer.data.fetchBomDetection.notFoundMpns.map(lookupKey));
    const mounts = new Map(answer.data.fetchBomDetection.foundParts.map((part) => [lookupKey(part.mpn), part.mount]));
    update((current) => ({
      ...current,
      bom: current.bom && {
        ...current.bom,
        components: withLookup(current.bom.components, found, notFound).map((c) => {
          const mount = mounts.get(lookupKey(c.componentInfo[0]?.mpn ?? ''));
          return mount === 'SMT' || mount === 'THT' ? { ...c, mount } : c;
        }),
      },
    }));
    setLookup({ busy: false, found: found.size, notFound: notFound.size });
  };

  if (table.status === 'loading') return <CircularProgress aria-label={t('loading')} />;
  if (table.status === 'none') return <Alert severity="error">{t('noFile')}</Alert>;
  if (table.status === 'unreadable') return <Alert severity="error">{t('unreadable', { name: table.name })}</Alert>;

  const problems = imported?.problems ?? [];
  return (
    <Stack spacing={2}>
      <Typography>{t('intro', { name: table.name, count: components.length })}</Typography>
      {problems.length > 0 && (
        <Alert severity={imported?.valid ? 'warning' : 'error'}>
          <ul>
            {problems.slice(0, 20).map((problem, index) => (
              <li key={index}>{t(`problems.${problem.code}`, { defaultValue: problem.message, row: (problem.row ?? 0) + 1, column: (problem.column ?? 0) + 1 })}</li>
            ))}
            {problems.length > 20 && <li>{t('moreProblems', { count: problems.length - 20 })}</li>}
          </ul>
        </Alert>
      )}
      {draft.bom?.edited && <Alert severity="info">{t('edited')}</Alert>}
      <Accordion defaultExpanded={!imported?.valid}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>{t('importOptions')}</Typography>
        </AccordionSummary>
        <AccordionDetails>
          {markers ? (
            <RowMarkerPanel
              table={table.table}
              markers={markers}
              columns={Object.fromEntries(Object.entries(markers.columns).map(([k, v]) => [k, v]))}
              kinds={BOM_KINDS}
              namespace="components"
              onMarkers={(rows) => setMarkers({ ...markers, ...rows })}
              onColumn={(column, kind) => {
                const columns: Record<number, BomColumnKind | 'ignore'> = { ...markers.columns };
                // A kind belongs to one column (descriptions may be several).
                if (kind !== 'description' && kind !== 'ignore') for (const [k, v] of Object.entries(columns)) if (v === kind) columns[Number(k)] = 'ignore';
                columns[column] = kind as BomColumnKind | 'ignore';
                setMarkers({ ...markers, columns });
              }}
            />
          ) : (
            <Alert severity="error">{t('problems.headerRowMissing')}</Alert>
          )}
        </AccordionDetails>
      </Accordion>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => startEdit('new')}>
          {t('add')}
        </Button>
        <Button startIcon={lookup.busy ? <CircularProgress size={16} /> : <SearchIcon />} onClick={() => void lookUp()} disabled={lookup.busy || components.length === 0}>
          {t('lookup.button')}
        </Button>
        <span aria-live="polite">
          {lookup.found !== undefined && t('lookup.result', { found: lookup.found, notFound: lookup.notFound })}
          {lookup.error}
        </span>
      </Stack>
      {notEditable && (
        <Alert severity="error" role="alert" onClose={() => setNotEditable(false)}>
          {t('notEditable')}
        </Alert>
      )}
      {components.length > 0 ? <PartsTable components={components} onEdit={startEdit} onDelete={onDelete} /> : <Alert severity="warning">{t('empty')}</Alert>}
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
