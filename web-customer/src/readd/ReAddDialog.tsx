import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { problemsLeavingStep } from '@pcbm/domain/draft/draft-steps';
import { WIZARD_STEPS, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import type { FileChoice, MergeableFile } from '@pcbm/domain/ordering/re-add-files';
import { fetchAuthorizedFile } from '@pcbm/web-kit/files/authorized-file';
import { JobStackup } from '@pcbm/web-kit/requests/design/JobStackup';
import type { RequestDetails } from '@pcbm/web-kit/requests/order-queries';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { Component, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchingManufacturer } from '../wizard/manufacturers/manufacturer-queries';
import { capabilitySearchOf, shippingAddressOf } from '../wizard/manufacturers/search-input';
import { createPendingWrites, PendingWritesContext } from '../wizard/pending-writes';
import type { StepProps } from '../wizard/step-props';
import type { GateFacts } from '../wizard/use-gate';
import { UploadStep } from '../wizard/upload/UploadStep';
import { MergeStep } from './MergeStep';
import { ProducerStep, type ProducerSearch } from './ProducerStep';
import { DRAFT_USE_OF, importedDraft, kindsOf, latestOrderOf, mergePlan, producerProblem, type ChoiceKind, type MergeChoices } from './re-add-plan';
import { ReAddSummary } from './ReAddSummary';
import { drawPreviewInWorker, type DrawPreview } from './send-re-add';
import { useImportedFiles, type FetchFile, type ImportedFile, type ImportedFiles } from './use-imported-files';
import { useMemoryDraft } from './use-memory-draft';
import { boardFilesOf } from '../wizard/stackup/board-files';
import { readBoardInWorker } from '../wizard/stackup/board-worker-client';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

const StackupStep = lazyPart(() => import('../wizard/stackup/StackupStep').then((m) => ({ default: m.StackupStep })));
const ComponentsStep = lazyPart(() => import('../wizard/components/ComponentsStep').then((m) => ({ default: m.ComponentsStep })));
const PlacementStep = lazyPart(() => import('../wizard/placement/PlacementStep').then((m) => ({ default: m.PlacementStep })));
const ProductionStep = lazyPart(() => import('../wizard/production/ProductionStep').then((m) => ({ default: m.ProductionStep })));

/** The re-add dialog's steps in their fixed order. */
export const READD_STEPS = ['upload', 'merge', 'stackup', 'components', 'placement', 'production', 'manufacturer', 'summary'] as const;
export type ReAddStep = (typeof READD_STEPS)[number];

const PRODUCTION_STEP = WIZARD_STEPS.indexOf('production') + 1;

export interface ReAddDialogProps {
  readonly request: RequestDetails;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSent: (superOrderId: string) => void;
}

/** Sends an existing request to one more, new producer: the latest request's files are kept or replaced, its settings imported. */
export function ReAddDialog({ request, open, onClose, onSent }: ReAddDialogProps) {
  const { t } = useTranslation('readd');
  const { userManager } = useSite();
  const [sending, setSending] = useState(false);
  const fetchFile = useCallback<FetchFile>(async (path) => new Uint8Array(await (await fetchAuthorizedFile(path, userManager)).arrayBuffer()), [userManager]);
  const close = () => !sending && onClose();
  return (
    <Dialog fullScreen open={open} onClose={close} aria-labelledby="readd-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="readd-title" variant="h6" component="h1" sx={{ flex: 1 }}>
            {t('title', { name: request.name })}
          </Typography>
          <IconButton edge="end" onClick={close} disabled={sending} aria-label={t('close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        {open && <ReAddFlow request={request} fetchFile={fetchFile} drawPreview={drawPreviewInWorker} onSent={onSent} onSending={setSending} />}
      </Box>
    </Dialog>
  );
}

export interface ReAddFlowProps {
  readonly request: RequestDetails;
  readonly fetchFile: FetchFile;
  readonly drawPreview: DrawPreview;
  readonly onSent: (superOrderId: string) => void;
  readonly onSending?: (sending: boolean) => void;
}

interface GateProblem {
  readonly key: string;
  readonly text: string;
}

/** Whether the latest request's file of a kind is copied. */
const keepsOriginal = (kind: ChoiceKind, choices: MergeChoices, latestKinds: readonly MergeableFile[]) => latestKinds.includes(kind) && choices[kind] !== 'REPLACE';

/** Whether a new file of a kind is sent: it replaces the original, or the latest request had none. */
function sendsNew(kind: ChoiceKind, choices: MergeChoices, latestKinds: readonly MergeableFile[], draft: OrderDraft): boolean {
  const use = DRAFT_USE_OF[kind];
  return choices[kind] === 'REPLACE' || (!latestKinds.includes(kind) && draft.files.some((file) => file.use === use));
}

const asDraftFiles = (files: readonly ImportedFile[], use: 'pcbFile' | 'jobFile'): OrderDraft['files'] => files.map((file) => ({ name: file.name, size: file.bytes.byteLength, use, assigned: false }));

/** The steps of the re-add dialog, over a draft kept in memory while the dialog is open. */
export function ReAddFlow({ request, fetchFile, drawPreview, onSent, onSending }: ReAddFlowProps) {
  const { t } = useTranslation('readd');
  const latest = latestOrderOf(request);
  const latestKinds = useMemo(() => kindsOf(latest), [latest]);
  const controls = useMemoryDraft(() => importedDraft(request));
  const imported = useImportedFiles(latest, fetchFile, !request.fromWhitelabelId);
  const [pendingWrites] = useState(createPendingWrites);
  const [index, setIndex] = useState(0);
  const [tried, setTried] = useState(false);
  const [choices, setChoices] = useState<MergeChoices>({});
  const [producer, setProducer] = useState<MatchingManufacturer | null>(null);
  // The board's problems as the stackup step last read them; unknown while it reads.
  const [boardProblemCount, setBoardProblemCount] = useState<number | undefined>(undefined);
  const reportBoard = useCallback((facts: GateFacts) => {
    if ('boardProblemCount' in facts) setBoardProblemCount(facts.boardProblemCount);
  }, []);
  const { draft } = controls;
  const step: ReAddStep = READD_STEPS[index];

  const latestBoardFileCount = imported.boardFiles?.length ?? null;
  const plan = mergePlan({ latestKinds, latestBoardFileCount, choices, draft });
  const sends = (kind: ChoiceKind) => sendsNew(kind, choices, latestKinds, draft);

  // The board as it will be sent: the new board and job files, or the latest request's.
  const readDraftFile = controls.readFile;
  const view = useMemo(() => {
    const keepsBoard = keepsOriginal('pcb', choices, latestKinds);
    const keptBoard = keepsBoard ? imported.boardFiles : null;
    const keptJob = keepsOriginal('job', choices, latestKinds) && imported.job ? [imported.job] : [];
    const fromImport = new Map([...(keptBoard ?? []), ...keptJob].map((file) => [file.name, file.bytes]));
    const files = [
      ...(keptBoard ? asDraftFiles(keptBoard, 'pcbFile') : draft.files.filter((file) => file.use === 'pcbFile')),
      ...(keptJob.length > 0 ? asDraftFiles(keptJob, 'jobFile') : draft.files.filter((file) => file.use === 'jobFile')),
    ];
    const readFile: StepProps['readFile'] = async (name) => fromImport.get(name) ?? readDraftFile(name);
    return { draft: { ...draft, files }, readFile, keptBoard: keepsBoard, missing: keepsBoard && !keptBoard };
  }, [draft, imported, choices, latestKinds, readDraftFile]);

  // The board's size decides which producers can build it. The stackup step reads it while it is shown;
  // when the person goes on before that finished, it is read here, once per set of board files.
  const boardFilesKey = view.missing ? '' : view.draft.files.map((file) => file.name).join('\n');
  const update = controls.update;
  useEffect(() => {
    if (draft.board || !boardFilesKey) return;
    let live = true;
    void boardFilesOf(view.draft, view.readFile)
      .then((files) => (files.length > 0 ? readBoardInWorker({ files, preview: false, color: 'green' }) : null))
      .then((reading) => {
        if (live && reading?.board) update((current) => (current.board ? current : { ...current, board: reading.board, boardBounds: reading.bounds }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Only a new set of board files is worth a new reading.
  }, [boardFilesKey, draft.board]);

  const choose = (kind: ChoiceKind, choice: FileChoice) => {
    setChoices((current) => ({ ...current, [kind]: choice }));
    if (kind === 'pcb' || kind === 'job') controls.update((current) => ({ ...current, stackupChanged: true }));
  };

  const search = useMemo((): ProducerSearch => {
    const searchInput = capabilitySearchOf(draft, false);
    const rows = sendsNew('bom', choices, latestKinds, draft) ? null : imported.bomRows;
    if (!rows) return { searchInput, shippingAddress: shippingAddressOf(draft), sort: 'MOST_RELEVANT' };
    const placed = rows.filter((row) => !row.doNotPlace);
    const perBoard = placed.reduce((sum, row) => sum + row.quantity, 0);
    return {
      searchInput: {
        ...searchInput,
        componentQuantity: perBoard * searchInput.pcbQuantity,
        components: placed.map((row) => ({ designators: [...row.designators], generic: row.generic ?? false, mpn: row.mpn ?? '', ...(row.mount === 'SMT' || row.mount === 'THT' ? { mount: row.mount } : {}) })),
      },
      shippingAddress: shippingAddressOf(draft),
      sort: 'MOST_RELEVANT',
    };
  }, [draft, imported.bomRows, choices, latestKinds]);

  const readsStackup = !keepsOriginal('job', choices, latestKinds) && !view.missing;
  const problemsOf = (current: OrderDraft): GateProblem[] => {
    switch (step) {
      case 'merge': {
        const now = mergePlan({ latestKinds, latestBoardFileCount, choices, draft: current });
        const reading = choices.pcb === 'REPLACE' && imported.loading ? [{ key: 'reading', text: t('merge.reading') }] : [];
        return [
          ...reading,
          ...now.problems.map((problem) => ({
            key: `${problem.code}-${problem.file ?? ''}`,
            text: t(`problem.${problem.code}`, { defaultValue: problem.message, file: problem.file ? t(`kind.${problem.file}`) : '', count: latestBoardFileCount ?? 0, uploaded: current.files.filter((file) => file.use === 'pcbFile').length }),
          })),
        ];
      }
      case 'stackup':
        // Only a stackup read here counts: a kept job's stackup is the one the producers accepted before.
        return readsStackup && (boardProblemCount ?? 0) > 0 ? [{ key: 'boardProblems', text: t('wizard:gate.boardProblems') }] : [];
      case 'components':
        return sends('bom') && !current.bom?.components.length ? [{ key: 'bomEmpty', text: t('components.empty') }] : [];
      case 'production':
        return problemsLeavingStep(current, PRODUCTION_STEP).map((problem) => ({ key: problem.code + (problem.field ?? ''), text: t(`wizard:gate.${problem.code}`, { defaultValue: problem.message }) }));
      case 'manufacturer': {
        const problem = producerProblem(request, producer ? [producer.manufacturerId] : []);
        return problem ? [{ key: problem, text: t(`producer.${problem}`) }] : [];
      }
      default:
        return [];
    }
  };

  if (request.fromWhitelabelId) return <Alert severity="info">{t('whiteLabel')}</Alert>;

  const goTo = (next: number) => {
    setTried(false);
    setIndex(Math.min(READD_STEPS.length - 1, Math.max(0, next)));
  };
  const next = () => {
    // What was typed a moment ago counts.
    pendingWrites.flushAll();
    setTried(true);
    if (problemsOf(controls.current()).length === 0) goTo(index + 1);
  };
  const problems = tried ? problemsOf(draft) : [];
  const stepProps: StepProps = { draft, update: controls.update, readFile: controls.readFile, signedIn: true };

  const content: Record<ReAddStep, ReactNode> = {
    upload: (
      <Stack spacing={2}>
        <Alert severity="info">{t('upload.note')}</Alert>
        <UploadStep controls={controls} />
      </Stack>
    ),
    merge: <MergeStep latest={latest} latestKinds={latestKinds} latestBoardFileCount={latestBoardFileCount} choices={choices} onChoice={choose} draft={draft} />,
    stackup: keepsOriginal('job', choices, latestKinds) ? (
      <KeptStackup job={imported.job} loading={imported.loading} />
    ) : view.missing ? (
      imported.loading ? (
        <CircularProgress aria-label={t('loading')} />
      ) : (
        <Alert severity="info">{t('stackup.readOnly')}</Alert>
      )
    ) : (
      <Stack spacing={2}>
        <Alert severity="info">{t(view.keptBoard ? 'stackup.kept' : 'stackup.replaced')}</Alert>
        <StackupStep draft={view.draft} update={controls.update} readFile={view.readFile} signedIn report={reportBoard} />
      </Stack>
    ),
    components: sends('bom') ? <ComponentsStep {...stepProps} /> : <KeptParts rows={imported.bomRows} loading={imported.loading} />,
    placement: sends('placement') ? (
      <PlacementStep {...stepProps} />
    ) : (
      <Alert severity="info">{latest.placement ? t('placement.kept', { name: latest.placement.current.filename }) : t('placement.none')}</Alert>
    ),
    production: (
      <Stack spacing={2}>
        <Alert severity="info">{t('production.note')}</Alert>
        <ProductionStep {...stepProps} />
      </Stack>
    ),
    manufacturer: <ProducerStep request={request} search={search} chosen={producer?.manufacturerId ?? null} onChoose={setProducer} />,
    summary: producer ? (
      <ReAddSummary
        source={{ request, draft, readFile: controls.readFile, plan, manufacturer: producer.manufacturerId, keptBoardFiles: imported.boardFiles, drawPreview }}
        producerName={producer.manufacturer.company.name}
        onSent={onSent}
        onSending={onSending}
      />
    ) : (
      <Alert severity="error">{t('producer.noProducer')}</Alert>
    ),
  };

  return (
    <PendingWritesContext.Provider value={pendingWrites}>
      <Stack spacing={3}>
        <Stepper nonLinear activeStep={index} alternativeLabel component="nav" aria-label={t('stepsLabel')}>
          {READD_STEPS.map((name, i) => (
            <Step key={name} completed={i < index}>
              <StepButton onClick={() => i < index && goTo(i)} disabled={i > index} aria-current={i === index ? 'step' : undefined}>
                {t(`steps.${name}`)}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="readd-step-heading">
          <Typography variant="h5" component="h2" id="readd-step-heading" gutterBottom>
            {t('stepHeading', { number: index + 1, total: READD_STEPS.length, name: t(`steps.${step}`) })}
          </Typography>
          <StepBoundary key={step} fallback={<Alert severity="warning">{t('stepFailed')}</Alert>}>
            <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>{content[step]}</Suspense>
          </StepBoundary>
        </Paper>
        {problems.length > 0 && (
          <Alert severity="error" role="alert">
            <ul>
              {problems.map((problem) => (
                <li key={problem.key}>{problem.text}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" onClick={() => goTo(index - 1)} disabled={index === 0}>
            {t('back')}
          </Button>
          {step !== 'summary' && (
            <Button variant="contained" onClick={next}>
              {t('next')}
            </Button>
          )}
        </Stack>
      </Stack>
    </PendingWritesContext.Provider>
  );
}

/** The latest request's parts list, shown as it is copied. */
function KeptParts({ rows, loading }: { readonly rows: ImportedFiles['bomRows']; readonly loading: boolean }) {
  const { t } = useTranslation('readd');
  if (loading) return <CircularProgress aria-label={t('loading')} />;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('components.kept')}</Alert>
      {rows && rows.length > 0 && (
        <Table size="small" aria-label={t('components.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('components.designators')}</TableCell>
              <TableCell>{t('components.quantity')}</TableCell>
              <TableCell>{t('components.mpn')}</TableCell>
              <TableCell>{t('components.manufacturer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                <TableCell>{row.designators.join(', ')}</TableCell>
                <TableCell>{row.quantity}</TableCell>
                <TableCell>{row.mpn ?? ''}</TableCell>
                <TableCell>{row.manufacturer ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

/** The latest request's stackup as it was sent, which a kept job file takes along unchanged. */
function KeptStackup({ job, loading }: { readonly job: ImportedFiles['job']; readonly loading: boolean }) {
  const { t } = useTranslation('readd');
  if (loading) return <CircularProgress aria-label={t('loading')} />;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('stackup.keptJob')}</Alert>
      {job ? <JobStackup bytes={job.bytes} /> : <Alert severity="warning">{t('stackup.jobUnreadable')}</Alert>}
    </Stack>
  );
}

/** A step that cannot be shown says so instead of closing the dialog. */
class StepBoundary extends Component<{ readonly fallback: ReactNode; readonly children: ReactNode }, { readonly failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A step of the re-add dialog failed', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
