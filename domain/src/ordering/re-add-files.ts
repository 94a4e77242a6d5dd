import type { UploadFinding } from '../upload/upload-problem';

/** The files of a request a re-add merges, one choice each. */
export const MERGEABLE_FILES = ['pcb', 'job', 'bom', 'placement', 'preview', 'additional'] as const;
export type MergeableFile = (typeof MERGEABLE_FILES)[number];
export type FileChoice = 'KEEP' | 'REPLACE';

export interface ReAddFiles {
  /** The kinds the request has, and how many board files its PCB upload holds. */
  readonly kinds: readonly MergeableFile[];
  readonly boardFileCount: number;
}

export interface ReAddFilePlan {
  /** Kinds whose first-uploaded file of the latest request is copied. */
  readonly keep: MergeableFile[];
  /** Kinds taken from the new upload. */
  readonly replace: MergeableFile[];
  readonly problems: UploadFinding[];
}

/**
 * The merge rules of a re-add: every file of the latest request needs a choice (keep or replace);
 * a replaced file needs its new upload; the new PCB upload must hold as many board files as the
 * latest request's; additional files are never copied and can only be added, not replaced.
 */
export function planReAddFiles(latest: ReAddFiles, choices: ReadonlyMap<MergeableFile, FileChoice>, uploaded: ReAddFiles): ReAddFilePlan {
  const keep: MergeableFile[] = [];
  const replace: MergeableFile[] = [];
  const problems: UploadFinding[] = [];
  if (choices.get('additional') === 'REPLACE') {
    problems.push({ code: 'ADDITIONAL_FILES_ONLY_ADDED', message: 'Additional files can only be added, not replaced.' });
  }
  for (const kind of MERGEABLE_FILES) {
    if (kind === 'additional') continue;
    const choice = choices.get(kind);
    const hadIt = latest.kinds.includes(kind);
    const sent = uploaded.kinds.includes(kind);
    if (hadIt && !choice) {
      problems.push({ code: 'MERGE_CHOICE_MISSING', message: `Please choose whether to keep or replace the ${kind} file.`, file: kind });
    } else if (choice === 'KEEP' && hadIt) {
      keep.push(kind);
    } else if (choice === 'REPLACE' || (!hadIt && sent)) {
      if (sent) replace.push(kind);
      else problems.push({ code: 'MERGE_FILE_MISSING', message: `Please upload the new ${kind} file that replaces the old one.`, file: kind });
    }
  }
  if (replace.includes('pcb') && latest.kinds.includes('pcb') && uploaded.boardFileCount !== latest.boardFileCount) {
    problems.push({
      code: 'PCB_FILE_COUNT_MISMATCH',
      message: `The new PCB upload holds ${uploaded.boardFileCount} board files; the latest request has ${latest.boardFileCount}. Please upload the same number of files.`,
      file: 'pcb',
    });
  }
  return { keep, replace, problems };
}
