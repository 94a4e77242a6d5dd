import { randomUUID } from 'node:crypto';
import { ERASED, userSubject, type PersonalDataField } from '@pcbm/domain';
import type { Database } from '../sql/database';
import type { SqlClient } from '../sql/sql-client';
import { countedStatements } from '../testing/counted-calls';
import { reachableDatabases } from '../testing/databases';
import { PersonalDataVault } from './personal-data-vault';
import { ensurePersonalDataSchema } from './schema';

describe.each(reachableDatabases())('the personal data vault on $name', ({ open }) => {
  let db: Database;
  let statements: string[];
  let counting: SqlClient;
  beforeAll(async () => {
    db = await open();
    await ensurePersonalDataSchema(db);
    ({ client: counting, statements } = countedStatements(db));
  });
  beforeEach(() => {
    statements.length = 0;
  });
  afterAll(() => db.close());

  const person = () => userSubject(randomUUID());
  const nameOf = (subject: ReturnType<typeof userSubject>): PersonalDataField[] => [{ path: ['name'], subject }];
  const sealed = (vault: PersonalDataVault, subject: ReturnType<typeof userSubject>, client: SqlClient = counting) => vault.protect(client, { name: 'Ada Lovelace' }, nameOf(subject));

  test('given a person whose key is stored, when their changes are sealed one after another, then only the first asks the database for the key', async () => {
    const vault = new PersonalDataVault();
    const subject = person();
    await sealed(vault, subject);
    statements.length = 0;
    const first = await sealed(vault, subject);
    const second = await sealed(vault, subject);
    expect(statements).toHaveLength(1);
    expect(await vault.reveal(db, [first, second])).toEqual([{ name: 'Ada Lovelace' }, { name: 'Ada Lovelace' }]);
  });

  test('given a key made in a transaction that rolls back, when the person is sealed again, then a stored key is used and what it seals opens', async () => {
    const vault = new PersonalDataVault();
    const subject = person();
    await expect(
      db.transaction(async (tx) => {
        await sealed(vault, subject, tx);
        await sealed(vault, subject, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await sealed(vault, subject);
    expect(await new PersonalDataVault().reveal(db, [after])).toEqual([{ name: 'Ada Lovelace' }]);
    const again = await sealed(vault, subject);
    expect(await new PersonalDataVault().reveal(db, [again])).toEqual([{ name: 'Ada Lovelace' }]);
  });

  test('given a person erased in this process, when their data is sealed again, then it is written erased', async () => {
    const vault = new PersonalDataVault();
    const subject = person();
    await sealed(vault, subject);
    await sealed(vault, subject);
    await vault.erase(db, subject);
    expect(await sealed(vault, subject)).toEqual({ name: ERASED });
  });

  test('given a kept key older than the time it is kept for, when the person is sealed, then the key is asked for again', async () => {
    let now = 0;
    const vault = new PersonalDataVault({ keepMs: 1000, clock: () => now });
    const subject = person();
    await sealed(vault, subject);
    await sealed(vault, subject);
    statements.length = 0;
    now = 999;
    await sealed(vault, subject);
    expect(statements).toHaveLength(0);
    now = 1500;
    await sealed(vault, subject);
    expect(statements).toHaveLength(1);
  });

  test('given a key erased by another process, when this one seals with the key it kept, then nobody can open what it sealed', async () => {
    const vault = new PersonalDataVault();
    const subject = person();
    await sealed(vault, subject);
    await sealed(vault, subject);
    await new PersonalDataVault().erase(db, subject);
    const late = await sealed(vault, subject);
    expect(await new PersonalDataVault().reveal(db, [late])).toEqual([{ name: ERASED }]);
  });
});
