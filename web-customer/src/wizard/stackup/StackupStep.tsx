import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BoardColor } from '@pcbm/domain/board/preview/board-colors';
import { MAX_COPPER_LAYERS } from '@pcbm/domain/board/layer';
import { solderMaskColorOf, withSolderMaskColor } from '@pcbm/domain/board/solder-mask-color';
import type { UploadFinding } from '@pcbm/domain/upload/upload-problem';
import { formatBoardSize } from '@pcbm/web-kit/i18n/numbers';
import { StackupDiagram } from '@pcbm/web-kit/requests/design/StackupDiagram';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepProps } from '../step-props';
import { BoardPictures } from './BoardPictures';
import { readBoardInWorker } from './board-worker-client';
import { boardFilesOf } from './board-files';
import type { BoardReading } from './read-board';
import { StackupTable } from './StackupTable';

/** The board's findings in the customer's language, the message in English when a code has no words yet. */
function FindingList({ findings }: { readonly findings: readonly UploadFinding[] }) {
  const { t } = useTranslation('stackup');
  return (
    <ul>
      {findings.map((finding, index) => (
        // A key for the subject (the solder mask's side) comes first, then the code's own.
        <li key={index}>{t(`findings.${finding.code}`, { defaultValue: finding.message, file: finding.file ?? '', subject: finding.subject ?? '', context: finding.subject })}</li>
      ))}
    </ul>
  );
}

/** Step 2: the stackup in build order, the board's size and layers, and the board picture. */
export function StackupStep({ draft, update, readFile, report }: StepProps) {
  const { t, i18n } = useTranslation('stackup');
  const [reading, setReading] = useState<BoardReading | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The solder mask colour is the stackup's: the job file's, or the customer's choice, sent with the request.
  const color: BoardColor = solderMaskColorOf(draft.stackup) ?? 'green';
  const latest = useRef(0);

  const read = useCallback(
    async (rebuild: boolean, previewColor: BoardColor) => {
      const run = ++latest.current;
      setBusy(true);
      setFailure(null);
      report?.({ boardProblemCount: undefined });
      try {
        const files = await boardFilesOf(draft, readFile);
        const result = await readBoardInWorker({ files, preview: draft.autoPreview, color: previewColor });
        if (run !== latest.current) return;
        setReading(result);
        report?.({ boardProblemCount: result.problems.length });
        if (rebuild) {
          update((current) => {
            // A colour the customer chose stays when the stackup is read again from the files.
            const chosen = solderMaskColorOf(current.stackup);
            const stackup = chosen ? withSolderMaskColor(result.stackup, chosen) : result.stackup;
            return { ...current, stackup, board: result.board, boardBounds: result.bounds, layerCount: Math.min(MAX_COPPER_LAYERS, Math.max(1, result.layerCount)), stackupChanged: false };
          });
        } else if (result.board) {
          // The size comes from the files even when the stackup was kept (edited, or imported from an earlier request).
          update((current) => (current.board ? current : { ...current, board: result.board, boardBounds: result.bounds }));
        }
      } catch (error) {
        if (run === latest.current) setFailure(error instanceof Error ? error.message : String(error));
      } finally {
        if (run === latest.current) setBusy(false);
      }
    },
    // The draft's files and the preview switch decide what is read; edits of the table do not.
    [draft.files, draft.autoPreview, readFile, update, report],
  );

  useEffect(() => {
    void read(draft.stackupChanged || draft.stackup.length === 0, color);
    // Only when the files or the preview switch change: the stackup rebuilds only when board files changed.
  }, [draft.files, draft.autoPreview]);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography>
          <strong>{t('size')}:</strong> {draft.board ? formatBoardSize(draft.board.width, draft.board.height, i18n.language) : t('unknown')}
        </Typography>
        <Typography>
          <strong>{t('layers')}:</strong> {draft.layerCount}
        </Typography>
        <FormControlLabel
          control={<Switch checked={draft.autoPreview} onChange={(event) => update((current) => ({ ...current, autoPreview: event.target.checked }))} />}
          label={t('autoPreview')}
        />
      </Stack>
      {busy && <LinearProgress aria-label={t('reading')} />}
      {failure && <Alert severity="error">{t('failed', { reason: failure })}</Alert>}
      {reading && reading.problems.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{t('problemsTitle')}</AlertTitle>
          <FindingList findings={reading.problems} />
        </Alert>
      )}
      {reading && reading.warnings.length > 0 && (
        <Alert severity="info">
          <FindingList findings={reading.warnings} />
        </Alert>
      )}
      {draft.autoPreview && reading?.preview && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('preview.title')}
          </Typography>
          <BoardPictures
            preview={reading.preview}
            color={color}
            onColor={(next) => {
              update((current) => ({ ...current, stackup: withSolderMaskColor(current.stackup, next) }));
              void read(false, next);
            }}
          />
        </Paper>
      )}
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h3">
            {t('table.title')}
          </Typography>
          <Button onClick={() => void read(true, color)} disabled={busy}>
            {t('reset')}
          </Button>
        </Stack>
        {draft.stackup.length > 0 ? (
          <StackupTable rows={draft.stackup} onChange={(index, row) => update((current) => ({ ...current, stackup: current.stackup.map((r, i) => (i === index ? row : r)) }))} />
        ) : (
          <Typography color="text.secondary">{t('empty')}</Typography>
        )}
      </Box>
      {draft.stackup.some((row) => row.active) && (
        <Box component="section" aria-labelledby="cross-section-title">
          <Typography variant="h6" component="h3" id="cross-section-title" gutterBottom>
            {t('crossSection')}
          </Typography>
          <StackupDiagram rows={draft.stackup} color={color} />
        </Box>
      )}
      <TextField
        label={t('notes')}
        multiline
        minRows={2}
        value={draft.stackupNotes}
        onChange={(event) => update((current) => ({ ...current, stackupNotes: event.target.value.slice(0, 2500) }))}
        slotProps={{ htmlInput: { maxLength: 2500 } }}
        helperText={`${draft.stackupNotes.length} / 2500`}
      />
    </Stack>
  );
}
