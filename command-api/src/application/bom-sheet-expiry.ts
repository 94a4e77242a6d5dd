import { bomSheetDecider, UNCLAIMED_SHEET_DAYS } from '@pcbm/domain';
import { READ_MODELS } from '@pcbm/projections';
import { unclaimedSheetsBefore } from '@pcbm/projections/queries';
import { logSafeError, type Clock, type FileStore, type SqlClient } from '@pcbm/platform';
import { decision, type CommandHandler } from './command-handler';

/** Sheets expired at one go, so that a backlog never holds up the request that found it. */
const AT_ONCE = 20;

export interface SheetExpiryServices {
  readonly db: SqlClient;
  readonly commands: CommandHandler;
  readonly files: FileStore;
  readonly clock: Clock;
}

/**
 * Removes sheets formatted without signing in that nobody claimed within UNCLAIMED_SHEET_DAYS: each expires on its
 * stream, then its original's bytes are deleted. Anyone may format a parts list, so this keeps what they leave
 * behind from filling the disk. Run after each new sheet; a failure is logged and the next run tries again.
 */
export async function expireUnclaimedSheets(services: SheetExpiryServices): Promise<number> {
  const cutoff = new Date(services.clock().getTime() - UNCLAIMED_SHEET_DAYS * 24 * 60 * 60 * 1000);
  const sheets = await unclaimedSheetsBefore(services.db, cutoff, AT_ONCE);
  let expired = 0;
  for (const sheet of sheets) {
    try {
      await services.commands.execute(decision(bomSheetDecider, sheet.sheetId, { type: 'ExpireSheet' }, {}), {
        origin: { correlationId: `sheet-expiry-${sheet.sheetId}`, command: 'ExpireBomSheet', actor: null },
        readModels: [READ_MODELS.bomSheets],
      });
      await services.files.discard(sheet.originalFileId);
      expired += 1;
    } catch (error) {
      console.warn(`The unclaimed sheet ${sheet.sheetId} could not be removed yet: ${logSafeError(error)}`);
    }
  }
  return expired;
}
