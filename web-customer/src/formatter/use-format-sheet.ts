import { MAX_SHEET_COMPONENTS } from '@pcbm/domain/bom-sheets/bom-sheet-limits';
import { errorCodeOf, errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { fetchWithUploadProgress } from '@pcbm/web-kit/graphql/upload-progress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { FormatBomSheetMutation } from './bom-sheet-operations';
import { sheetFileProblem } from './sheet-file-check';

export interface FormatSheet {
  /** The name of the file being uploaded and read, or null while nothing is under way. */
  readonly working: string | null;
  /** How much of the file has been sent (0 to 1) while it uploads; null once it is being read, or when unknown. */
  readonly uploaded: number | null;
  /** Why the last file was not formatted, in words. */
  readonly problem: string | null;
  readonly format: (file: File) => Promise<void>;
  /** Shows a problem found before any file was sent (the sample could not be downloaded), or clears it with null. */
  readonly fail: (problem: string | null) => void;
}

/**
 * Formats one parts list: refuses files of another type or over 10 MB at once, sends the rest to the
 * formatter and opens the result sheet.
 */
export function useFormatSheet(): FormatSheet {
  const { t } = useTranslation('formatter');
  const navigate = useNavigate();
  const [, formatSheet] = useMutation(FormatBomSheetMutation);
  const [working, setWorking] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const format = async (file: File) => {
    setProblem(null);
    const refused = sheetFileProblem(file);
    if (refused) {
      setProblem(t(refused === 'type' ? 'upload.wrongType' : 'upload.tooLarge', { name: file.name }));
      return;
    }
    setWorking(file.name);
    setUploaded(0);
    const progress = fetchWithUploadProgress((sent, total) => setUploaded(total > 0 && sent < total ? sent / total : null));
    try {
      const result = await formatSheet({ file }, { fetch: progress });
      const sheet = result.data?.formatBomSheet;
      if (sheet) {
        await navigate(`/sheet/${encodeURIComponent(sheet.id)}`);
        return;
      }
      const error = result.error;
      const code = error ? errorCodeOf(error) : null;
      if (code === 'BOM_SHEET_TOO_MANY_COMPONENTS') setProblem(t('upload.tooManyComponents', { max: MAX_SHEET_COMPONENTS }));
      else if (code === 'INVALID_INPUT') setProblem(t('upload.refused'));
      else setProblem((error && errorTextOf(error, t)?.message) ?? t('errors:NETWORK_ERROR'));
    } finally {
      setWorking(null);
      setUploaded(null);
    }
  };

  return { working, uploaded, problem, format, fail: setProblem };
}
