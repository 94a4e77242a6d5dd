import { userDecider, userSubject } from '@pcbm/domain';
import { forgetMailsOf, ProcessorRunner, SharedLogReads, type Database, type EventProcessor, type EventStore, type PersonalDataVault } from '@pcbm/platform';
import { decision, type CommandHandler } from './command-handler';
import type { CommandOrigin } from './event-metadata';

/**
 * Erases a person (crypto-shredding): their key is deleted, so every event that held their
 * personal data now reads as erased; their sign-in account goes; and the read models are
 * rebuilt from the log so no decrypted copy survives there. Each read model is rebuilt in one transaction: its
 * readers see the old rows until the new ones replace them, never a list short of requests.
 */
export class PersonalDataErasure {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly commands: CommandHandler,
    private readonly vault: PersonalDataVault,
    private readonly projectors: readonly EventProcessor[],
    private readonly removeAccount?: (userId: string) => Promise<void>,
  ) {}

  /**
   * Rebuilds one read model, replacing its rows at once so its readers never see it half built. Should that fail, it
   * is emptied and rebuilt the usual way: a read model short of rows until it recovers is better than one that still
   * holds the person's data.
   */
  private async rebuildWithout(projector: EventProcessor, log: EventStore): Promise<void> {
    try {
      await new ProcessorRunner(this.db, log, projector).replace();
    } catch (error) {
      console.error(`Replacing the read model ${projector.name} failed, so it is emptied and rebuilt: ${error instanceof Error ? error.message : String(error)}`);
      await new ProcessorRunner(this.db, this.store, projector).rebuild();
    }
  }

  async eraseUser(userId: string, origin: CommandOrigin): Promise<void> {
    await this.commands.execute(decision(userDecider, userId, { type: 'EraseUser' }, { userId }), { origin });
    await this.vault.erase(this.db, userSubject(userId));
    await forgetMailsOf(this.db, userSubject(userId));
    await this.removeAccount?.(userId);
    await this.rebuildReadModels(this.projectors);
    // A mail reactor that read the person's data before the read models were rebuilt may have queued a mail
    // since the first deletion; the rebuilt read models hold nothing of them, so nothing is queued after this.
    await forgetMailsOf(this.db, userSubject(userId));
  }

  /**
   * Rebuilds the read models an erasure left unfinished (the process stopped before all were rebuilt, so one may still
   * hold the person's data); returns their names. One process at a time, by a lease; another finds it taken and leaves
   * the work to the holder.
   */
  async finishInterrupted(): Promise<string[]> {
    const lease = await this.db.tryAcquireLease('erasure-rebuilds');
    if (!lease) return [];
    try {
      const { rows } = await this.db.query<{ processor: string }>(
        `select p.processor from unnest($1::text[]) p (processor)
         where coalesce((select erased_subjects from read_model_erasures r where r.processor = p.processor), 0)
               < (select count(*) from erased_subjects)`,
        [this.projectors.map((projector) => projector.name)],
      );
      const behind = this.projectors.filter((projector) => rows.some((row) => row.processor === projector.name));
      await this.rebuildReadModels(behind);
      return behind.map((projector) => projector.name);
    } finally {
      await lease.release();
    }
  }

  /** Rebuilds the read models, noting for each how many erasures it was rebuilt after. */
  private async rebuildReadModels(projectors: readonly EventProcessor[]): Promise<void> {
    const { rows } = await this.db.query<{ erased: string }>('select count(*)::text as erased from erased_subjects');
    // Read as the processors read: on PostgreSQL each next batch beside the one being handled.
    const log = new SharedLogReads(this.store, this.db, { readAhead: this.db.connections > 1 });
    for (const projector of projectors) {
      await this.rebuildWithout(projector, log);
      await this.db.query(
        `insert into read_model_erasures (processor, erased_subjects) values ($1, $2)
         on conflict (processor) do update set erased_subjects = greatest(read_model_erasures.erased_subjects, excluded.erased_subjects)`,
        [projector.name, rows[0].erased],
      );
    }
  }
}
