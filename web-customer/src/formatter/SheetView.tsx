import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotice } from '@pcbm/web-kit/requests/Notice';
import { quantityMismatches } from '@pcbm/domain/bom-sheets/sheet-warnings';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BomSheet } from './bom-sheet-operations';
import { cellProblemText } from './cell-problem-text';
import { SheetDownloads } from './SheetDownloads';
import { SheetTable } from './SheetTable';
import { SignUpPrompt } from './SignUpPrompt';
import { candidateOf } from './sheet-rows';
import { useSheetEditor } from './use-sheet-editor';

/** A formatted sheet: its file, the sign-up prompt of a preview, downloads and editing for its owner, and the table. */
export function SheetView({ sheet, onChanged }: { readonly sheet: BomSheet; readonly onChanged: (sheet: BomSheet) => void }) {
  const { t } = useTranslation('formatter');
  const notice = useNotice();
  const editor = useSheetEditor(sheet, (saved) => {
    onChanged(saved);
    notice(t('edit.saved'));
  });
  const editing = editor.drafts !== null;
  const indexOf = (row: number) => sheet.rows[row]?.index ?? row + 1;
  // Said while editing too, so a changed quantity or designator list is checked as it is typed.
  const mismatches = useMemo(() => quantityMismatches(editor.drafts ? editor.drafts.map(candidateOf) : sheet.rows), [editor.drafts, sheet.rows]);

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('sheet.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('sheet.file', { filename: sheet.filename })} · {t('sheet.rowCount', { count: sheet.rowCount })}
        </Typography>
      </Box>
      {sheet.preview && <SignUpPrompt sheetId={sheet.id} shown={sheet.rows.length} count={sheet.rowCount} />}
      {sheet.owned && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
          <SheetDownloads sheetId={sheet.id} disabled={editing} />
          {editing ? (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => void editor.save()} disabled={editor.saving}>
                {t('edit.save')}
              </Button>
              <Button variant="outlined" onClick={editor.cancel} disabled={editor.saving}>
                {t('edit.cancel')}
              </Button>
            </Stack>
          ) : (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={editor.start} sx={{ alignSelf: { xs: 'flex-start', md: 'auto' } }}>
              {t('edit.button')}
            </Button>
          )}
        </Stack>
      )}
      {editor.problems.length > 0 && (
        <Alert severity="error" role="alert">
          <AlertTitle>{t('edit.invalid')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {editor.problems.map((problem) => (
              <li key={`${problem.row}-${problem.field}`}>
                {t('edit.problem', { index: indexOf(problem.row), column: t(`sheet.columns.${problem.field}`), message: cellProblemText(problem.field, t) })}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {mismatches.length > 0 && (
        <Alert severity="warning" role="status">
          <AlertTitle>{t('warnings.title')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {mismatches.map((mismatch) => (
              <li key={mismatch.row}>{t('warnings.quantityMismatch', { index: indexOf(mismatch.row), quantity: mismatch.quantity, count: mismatch.designators })}</li>
            ))}
          </Box>
        </Alert>
      )}
      {editor.failure && (
        <Alert severity="error" role="alert">
          {editor.failure}
        </Alert>
      )}
      <SheetTable filename={sheet.filename} rows={sheet.rows} drafts={editor.drafts} problems={editor.problems} onChange={editor.change} />
    </Stack>
  );
}
