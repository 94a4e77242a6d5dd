import { userDecider, type Actor } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '@pcbm/projections';
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
    const { rows: companies } = await this.db.query<{ company_id: string }>(
      'select company_id from company_members where user_id = $1 order by added_on, company_id',
      [user.userId],
    );
    const companyIds = companies.map((row) => row.company_id);
    const { rows: manufacturers } = companyIds.length
      ? await this.db.query<{ id: string }>('select id from manufacturers where company_id = any($1) order by id', [companyIds])
      : { rows: [] };
    return {
      userId: user.userId,
      companyIds,
      manufacturerIds: manufacturers.map((row) => row.id),
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
