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
  /**
   * Registrations of this process by user, the most recent `capacity` of them: requests of a person arriving together
   * wait for the same one. A person no longer among them is registered again by their next request, which finds them
   * registered and records nothing; without a bound the map would hold everyone who ever signed in for as long as the
   * process lives.
   */
  private readonly registrations = new Map<string, Promise<void>>();

  constructor(
    private readonly db: SqlClient,
    private readonly commands: CommandHandler,
    private readonly capacity = 10_000,
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
    if (registration) {
      // Seen again: the person moves to the most recent end.
      this.registrations.delete(user.userId);
    } else {
      registration = this.register(user);
      // A failed registration is tried again by the person's next request.
      registration.catch(() => {
        if (this.registrations.get(user.userId) === registration) this.registrations.delete(user.userId);
      });
    }
    this.registrations.set(user.userId, registration);
    if (this.registrations.size > this.capacity) this.registrations.delete(this.registrations.keys().next().value!);
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
