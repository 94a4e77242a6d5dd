import { DomainError, ErrorCode } from '../errors';
import type { Decider } from '../events/decider';
import { MAX_SHEET_COMPONENTS, UNCLAIMED_SHEET_DAYS } from './bom-sheet-limits';
import type { BomSheetEvent } from './bom-sheet-events';
import { notSheetOwner, sheetNotFound, sheetUnreadable, tooManyComponents } from './bom-sheet-refusals';
import type { BomSheetRow } from './bom-sheet-row';

/**
 * A formatted sheet as its decisions need it: whose it is (null until someone signed in claims it), when it was
 * formatted, its original, and whether it expired unclaimed (then it is as if it never was).
 */
export type BomSheetState = {
  readonly sheetId: string;
  readonly ownerId: string | null;
  readonly formattedAt: string;
  readonly originalFileId: string;
  readonly expired: boolean;
} | null;

export type BomSheetCommand =
  | { readonly type: 'FormatSheet'; readonly sheetId: string; readonly ownerId: string | null; readonly original: { readonly fileId: string; readonly filename: string }; readonly rows: BomSheetRow[] }
  | { readonly type: 'ClaimSheet'; readonly ownerId: string }
  | { readonly type: 'EditSheetRows'; readonly editorId: string; readonly rows: BomSheetRow[] }
  | { readonly type: 'ExpireSheet' };

/** The rows of a sheet: at least one line of a parts list (a file without any is unreadable), at most as many as the free plan formats. */
function requireSheetRows(rows: readonly BomSheetRow[], none: () => never): void {
  if (rows.length === 0) none();
  if (rows.length > MAX_SHEET_COMPONENTS) tooManyComponents(rows.length);
}

/** Whether a sheet formatted at `formattedAt` has had its days to be claimed by `now`. */
export const isPastClaimWindow = (formattedAt: string, now: string): boolean => Date.parse(now) - Date.parse(formattedAt) >= UNCLAIMED_SHEET_DAYS * 24 * 60 * 60 * 1000;

const noRows = (): never => {
  throw new DomainError(ErrorCode.INVALID_INPUT, 'A sheet needs at least one row.');
};

/**
 * A parts list formatted by the BOM formatter. It is formatted once, for the person signed in or for nobody; a sheet
 * of nobody becomes the first claimant's, and from then on only its owner changes its rows. Someone else claiming an
 * owned sheet is told it does not exist. A sheet nobody claimed within UNCLAIMED_SHEET_DAYS expires and is not found
 * any more.
 */
export const bomSheetDecider: Decider<BomSheetCommand, BomSheetEvent, BomSheetState> = {
  category: 'bomSheet',
  eventTypes: ['BomSheetFormatted', 'BomSheetClaimed', 'BomSheetRowsEdited', 'BomSheetExpired'],
  initialState: null,
  stateWithoutPersonalData: true,
  decide(state, command, { now }) {
    switch (command.type) {
      case 'FormatSheet': {
        // A sheet is formatted once; the same command again records nothing.
        if (state) return [];
        requireSheetRows(command.rows, sheetUnreadable);
        const { sheetId, ownerId, original, rows } = command;
        return [{ type: 'BomSheetFormatted', data: { sheetId, ownerId, original: { fileId: original.fileId, filename: original.filename }, rows, occurredAt: now } }];
      }
      case 'ClaimSheet':
        if (!state || state.expired) return sheetNotFound();
        if (state.ownerId === command.ownerId) return [];
        if (state.ownerId !== null) return sheetNotFound();
        return [{ type: 'BomSheetClaimed', data: { sheetId: state.sheetId, ownerId: command.ownerId, occurredAt: now } }];
      case 'EditSheetRows':
        if (!state || state.expired) return sheetNotFound();
        if (state.ownerId !== command.editorId) return notSheetOwner();
        requireSheetRows(command.rows, noRows);
        return [{ type: 'BomSheetRowsEdited', data: { sheetId: state.sheetId, rows: command.rows, occurredAt: now } }];
      case 'ExpireSheet':
        // Only a sheet of nobody, once its days are over; anything else stays as it is.
        if (!state || state.expired || state.ownerId !== null || !isPastClaimWindow(state.formattedAt, now)) return [];
        return [{ type: 'BomSheetExpired', data: { sheetId: state.sheetId, originalFileId: state.originalFileId, occurredAt: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'BomSheetFormatted':
        return { sheetId: event.data.sheetId, ownerId: event.data.ownerId, formattedAt: event.data.occurredAt, originalFileId: event.data.original.fileId, expired: false };
      case 'BomSheetClaimed':
        return state && { ...state, ownerId: event.data.ownerId };
      case 'BomSheetRowsEdited':
        return state;
      case 'BomSheetExpired':
        return state && { ...state, expired: true };
    }
  },
};
