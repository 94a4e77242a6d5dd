import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { detectLayer } from '@pcbm/domain/board/detect-layer';
import type { DraftFile } from '@pcbm/domain/draft/order-draft';
import { checkUpload, type ClassifiedFile } from '@pcbm/domain/upload/check-upload';
import { MAX_BYTES, MAX_FILES } from '@pcbm/domain/upload/upload-limits';
import type { UploadedFile, UploadFinding } from '@pcbm/domain/upload/upload-problem';
import { useFlash } from '@pcbm/web-kit/flash/FlashProvider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDraftControls } from '../draft-controls';
import { FileDropZone } from './FileDropZone';
import { FileTable } from './FileTable';
import { readDroppedFiles } from './read-dropped-files';
import { findingText } from './upload-findings';

export const SAMPLE_PROJECT_URL = '/samples/interface-brain-kicad.zip';

interface Findings {
  readonly problems: readonly UploadFinding[];
  readonly warnings: readonly UploadFinding[];
  readonly notices: readonly UploadFinding[];
}

const NO_FINDINGS: Findings = { problems: [], warnings: [], notices: [] };

/** Step 1: add files, see what each is used for, change it, and hear about every limit and oddity. */
export function UploadStep({ controls }: { readonly controls: OrderDraftControls }) {
  const { t } = useTranslation('upload');
  const flash = useFlash();
  const draft = controls.draft!;
  const [busy, setBusy] = useState(false);
  const [findings, setFindings] = useState<Findings>(NO_FINDINGS);
  const [projectFiles, setProjectFiles] = useState<{ pending: ClassifiedFile[]; asked: ClassifiedFile[] } | null>(null);

  const store = async (files: readonly ClassifiedFile[]) => {
    const notices = await controls.addFiles(
      files.map((file) => ({
        name: file.name,
        bytes: file.bytes,
        use: file.use,
        layer: file.use === 'pcbFile' ? detectLayer(file.name, file.text) : undefined,
      })),
    );
    return notices;
  };

  const accept = async (uploaded: UploadedFile[]) => {
    setBusy(true);
    try {
      const earlier = draft.files.map((file) => file.name);
      const check = checkUpload(uploaded, earlier);
      const problems = [...check.problems];
      const kept = draft.files.filter((file) => !check.files.some((added) => added.name === file.name));
      const total = kept.reduce((sum, file) => sum + file.size, 0) + check.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
      if (problems.length === 0 && total >= MAX_BYTES) problems.push({ code: 'DRAFT_TOO_LARGE', message: 'All files of the request together must be under 10 MB.' });
      if (problems.length === 0 && kept.length + check.files.length > MAX_FILES) problems.push({ code: 'TOO_MANY_FILES', message: `At most ${MAX_FILES} files.` });
      if (problems.length > 0) {
        setFindings({ problems, warnings: [], notices: [] });
        return;
      }
      const projectNames = new Set(check.warnings.filter((w) => w.code === 'PROJECT_FILE_EXPORT_HINT').map((w) => w.file));
      const plain = check.files.filter((file) => !projectNames.has(file.name));
      await store(plain);
      setFindings({ problems: [], warnings: check.warnings.filter((w) => w.code !== 'PROJECT_FILE_EXPORT_HINT'), notices: check.notices });
      if (projectNames.size > 0) setProjectFiles({ pending: check.files.filter((file) => projectNames.has(file.name)), asked: [] });
      const unusual = check.warnings.find((w) => w.code === 'UNUSUAL_FILE_TYPE');
      if (unusual) void flash.show('unusualFileType', findingText(unusual, t), ['continue']);
    } finally {
      setBusy(false);
    }
  };

  const onFiles = (items: DataTransferItemList | null, files: FileList | readonly File[]) => {
    setBusy(true);
    readDroppedFiles(items, files)
      .then(accept)
      .catch((error: unknown) => {
        console.error('Reading the files failed', error);
        setFindings({ problems: [{ code: 'FILES_UNREADABLE', message: 'The files could not be read.' }], warnings: [], notices: [] });
      })
      .finally(() => setBusy(false));
  };

  const loadSample = async () => {
    setBusy(true);
    try {
      const response = await fetch(SAMPLE_PROJECT_URL);
      if (!response.ok) throw new Error(`Sample project: ${response.status}`);
      await accept([{ name: 'interface-brain-kicad.zip', bytes: new Uint8Array(await response.arrayBuffer()) }]);
    } catch (error) {
      console.error('Loading the sample project failed', error);
      setFindings({ problems: [{ code: 'SAMPLE_UNAVAILABLE', message: 'The sample project could not be loaded.' }], warnings: [], notices: [] });
    } finally {
      setBusy(false);
    }
  };

  const answerProjectFile = async (upload: boolean) => {
    if (!projectFiles) return;
    const [current, ...rest] = projectFiles.pending;
    if (upload && current) await store([{ ...current, use: 'additionalFile' }]);
    setProjectFiles(rest.length > 0 ? { pending: rest, asked: [...projectFiles.asked, current!] } : null);
  };

  const setUse = (name: string, use: DraftFile['use']) => {
    void controls.setFileUse(name, use).then((problem) => {
      if (problem) setFindings({ ...NO_FINDINGS, problems: [problem] });
    });
  };

  const currentProjectFile = projectFiles?.pending[0];
  return (
    <Stack spacing={2}>
      <Typography>{t('intro')}</Typography>
      <FileDropZone busy={busy} onFiles={onFiles} />
      {busy && <LinearProgress aria-label={t('reading')} />}
      <Box>
        <Button variant="outlined" onClick={() => void loadSample()} disabled={busy}>
          {t('sample.button')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('sample.credit')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('limits')}
      </Typography>
      <div aria-live="polite">
        {findings.problems.length > 0 && (
          <Alert severity="error">
            <AlertTitle>{t('problemsTitle')}</AlertTitle>
            <ul>
              {findings.problems.map((finding, index) => (
                <li key={index}>{findingText(finding, t)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {findings.warnings.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            <ul>
              {findings.warnings.map((finding, index) => (
                <li key={index}>{findingText(finding, t)}</li>
              ))}
            </ul>
          </Alert>
        )}
        {findings.notices.length > 0 && (
          <Alert severity="info" sx={{ mt: 1 }}>
            <ul>
              {findings.notices.map((finding, index) => (
                <li key={index}>{findingText(finding, t)}</li>
              ))}
            </ul>
          </Alert>
        )}
      </div>
      {draft.files.length > 0 ? (
        <FileTable
          files={draft.files}
          onUse={setUse}
          onLayer={(name, layer) => void controls.setFileLayer(name, layer)}
          onRemove={(name) => void controls.removeFile(name)}
        />
      ) : (
        <Typography color="text.secondary">{t('files.none')}</Typography>
      )}
      <Dialog open={Boolean(currentProjectFile)} aria-labelledby="project-file-title">
        <DialogTitle id="project-file-title">{t('projectFile.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('projectFile.text', { name: currentProjectFile?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void answerProjectFile(false)}>{t('projectFile.skip')}</Button>
          <Button variant="contained" onClick={() => void answerProjectFile(true)}>
            {t('projectFile.upload')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
