import { ALLOWED_EXTENSIONS, extensionOf, type FileUse } from '../upload/file-use';
import type { UploadFinding } from '../upload/upload-problem';
import { withDerivedProjectName } from './draft-project-name';
import type { DraftFile, OrderDraft } from './order-draft';

/** A file as it is added to the draft; whether its use was chosen by hand is the draft's to know. */
export type NewDraftFileEntry = Omit<DraftFile, 'assigned'>;

/** Uses only one file of a draft may have. */
const SINGLE_USES: readonly DraftFile['use'][] = ['jobFile', 'bomFile', 'cplFile'];
const isSingleUse = (use: DraftFile['use']) => SINGLE_USES.includes(use);
/** Board and job files make up the stackup: changing them means building it again. */
const isBoardFile = (file: Pick<DraftFile, 'use'> | undefined) => file?.use === 'pcbFile' || file?.use === 'jobFile';

/** The tables read from a parts or placement file are stale once that file changes. */
function withoutStaleTables(draft: OrderDraft, changedUses: readonly DraftFile['use'][]): OrderDraft {
  return {
    ...draft,
    bom: changedUses.includes('bomFile') ? null : draft.bom,
    placement: changedUses.includes('cplFile') ? null : draft.placement,
  };
}

/** The file that replaces an earlier one of the same name keeps a use (and layer) chosen by hand. */
function replacing(file: NewDraftFileEntry, earlier: DraftFile | undefined): DraftFile {
  if (!earlier?.assigned) return { ...file, assigned: false };
  return { ...file, use: earlier.use, layer: earlier.use === 'pcbFile' ? (earlier.layer ?? file.layer) : undefined, assigned: true };
}

/**
 * Adds files. A file with the name of an earlier one replaces it, with a notice; a use chosen by hand
 * stays. A job, parts or placement file moves its use to the newest file (the earlier holder stays as
 * an additional file) unless the earlier holder was chosen by hand. A board or job file added, replaced
 * or moved marks the stackup for rebuilding.
 */
export function withFiles(draft: OrderDraft, added: readonly NewDraftFileEntry[]): { draft: OrderDraft; notices: UploadFinding[] } {
  const notices: UploadFinding[] = [];
  const changedUses = new Set<DraftFile['use']>();
  let files = [...draft.files];
  let stackupChanged = draft.stackupChanged;
  for (const entry of added) {
    const earlier = files.find((f) => f.name === entry.name);
    if (earlier) notices.push({ code: 'fileReplaced', message: `${entry.name} replaces the file of the same name.`, file: entry.name });
    let file = replacing(entry, earlier);
    const holder = isSingleUse(file.use) ? files.find((f) => f.use === file.use && f.name !== file.name) : undefined;
    if (holder?.assigned && !file.assigned) {
      file = { ...file, use: 'additionalFile', layer: undefined };
    } else if (holder) {
      files = files.map((f) => (f === holder ? { ...f, use: 'additionalFile' as const, layer: undefined } : f));
      if (isBoardFile(holder)) stackupChanged = true;
    }
    if (isBoardFile(earlier) || isBoardFile(file)) stackupChanged = true;
    if (earlier) changedUses.add(earlier.use);
    changedUses.add(file.use);
    files = [...files.filter((f) => f.name !== file.name), file];
  }
  const next = withoutStaleTables({ ...draft, files, stackupChanged }, [...changedUses]);
  return { draft: withDerivedProjectName(next), notices };
}

/** Removes a file; a board or job file marks the stackup for rebuilding, a parts or placement file drops its table. */
export function withoutFile(draft: OrderDraft, name: string): OrderDraft {
  const file = draft.files.find((f) => f.name === name);
  if (!file) return draft;
  const next = { ...draft, files: draft.files.filter((f) => f.name !== name), stackupChanged: draft.stackupChanged || isBoardFile(file) };
  return withoutStaleTables(next, [file.use]);
}

/**
 * Chooses a file's use by hand. Parts and placement lists and the job must have one of their extensions
 * (the refusal names the allowed ones; board files are recognised by content). A job, parts or
 * placement file may belong to one file only: the file that had the use becomes an additional file.
 */
export function withFileUse(draft: OrderDraft, name: string, use: DraftFile['use']): { draft: OrderDraft } | { refused: UploadFinding } {
  const file = draft.files.find((f) => f.name === name);
  if (!file) return { draft };
  const allowed = use === 'pcbFile' ? undefined : ALLOWED_EXTENSIONS[use as FileUse];
  if (allowed && !allowed.includes(extensionOf(name))) {
    return { refused: { code: 'EXTENSION_NOT_ALLOWED', message: `${name} cannot be used this way. Allowed file types: ${allowed.join(', ')}.`, file: name } };
  }
  if (file.use === use) return { draft: { ...draft, files: draft.files.map((f) => (f === file ? { ...f, assigned: true } : f)) } };
  const holder = isSingleUse(use) ? draft.files.find((f) => f.use === use && f !== file) : undefined;
  const files = draft.files.map((f) => {
    if (f === file) return { ...f, use, assigned: true, layer: use === 'pcbFile' ? f.layer : undefined };
    if (f === holder) return { ...f, use: 'additionalFile' as const, layer: undefined };
    return f;
  });
  const stackupChanged = draft.stackupChanged || isBoardFile(file) || isBoardFile({ use });
  return { draft: withoutStaleTables({ ...draft, files, stackupChanged }, [file.use, use]) };
}

/** Sets the layer a board file draws, as chosen by hand; the stackup is rebuilt. */
export function withFileLayer(draft: OrderDraft, name: string, layer: NonNullable<DraftFile['layer']>): OrderDraft {
  if (!draft.files.some((f) => f.name === name)) return draft;
  return { ...draft, files: draft.files.map((f) => (f.name === name ? { ...f, layer, assigned: true } : f)), stackupChanged: true };
}
