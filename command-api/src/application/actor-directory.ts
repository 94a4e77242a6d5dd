import { userDecider, type Actor } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '@pcbm/projections';
import { companyIdsOf, manufacturerIdsOfCompanies } from '@pcbm/projections/queries';
import type { AuthenticatedUser } from './authenticated-user';
import { decision, type CommandHandler } from './command-handler';

/**
 * Turns a verified token into the actor the rules know: companies from membership, producer
 * profiles from the companies, admin from the token role. A person seen for the first time is
 * registered as a user.
 */
export class ActorDirectory {
  private readonly registered = new Set<string>();

  constructor(
    private readonly db: SqlClient,
    private readonly commands: CommandHandler,
  ) {}

  async actorFor(user: AuthenticatedUser): Promise<Actor> {
    await this.registerOnce(user);
    const companyIds = await companyIdsOf(this.db, user.userId);
    const manufacturerIds = companyIds.length ? await manufacturerIdsOfCompanies(this.db, companyIds) : [];
    return {
      userId: user.userId,
      companyIds,
      manufacturerIds,
      isAdmin: user.roles.includes('admin'),
    };
  }

  private async registerOnce(user: AuthenticatedUser): Promise<void> {
    if (this.registered.has(user.userId)) return;
    const { username, email, firstName, lastName, locale } = user;
    await this.commands.execute(decision(userDecider, user.userId, { type: 'RegisterUser', registration: { username, email, firstName, lastName, locale } }, { userId: user.userId }), {
      origin: { correlationId: user.userId, command: 'RegisterUser', actor: null },
      readModels: [READ_MODELS.accounts],
    });
    this.registered.add(user.userId);
  }
}
