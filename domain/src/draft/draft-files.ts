import type { UploadFinding } from '../upload/upload-problem';
import { ALLOWED_EXTENSIONS, extensionOf } from '../upload/file-use';
import { projectNameOf } from '../upload/project-name';
import type { DraftFile, OrderDraft } from './order-draft';

/** Uses only one file of a draft may have. */
const SINGLE_USES: readonly DraftFile['use'][] = ['jobFile', 'bomFile', 'cplFile'];
const changesBoard = (file: Pick<DraftFile, 'use'> | undefined) => file?.use === 'pcbFile' || file?.use === 'jobFile';

/** The project name from the file names, unless the customer named the project. */
function withProjectName(draft: OrderDraft): OrderDraft {
  if (draft.requestDetails.projectName) return draft;
  // The design files name the project; licences and notes sent along do not.
  const design = draft.files.filter((file) => file.use !== 'additionalFile' && file.use !== 'previewFile');
  const named = design.length > 0 ? design : draft.files;
  if (named.length === 0) return draft;
  return { ...draft, requestDetails: { ...draft.requestDetails, projectName: projectNameOf(named.map((file) => file.name)) } };
}

/**
 * Adds files; a file with the name of an earlier one replaces it (with a notice). A board or job file
 * added, replaced or removed marks the stackup for rebuilding.
 */
export function withFiles(draft: OrderDraft, added: readonly Omit<DraftFile, 'assigned'>[]): { draft: OrderDraft; notices: UploadFinding[] } {
  const notices: UploadFinding[] = [];
  let files = [...draft.files];
  let stackupChanged = draft.stackupChanged;
  for (const file of added) {
    const earlier = files.find((f) => f.name === file.name);
    if (earlier) notices.push({ code: 'FILE_REPLACED', message: `${file.name} replaces the file of the same name.`, file: file.name });
    // A single use moves to the new file; the file that had it stays as an additional file.
    if (SINGLE_USES.includes(file.use)) files = files.map((f) => (f.use === file.use && f.name !== file.name ? { ...f, use: 'additionalFile' as const } : f));
    if (changesBoard(earlier) || changesBoard(file)) stackupChanged = true;
    files = [...files.filter((f) => f.name !== file.name), { ...file, assigned: false }];
  }
  return { draft: withProjectName({ ...draft, files, stackupChanged }), notices };
}

export function withoutFile(draft: OrderDraft, name: string): OrderDraft {
  const file = draft.files.find((f) => f.name === name);
  if (!file) return draft;
  return {
    ...draft,
    files: draft.files.filter((f) => f.name !== name),
    stackupChanged: draft.stackupChanged || changesBoard(file),
    bom: file.use === 'bomFile' ? null : draft.bom,
    placement: file.use === 'cplFile' ? null : draft.placement,
  };
}

/**
 * Chooses a file's use by hand. Parts and placement lists and the job must have one of their
 * extensions (the allowed ones are named); each of them may belong to one file only, so the file
 * that had it becomes an additional file.
 */
export function withFileUse(draft: OrderDraft, name: string, use: DraftFile['use']): { draft: OrderDraft } | { refused: UploadFinding } {
  const file = draft.files.find((f) => f.name === name);
  if (!file) return { draft };
  const allowed = ALLOWED_EXTENSIONS[use as keyof typeof ALLOWED_EXTENSIONS];
  if (allowed && use !== 'pcbFile' && !allowed.includes(extensionOf(name))) {
    return { refused: { code: 'EXTENSION_NOT_ALLOWED', message: `${name} cannot be used this way. Allowed file types: ${allowed.join(', ')}.`, file: name } };
  }
  const files = draft.files.map((f) => {
    if (f.name === name) return { ...f, use, assigned: true, layer: use === 'pcbFile' ? f.layer : undefined };
    if (SINGLE_USES.includes(use) && f.use === use) return { ...f, use: 'additionalFile' as const };
    return f;
  });
  const boardChanged = changesBoard(file) !== changesBoard({ use }) || (changesBoard(file) && file.use !== use);
  return {
    draft: {
      ...draft,
      files,
      stackupChanged: draft.stackupChanged || boardChanged,
      bom: file.use === 'bomFile' || use === 'bomFile' ? null : draft.bom,
      placement: file.use === 'cplFile' || use === 'cplFile' ? null : draft.placement,
    },
  };
}

/** Sets the layer a board file draws, as chosen by hand; the stackup is rebuilt. */
export function withFileLayer(draft: OrderDraft, name: string, layer: NonNullable<DraftFile['layer']>): OrderDraft {
  return { ...draft, files: draft.files.map((f) => (f.name === name ? { ...f, layer, assigned: true } : f)), stackupChanged: true };
}
