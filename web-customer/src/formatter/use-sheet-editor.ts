import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateBomSheetRowsMutation, type BomSheet } from './bom-sheet-operations';
import { checkDrafts, draftOf, type CellProblem, type RowDraft, type SheetField } from './sheet-rows';

export interface SheetEditor {
  /** The cells being edited, or null while the sheet is shown as text. */
  readonly drafts: RowDraft[] | null;
  readonly problems: readonly CellProblem[];
  /** Why saving failed on the server, in words. */
  readonly failure: string | null;
  readonly saving: boolean;
  readonly start: () => void;
  readonly change: (row: number, field: SheetField, value: string) => void;
  readonly cancel: () => void;
  /** Checks every cell and saves the lines; true when they are saved. */
  readonly save: () => Promise<boolean>;
}

/** Editing the lines of an owned sheet: checked with the shared rules before they are sent. */
export function useSheetEditor(sheet: BomSheet, onSaved: (sheet: BomSheet) => void): SheetEditor {
  const { t } = useTranslation('formatter');
  const [drafts, setDrafts] = useState<RowDraft[] | null>(null);
  const [problems, setProblems] = useState<readonly CellProblem[]>([]);
  // After a refused save, cells are checked as they change, so a mark goes as soon as the cell is right.
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching: saving }, update] = useMutation(UpdateBomSheetRowsMutation);

  const stop = () => {
    setDrafts(null);
    setProblems([]);
    setChecking(false);
    setFailure(null);
  };
  const change = (row: number, field: SheetField, value: string) => {
    if (!drafts) return;
    const next = drafts.map((draft, position) => (position === row ? { ...draft, [field]: value } : draft));
    setDrafts(next);
    if (checking) {
      const checked = checkDrafts(next);
      setProblems('problems' in checked ? checked.problems : []);
    }
  };
  const save = async () => {
    if (!drafts) return false;
    setFailure(null);
    const checked = checkDrafts(drafts);
    if ('problems' in checked) {
      setProblems(checked.problems);
      setChecking(true);
      return false;
    }
    const result = await update({ sheetId: sheet.id, rows: checked.rows });
    const saved = result.data?.updateBomSheetRows;
    if (saved) {
      stop();
      onSaved(saved);
      return true;
    }
    setFailure((result.error && errorTextOf(result.error, t)?.message) ?? t('errors:NETWORK_ERROR'));
    return false;
  };

  return { drafts, problems, failure, saving, start: () => setDrafts(sheet.rows.map(draftOf)), change, cancel: stop, save };
}
