import type { Database } from '@pcbm/platform';
import { reachableDatabases } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '@pcbm/projections';
import { ActorDirectory } from './actor-directory';
import type { CommandHandler } from './command-handler';

const person = { userId: 'u-1', username: 'clara', email: 'clara@example.com', firstName: 'Clara', lastName: 'Kunde', locale: 'en' as const, roles: [] };

/** A command handler that counts the registrations it is asked for, and fails the first when told to. */
function countingCommands(failFirst = false) {
  const asked = { count: 0 };
  const commands = {
    execute: async () => {
      asked.count += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failFirst && asked.count === 1) throw new Error('database away');
      return { state: null, events: [], position: null };
    },
  } as unknown as CommandHandler;
  return { asked, commands };
}

describe.each(reachableDatabases())('the actor directory on $name', ({ open }) => {
  /** Empty read models: the person belongs to no company yet. */
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await ensureReadModelSchema(db);
  });
  afterAll(() => db.close());

  test('given a person whose first twenty requests arrive together, when each asks for the actor, then the person is registered once and every request gets the actor', async () => {
    const { asked, commands } = countingCommands();
    const directory = new ActorDirectory(db, commands);
    const actors = await Promise.all(Array.from({ length: 20 }, () => directory.actorFor(person)));
    expect(asked.count).toBe(1);
    expect(actors.every((actor) => actor.userId === 'u-1' && actor.companyIds.length === 0)).toBe(true);
    await directory.actorFor(person);
    expect(asked.count).toBe(1);
  });

  test('given more people than the directory keeps, when they come and go, then it holds the most recent and registers again only a person it let go', async () => {
    const { asked, commands } = countingCommands();
    const directory = new ActorDirectory(db, commands, 2);
    const someone = (userId: string) => ({ ...person, userId });
    for (const userId of ['u-1', 'u-2', 'u-1', 'u-3']) await directory.actorFor(someone(userId));
    // u-1 came back before u-3, so u-2 was the least recent and is no longer kept.
    expect(asked.count).toBe(3);
    await directory.actorFor(someone('u-1'));
    await directory.actorFor(someone('u-3'));
    expect(asked.count).toBe(3);
    await directory.actorFor(someone('u-2'));
    expect(asked.count).toBe(4);
  });

  test('given the registration fails, when the person asks again, then it is tried again', async () => {
    const { asked, commands } = countingCommands(true);
    const directory = new ActorDirectory(db, commands);
    await expect(directory.actorFor(person)).rejects.toThrow('database away');
    await expect(directory.actorFor(person)).resolves.toMatchObject({ userId: 'u-1' });
    expect(asked.count).toBe(2);
  });
});
