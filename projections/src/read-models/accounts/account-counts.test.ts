import { companyStreamId, userStreamId, type DomainEvent } from '@pcbm/domain';
import { on, openProjectionSpec, type ProjectionSpec } from '../../testing/projection-spec';
import { ensureReadModelSchema } from '../schema';
import { accountTotalOf } from './account-counts';
import { accountProjector } from './projector';

const at = '2026-03-02T09:00:00.000Z';
const registered = (userId: string): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, username: `${userId}-name`, email: `${userId}@example.com`, firstName: 'Ada', lastName: 'Lovelace', locale: 'en', occurredAt: at },
});
const companyCreated = (companyId: string): DomainEvent => ({
  type: 'CompanyCreated',
  data: { companyId, name: 'ACME', legalName: 'ACME GmbH', industry: 'Automotive', billingAddress: null, shippingAddress: null, vatNumber: null, createdById: 'u1', occurredAt: at },
});
const erased = (userId: string): DomainEvent => ({ type: 'UserErased', data: { userId, occurredAt: at } });

describe('the kept totals of users and companies', () => {
  let spec: ProjectionSpec;
  beforeAll(async () => {
    spec = await openProjectionSpec();
  });
  afterEach(() => spec.clear());
  afterAll(() => spec.close());

  /** The kept totals beside the rows counted one by one. */
  const totals = async () => {
    const [row] = await spec.thenRows<Record<string, string>>(
      `select ${accountTotalOf('users')}::text as users, ${accountTotalOf('companies')}::text as companies,
              (select count(*) from users)::text as counted_users, (select count(*) from companies)::text as counted_companies`,
    );
    return row;
  };

  test('given no accounts, then both totals are zero', async () => {
    expect(await totals()).toEqual({ users: '0', companies: '0', counted_users: '0', counted_companies: '0' });
  });

  test('given users and companies registered over several batches, one of them erased, when the projector handles them, then the totals are the rows counted', async () => {
    await spec.given(on(userStreamId('u1'), registered('u1')), on(userStreamId('u2'), registered('u2')), on(companyStreamId('c1'), companyCreated('c1'))).when(accountProjector);
    await spec.given(on(userStreamId('u3'), registered('u3')), on(userStreamId('u2'), erased('u2')), on(companyStreamId('c2'), companyCreated('c2'))).when(accountProjector);
    expect(await totals()).toEqual({ users: '3', companies: '2', counted_users: '3', counted_companies: '2' });
  });

  test('given accounts, when the read model is rebuilt from the same events, then the totals count them once', async () => {
    const history = spec.given(on(userStreamId('u1'), registered('u1')), on(companyStreamId('c1'), companyCreated('c1')));
    await history.when(accountProjector);
    await spec.db.transaction((tx) => accountProjector.reset(tx));
    expect(await totals()).toEqual({ users: '0', companies: '0', counted_users: '0', counted_companies: '0' });
    await history.when(accountProjector);
    expect(await totals()).toEqual({ users: '1', companies: '1', counted_users: '1', counted_companies: '1' });
  });

  test('given accounts kept before their totals, when the schema is ensured, then they are counted once, also when it is ensured again', async () => {
    await spec.given(on(userStreamId('u1'), registered('u1')), on(userStreamId('u2'), registered('u2')), on(companyStreamId('c1'), companyCreated('c1'))).when(accountProjector);
    await spec.db.query('drop table account_counts');
    await ensureReadModelSchema(spec.db);
    await ensureReadModelSchema(spec.db);
    expect(await totals()).toEqual({ users: '2', companies: '1', counted_users: '2', counted_companies: '1' });
  });

  test('given a user removed by hand, then the total follows', async () => {
    await spec.given(on(userStreamId('u1'), registered('u1')), on(userStreamId('u2'), registered('u2'))).when(accountProjector);
    await spec.db.query("delete from users where id = 'u1'");
    expect(await totals()).toEqual({ users: '1', companies: '0', counted_users: '1', counted_companies: '0' });
  });
});
