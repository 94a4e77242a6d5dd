import { streamIdIn } from '../events/stream-categories';
import type { BomSheetRow } from './bom-sheet-row';

/**
 * Events of `bomSheet-<sheetId>` streams: a parts list formatted by the BOM formatter, claimed by a signed-in person,
 * edited by its owner, or removed when nobody claimed it in time.
 */
export type BomSheetEvent =
  | {
      type: 'BomSheetFormatted';
      /** `ownerId` is null for a sheet formatted without signing in; `original` is the uploaded file as it came. */
      data: { sheetId: string; ownerId: string | null; original: { fileId: string; filename: string }; rows: BomSheetRow[]; occurredAt: string };
    }
  | { type: 'BomSheetClaimed'; data: { sheetId: string; ownerId: string; occurredAt: string } }
  | { type: 'BomSheetRowsEdited'; data: { sheetId: string; rows: BomSheetRow[]; occurredAt: string } }
  /** A sheet nobody claimed, removed with its original after the days a sheet of nobody is kept. */
  | { type: 'BomSheetExpired'; data: { sheetId: string; originalFileId: string; occurredAt: string } };

export const BOM_SHEET_EVENT_VERSIONS: Record<BomSheetEvent['type'], number> = {
  BomSheetFormatted: 1,
  BomSheetClaimed: 1,
  BomSheetRowsEdited: 1,
  BomSheetExpired: 1,
};

export const bomSheetStreamId = (sheetId: string) => streamIdIn('bomSheet', sheetId);
