import { notSheetOwner, sheetNotFound, SHEET_PREVIEW_ROWS, type Actor } from '@pcbm/domain';
import type { BomSheetRecord } from '@pcbm/projections/queries';
import type { BomSheetType } from '../graphql/types/bom-sheet-types';

/** Whether the caller may see the sheet: anyone with its id while nobody owns it, then its owner and admins. */
export const maySeeSheet = (actor: Actor | null, sheet: BomSheetRecord): boolean => sheet.ownerId === null || actor?.isAdmin === true || actor?.userId === sheet.ownerId;

/** The sheet when the caller may see it; an unknown sheet and one they may not see are both not found. */
export function visibleSheet(actor: Actor | null, sheet: BomSheetRecord | null): BomSheetRecord {
  if (!sheet || !maySeeSheet(actor, sheet)) return sheetNotFound();
  return sheet;
}

/** The sheet when the caller owns it: only the owner edits and downloads a sheet. */
export function ownedSheet(actor: Actor, sheet: BomSheetRecord | null): BomSheetRecord {
  const visible = visibleSheet(actor, sheet);
  return visible.ownerId === actor.userId ? visible : notSheetOwner();
}

/** The sheet as the caller sees it: without signing in only its first rows, as a preview. */
export function sheetView(actor: Actor | null, sheet: BomSheetRecord): BomSheetType {
  const preview = actor === null;
  const shown = preview ? sheet.rows.slice(0, SHEET_PREVIEW_ROWS) : sheet.rows;
  return {
    id: sheet.id,
    filename: sheet.original.filename,
    rows: shown.map((row, index) => ({ index: index + 1, ...row, designators: [...row.designators] })),
    rowCount: sheet.rows.length,
    preview,
    owned: actor !== null && actor.userId === sheet.ownerId,
    claimable: actor !== null && sheet.ownerId === null,
    createdOn: sheet.createdOn,
    updatedOn: sheet.updatedOn,
  };
}
