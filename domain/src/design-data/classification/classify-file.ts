import { extensionOf } from '../upload/file-name';
import { ALLOWED_EXTENSIONS, UNUSUAL_EXTENSIONS, type FileUse } from '../upload/file-use';
import { isBoardFile, isGerberJobText } from './board-file-content';
import { PARTS_LIST_KEYWORDS, PLACEMENT_KEYWORDS, WEAK_PLACEMENT_KEYWORDS } from './list-keywords';
import { nameWords, namesAny } from './name-words';

/** A file's use as found from its name and content; `strength` ranks files that compete for a single use. */
export interface FileClassification {
  readonly use: FileUse;
  readonly strength: number;
}

const isTableType = (name: string, use: 'bomFile' | 'cplFile') =>
  [...ALLOWED_EXTENSIONS[use], ...UNUSUAL_EXTENSIONS[use]].includes(extensionOf(name));

/**
 * What a file is for: Gerber and drill files by their content (any extension), the job file by
 * `.gbrjob` (or job JSON), parts and placement lists by German and English words in a table's
 * name, everything else additional.
 */
export function classifyFile(name: string, text: string): FileClassification {
  const extension = extensionOf(name);
  if (extension === 'gbrjob') return { use: 'jobFile', strength: 2 };
  if (isBoardFile(text)) return { use: 'pcbFile', strength: 1 };
  if (extension === 'json' && isGerberJobText(text)) return { use: 'jobFile', strength: 1 };
  const words = nameWords(name);
  const usual = (use: 'bomFile' | 'cplFile') => (ALLOWED_EXTENSIONS[use].includes(extension) ? 1 : 0);
  if (isTableType(name, 'bomFile') && namesAny(words, PARTS_LIST_KEYWORDS)) return { use: 'bomFile', strength: 2 + usual('bomFile') };
  if (isTableType(name, 'cplFile') && namesAny(words, PLACEMENT_KEYWORDS)) return { use: 'cplFile', strength: 2 + usual('cplFile') };
  if (isTableType(name, 'cplFile') && namesAny(words, WEAK_PLACEMENT_KEYWORDS)) return { use: 'cplFile', strength: usual('cplFile') };
  return { use: 'additionalFile', strength: 0 };
}
