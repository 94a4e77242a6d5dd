import { isBoardFile } from '../classification/board-file-content';
import type { Finding } from '../finding';
import { extensionOf } from './file-name';
import { ALLOWED_EXTENSIONS, UNUSUAL_EXTENSIONS, USE_NAMES, type FileUse } from './file-use';

/** How well a file's type fits a use: usual, unusual (accepted with a warning) or refused. */
export type UseFit = 'usual' | 'unusual' | 'refused';

/**
 * Whether a file may have a use. Lists and the job file go by extension; a board file with an
 * unusual extension (`.g2`, `.gm1`, Eagle's `.cmp`) is accepted when its content is Gerber or drill data.
 */
export function useFit(name: string, text: string, use: FileUse): UseFit {
  if (use === 'additionalFile') return 'usual';
  const extension = extensionOf(name);
  if (ALLOWED_EXTENSIONS[use].includes(extension)) return 'usual';
  if (use === 'pcbFile') return isBoardFile(text) ? 'unusual' : 'refused';
  return UNUSUAL_EXTENSIONS[use].includes(extension) ? 'unusual' : 'refused';
}

/** The finding for a fit that is not usual, or null. */
export function useFitFinding(name: string, use: FileUse, fit: UseFit): Finding | null {
  if (fit === 'usual' || use === 'additionalFile') return null;
  const allowed = ALLOWED_EXTENSIONS[use].join(', ');
  if (fit === 'refused') {
    return { code: 'extensionNotAllowed', message: `${name} cannot be used as the ${USE_NAMES[use]}. Allowed file types: ${allowed}.`, file: name };
  }
  const extension = extensionOf(name);
  return {
    code: 'unusualFileType',
    message: `${name} has an unusual type ${extension ? `(.${extension}) ` : ''}for a ${USE_NAMES[use]}; the usual types are ${allowed}.`,
    file: name,
  };
}
