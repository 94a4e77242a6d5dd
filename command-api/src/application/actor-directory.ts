import { userDecider, type Actor } from '@pcbm/domain';
import type { SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '@pcbm/projections';
import { membershipsOf } from '@pcbm/projections/queries';
import type { AuthenticatedUser } from './authenticated-user';
import { decision, type CommandHandler } from './command-handler';

/**
 * Turns a verified token into the actor the rules know: companies from membership, producer
 * profiles from the companies, admin from the token role. A person seen for the first time is
 * registered as a user.
 */
export class ActorDirectory {
  /** Registrations of this process by user: requests of a person arriving together wait for the same one. */
  private readonly registrations = new Map<string, Promise<void>>();

  constructor(
    private readonly db: SqlClient,
    private readonly commands: CommandHandler,
  ) {}

  async actorFor(user: AuthenticatedUser): Promise<Actor> {
    await this.registerOnce(user);
    const { companyIds, manufacturerIds } = await membershipsOf(this.db, user.userId);
    return {
      userId: user.userId,
      companyIds,
      manufacturerIds,
      isAdmin: user.roles.includes('admin'),
    };
  }

  private registerOnce(user: AuthenticatedUser): Promise<void> {
    let registration = this.registrations.get(user.userId);
    if (!registration) {
      registration = this.register(user);
      this.registrations.set(user.userId, registration);
      // A failed registration is tried again by the person's next request.
      registration.catch(() => this.registrations.delete(user.userId));
    }
    return registration;
  }

  private async register(user: AuthenticatedUser): Promise<void> {
    const { username, email, firstName, lastName, locale } = user;
    await this.commands.execute(decision(userDecider, user.userId, { type: 'RegisterUser', registration: { username, email, firstName, lastName, locale } }, { userId: user.userId }), {
      origin: { correlationId: user.userId, command: 'RegisterUser', actor: null },
      readModels: [READ_MODELS.accounts],
    });
  }
}
