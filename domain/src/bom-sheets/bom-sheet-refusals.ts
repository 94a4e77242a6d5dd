import { DomainError, ErrorCode } from '../errors';
import { MAX_SHEET_COMPONENTS } from './bom-sheet-limits';

/** An unknown sheet, or one the caller may not see: the answer never tells the two apart. */
export const sheetNotFound = (): never => {
  throw new DomainError(ErrorCode.MISSING_RESOURCE, 'The sheet was not found.');
};

/** A file that is no spreadsheet or CSV by its content, or holds no parts list. */
export const sheetUnreadable = (): never => {
  throw new DomainError(ErrorCode.BOM_SHEET_UNREADABLE, 'There was an error processing your file. Please try again or use the feedback button.');
};

/** A parts list longer than the free plan formats. */
export const tooManyComponents = (components: number): never => {
  throw new DomainError(
    ErrorCode.BOM_SHEET_TOO_MANY_COMPONENTS,
    `The file holds ${components} components; the free plan formats at most ${MAX_SHEET_COMPONENTS} per file.`,
    { components, max: MAX_SHEET_COMPONENTS },
  );
};

/** A sheet the caller may see but does not own: only its owner edits and downloads it. */
export const notSheetOwner = (): never => {
  throw new DomainError(ErrorCode.USER_NOT_AUTHORIZED, 'Only the owner of the sheet may change or download it. Sign in and claim the sheet first.');
};
