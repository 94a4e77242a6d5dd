import { bomSheetDecider, UNCLAIMED_SHEET_DAYS } from '@pcbm/domain';
import { READ_MODELS } from '@pcbm/projections';
import { unclaimedSheetsBefore } from '@pcbm/projections/queries';
import { logSafeError, PeriodicTask, type Clock, type FileStore, type SqlClient } from '@pcbm/platform';
import { decision, type CommandHandler } from './command-handler';

/** Sheets expired at one go, so that a backlog never holds up the request that found it. */
const AT_ONCE = 20;
/** Goes of a periodic round: a backlog of up to 2,000 sheets is cleared in one round, a larger one in the next. */
const GOES_PER_ROUND = 100;

export interface SheetExpiryServices {
  readonly db: SqlClient;
  readonly commands: CommandHandler;
  readonly files: FileStore;
  readonly clock: Clock;
}

/**
 * Removes sheets formatted without signing in that nobody claimed within UNCLAIMED_SHEET_DAYS: each expires on its
 * stream, then its original is deleted, bytes and metadata. Anyone may format a parts list, so this keeps what they
 * leave behind from filling the disk. A sheet claimed after it was found stays, original and all: the decider expires
 * only a sheet of nobody. A failure is logged and the next go tries again. Answers how many sheets expired and
 * whether more were found than one go takes.
 */
export async function expireUnclaimedSheets(services: SheetExpiryServices): Promise<{ expired: number; more: boolean }> {
  const cutoff = new Date(services.clock().getTime() - UNCLAIMED_SHEET_DAYS * 24 * 60 * 60 * 1000);
  const sheets = await unclaimedSheetsBefore(services.db, cutoff, AT_ONCE);
  let expired = 0;
  for (const sheet of sheets) {
    try {
      const result = await services.commands.execute(decision(bomSheetDecider, sheet.sheetId, { type: 'ExpireSheet' }, {}), {
        origin: { correlationId: `sheet-expiry-${sheet.sheetId}`, command: 'ExpireBomSheet', actor: null },
        readModels: [READ_MODELS.bomSheets],
      });
      if (!result.events.some((event) => event.type === 'BomSheetExpired')) continue;
      await services.files.remove(sheet.originalFileId);
      expired += 1;
    } catch (error) {
      console.warn(`The unclaimed sheet ${sheet.sheetId} could not be removed yet: ${logSafeError(error)}`);
    }
  }
  return { expired, more: sheets.length === AT_ONCE };
}

/**
 * Expires overdue sheets every `intervalMs` as well as after each new sheet, so a quiet site does not keep them
 * until someone formats again. Every API process runs it; two finding the same sheet expire it once (the second
 * decides nothing), and each go stops at the first that expires nothing new.
 */
export function sheetExpiryTask(services: SheetExpiryServices, intervalMs: number): PeriodicTask<number> {
  const round = async () => {
    let total = 0;
    for (let go = 0; go < GOES_PER_ROUND; go++) {
      const { expired, more } = await expireUnclaimedSheets(services);
      total += expired;
      if (!more || expired === 0) break;
    }
    if (total > 0) console.log(`Expired ${total} formatter sheets nobody claimed within ${UNCLAIMED_SHEET_DAYS} days`);
    return total;
  };
  // A start rests first: the first round comes an interval later, not while the process gets going.
  return new PeriodicTask('sheet-expiry', round, intervalMs, undefined, true);
}
