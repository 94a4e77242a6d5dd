import { DomainError, ErrorCode } from '../errors';
import type { Decider } from '../events/decider';
import { MAX_SHEET_COMPONENTS } from './bom-sheet-limits';
import type { BomSheetEvent } from './bom-sheet-events';
import { notSheetOwner, sheetNotFound, sheetUnreadable, tooManyComponents } from './bom-sheet-refusals';
import type { BomSheetRow } from './bom-sheet-row';

/** A formatted sheet as its decisions need it: whose it is (null until someone signed in claims it). */
export type BomSheetState = { readonly sheetId: string; readonly ownerId: string | null } | null;

export type BomSheetCommand =
  | { readonly type: 'FormatSheet'; readonly sheetId: string; readonly ownerId: string | null; readonly original: { readonly fileId: string; readonly filename: string }; readonly rows: BomSheetRow[] }
  | { readonly type: 'ClaimSheet'; readonly ownerId: string }
  | { readonly type: 'EditSheetRows'; readonly editorId: string; readonly rows: BomSheetRow[] };

/** The rows of a sheet: at least one line of a parts list (a file without any is unreadable), at most as many as the free plan formats. */
function requireSheetRows(rows: readonly BomSheetRow[], none: () => never): void {
  if (rows.length === 0) none();
  if (rows.length > MAX_SHEET_COMPONENTS) tooManyComponents(rows.length);
}

const noRows = (): never => {
  throw new DomainError(ErrorCode.INVALID_INPUT, 'A sheet needs at least one row.');
};

/**
 * A parts list formatted by the BOM formatter. It is formatted once, for the person signed in or for nobody; a sheet
 * of nobody becomes the first claimant's, and from then on only its owner changes its rows. Someone else claiming an
 * owned sheet is told it does not exist.
 */
export const bomSheetDecider: Decider<BomSheetCommand, BomSheetEvent, BomSheetState> = {
  category: 'bomSheet',
  eventTypes: ['BomSheetFormatted', 'BomSheetClaimed', 'BomSheetRowsEdited'],
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
        if (!state) return sheetNotFound();
        if (state.ownerId === command.ownerId) return [];
        if (state.ownerId !== null) return sheetNotFound();
        return [{ type: 'BomSheetClaimed', data: { sheetId: state.sheetId, ownerId: command.ownerId, occurredAt: now } }];
      case 'EditSheetRows':
        if (!state) return sheetNotFound();
        if (state.ownerId !== command.editorId) return notSheetOwner();
        requireSheetRows(command.rows, noRows);
        return [{ type: 'BomSheetRowsEdited', data: { sheetId: state.sheetId, rows: command.rows, occurredAt: now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'BomSheetFormatted':
        return { sheetId: event.data.sheetId, ownerId: event.data.ownerId };
      case 'BomSheetClaimed':
        return state && { ...state, ownerId: event.data.ownerId };
      case 'BomSheetRowsEdited':
        return state;
    }
  },
};
