import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DropArea } from '../files/DropArea';
import { SHEET_ACCEPT } from './sheet-file-check';
import type { FormatSheet } from './use-format-sheet';

/** The drop zone and file button of the landing: one parts list at a time, with progress and problems announced. */
export function SheetUpload({ formatter }: { readonly formatter: FormatSheet }) {
  const { t } = useTranslation('formatter');
  const input = useRef<HTMLInputElement>(null);
  const busy = formatter.working !== null;

  const take = (files: FileList | readonly File[]) => {
    if (busy || files.length === 0) return;
    if (files.length > 1) {
      formatter.fail(t('upload.oneFile'));
      return;
    }
    void formatter.format(files[0]!);
  };

  return (
    <DropArea onDrop={(dropped) => take(dropped.files)}>
      <UploadFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p">
        {t('upload.drop')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('upload.hint')}
      </Typography>
      <Button variant="contained" size="large" disabled={busy} onClick={() => input.current?.click()}>
        {t('upload.pick')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={SHEET_ACCEPT}
        hidden
        aria-label={t('upload.pick')}
        data-testid="sheet-file-input"
        onChange={(event) => {
          if (event.target.files) take(Array.from(event.target.files));
          event.target.value = '';
        }}
      />
      <Box role="status" aria-live="polite" sx={{ mt: 2, minHeight: 24 }}>
        {busy && formatter.uploaded !== null && (
          <>
            <Typography>{t('upload.uploading', { name: formatter.working, percent: Math.round(formatter.uploaded * 100) })}</Typography>
            <LinearProgress variant="determinate" value={formatter.uploaded * 100} aria-label={t('upload.uploadingLabel', { name: formatter.working })} sx={{ mt: 1 }} />
          </>
        )}
        {busy && formatter.uploaded === null && (
          <>
            <Typography>{t('upload.working', { name: formatter.working })}</Typography>
            <LinearProgress aria-label={t('upload.working', { name: formatter.working })} sx={{ mt: 1 }} />
          </>
        )}
      </Box>
      {formatter.problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1, textAlign: 'left' }}>
          {formatter.problem}
        </Alert>
      )}
    </DropArea>
  );
}
