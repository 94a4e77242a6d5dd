import type { Actor } from '@pcbm/domain';
import { WrongExpectedVersionError, type EventStore, type SqlClient } from '@pcbm/platform';
import { userStreamId } from '@pcbm/domain';
import type { AuthenticatedUser } from './authenticated-user';
import { toNewEvents } from './event-metadata';
import { waitForProcessors } from './read-your-writes';
import { READ_MODELS } from '@pcbm/projections';

/**
 * Turns a verified token into the actor the rules know: companies from membership, producer
 * profiles from the companies, admin from the token role. A person seen for the first time is
 * registered as a user.
 */
export class ActorDirectory {
  private readonly registered = new Set<string>();

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
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
    const { rows } = await this.db.query('select 1 from event_streams where stream_id = $1', [userStreamId(user.userId)]);
    if (rows.length === 0) {
      const events = toNewEvents(
        [
          {
            type: 'UserRegistered',
            data: {
              userId: user.userId,
              username: user.username,
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              locale: user.locale,
              occurredAt: new Date().toISOString(),
            },
          },
        ],
        { correlationId: user.userId, command: 'RegisterUser', actor: null },
      );
      const appended = await this.store.append(userStreamId(user.userId), events, 0).catch((error) => {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        return null;
      });
      if (appended) await waitForProcessors(this.db, [READ_MODELS.accounts], appended.position);
    }
    this.registered.add(user.userId);
  }
}
