import { projectNameOf } from '../upload/project-name';
import type { DraftFile, OrderDraft } from './order-draft';

/**
 * The project name the files suggest: the common prefix of the design files' names. Licences, notes and
 * pictures sent along do not name the project, unless they are all there is.
 */
export function projectNameFromFiles(files: readonly Pick<DraftFile, 'name' | 'use'>[]): string {
  const design = files.filter((file) => file.use !== 'additionalFile' && file.use !== 'previewFile');
  return projectNameOf((design.length > 0 ? design : files).map((file) => file.name));
}

/** The draft with its project named from the files, unless the customer named it (or there are no files). */
export function withDerivedProjectName(draft: OrderDraft): OrderDraft {
  if (draft.requestDetails.projectName.trim() || draft.files.length === 0) return draft;
  return { ...draft, requestDetails: { ...draft.requestDetails, projectName: projectNameFromFiles(draft.files) } };
}
