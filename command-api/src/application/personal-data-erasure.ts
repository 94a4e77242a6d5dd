import { userDecider, userSubject } from '@pcbm/domain';
import { forgetMailsOf, ProcessorRunner, type Database, type EventProcessor, type EventStore, type PersonalDataVault } from '@pcbm/platform';
import { decision, type CommandHandler } from './command-handler';
import type { CommandOrigin } from './event-metadata';

/**
 * Erases a person (crypto-shredding): their key is deleted, so every event that held their
 * personal data now reads as erased; their sign-in account goes; and the read models are
 * rebuilt from the log so no decrypted copy survives there.
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

  async eraseUser(userId: string, origin: CommandOrigin): Promise<void> {
    await this.commands.execute(decision(userDecider, userId, { type: 'EraseUser' }, { userId }), { origin });
    await this.vault.erase(this.db, userSubject(userId));
    await forgetMailsOf(this.db, userSubject(userId));
    await this.removeAccount?.(userId);
    for (const projector of this.projectors) await new ProcessorRunner(this.db, this.store, projector).rebuild();
    // A mail reactor that read the person's data before the read models were rebuilt may have queued a mail
    // since the first deletion; the rebuilt read models hold nothing of them, so nothing is queued after this.
    await forgetMailsOf(this.db, userSubject(userId));
  }
}
