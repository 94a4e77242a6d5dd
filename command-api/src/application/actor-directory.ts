import { isSameEmail, userDecider, type Actor } from '@pcbm/domain';
import { logSafeError, type SqlClient } from '@pcbm/platform';
import { READ_MODELS } from '@pcbm/projections';
import { membershipsOf } from '@pcbm/projections/queries';
import type { AuthenticatedUser } from './authenticated-user';
import { decision, type CommandHandler } from './command-handler';

/**
 * Turns a verified token into the actor the rules know: companies from membership, producer
 * profiles from the companies, admin from the token role. A person seen for the first time is
 * registered as a user; a later token with another address (changed on the identity provider's
 * own account page) brings it along, once per address this process sees.
 */
export class ActorDirectory {
  /**
   * Registrations of this process by user, the most recent `capacity` of them: requests of a person arriving together
   * wait for the same one. A person no longer among them is registered again by their next request, which finds them
   * registered and records nothing; without a bound the map would hold everyone who ever signed in for as long as the
   * process lives.
   */
  private readonly registrations = new Map<string, { readonly registered: Promise<void>; address: string }>();

  constructor(
    private readonly db: SqlClient,
    private readonly commands: CommandHandler,
    private readonly capacity = 10_000,
  ) {}

  async actorFor(user: AuthenticatedUser): Promise<Actor> {
    await this.registerOnce(user);
    await this.followAddress(user);
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
      // The address of the sign-in that registers is the one seen here first.
      registration = { registered: this.register(user), address: user.email };
      const made = registration;
      // A failed registration is tried again by the person's next request.
      made.registered.catch(() => {
        if (this.registrations.get(user.userId) === made) this.registrations.delete(user.userId);
      });
    }
    this.registrations.set(user.userId, registration);
    if (this.registrations.size > this.capacity) this.registrations.delete(this.registrations.keys().next().value!);
    return registration.registered;
  }

  /**
   * A token bringing another address than the last one seen here: the sign-in is recorded again, which takes the
   * address when the token was issued after the address in force (see the user decider). Requests arriving together
   * with the new address record it once; a failure is logged, and the next request tries again.
   */
  private async followAddress(user: AuthenticatedUser): Promise<void> {
    const registration = this.registrations.get(user.userId);
    if (!registration || !user.email || isSameEmail(registration.address, user.email)) return;
    const seen = registration.address;
    registration.address = user.email;
    try {
      await this.register(user);
    } catch (error) {
      if (registration.address === user.email) registration.address = seen;
      console.warn(`The address of a sign-in could not be taken yet: ${logSafeError(error)}`);
    }
  }

  private async register(user: AuthenticatedUser): Promise<void> {
    const { username, email, firstName, lastName, locale, issuedAt } = user;
    const signIn = { type: 'RegisterUser' as const, registration: { username, email, firstName, lastName, locale }, ...(issuedAt ? { issuedAt } : {}) };
    await this.commands.execute(decision(userDecider, user.userId, signIn, { userId: user.userId }), {
      origin: { correlationId: user.userId, command: 'RegisterUser', actor: null },
      readModels: [READ_MODELS.accounts],
    });
  }
}
