import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { saveExportFile } from '@pcbm/web-kit/files/authorized-file';
import { ExportSettingsQuery } from '@pcbm/web-kit/settings/settings-queries';
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { ExportBomSheetQuery, OriginalBomSheetQuery } from './bom-sheet-operations';

const FORMATS = ['CsvComma', 'CsvSemicolon', 'Excel'] as const;
type Format = (typeof FORMATS)[number];

interface ExportAnswer {
  readonly data?: { readonly data: string; readonly filename: string; readonly mediaType: string };
  readonly error?: CombinedError;
}

/** Download of the formatted list in a chosen format (the person's export settings first), and of the file as uploaded. */
export function SheetDownloads({ sheetId, disabled }: { readonly sheetId: string; readonly disabled: boolean }) {
  const { t } = useTranslation('formatter');
  const client = useClient();
  const [{ data: settings }] = useQuery({ query: ExportSettingsQuery });
  const [chosen, setChosen] = useState<Format | null>(null);
  const [busy, setBusy] = useState<'sheet' | 'original' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const format: Format = chosen ?? (settings?.exportSettings.format as Format | undefined) ?? 'CsvComma';

  const save = async (key: 'sheet' | 'original', fetchFile: () => Promise<ExportAnswer>) => {
    setBusy(key);
    setFailure(null);
    try {
      const { data, error } = await fetchFile();
      if (data) saveExportFile(data);
      else setFailure((error && errorTextOf(error, t)?.message) ?? t('download.failed'));
    } catch {
      setFailure(t('download.failed'));
    } finally {
      setBusy(null);
    }
  };
  const downloadSheet = () =>
    save('sheet', () =>
      client
        .query(ExportBomSheetQuery, { sheetId, format }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => ({ data: result.data?.exportBomSheet, error: result.error })),
    );
  const downloadOriginal = () =>
    save('original', () =>
      client
        .query(OriginalBomSheetQuery, { sheetId }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => ({ data: result.data?.originalBomSheet, error: result.error })),
    );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label={t('download.format')} value={format} onChange={(event) => setChosen(event.target.value as Format)} sx={{ minWidth: 180 }}>
          {FORMATS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`download.formats.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={disabled || busy !== null} onClick={() => void downloadSheet()}>
          {t('download.button')}
        </Button>
        <Button variant="outlined" disabled={disabled || busy !== null} onClick={() => void downloadOriginal()}>
          {t('download.original')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
