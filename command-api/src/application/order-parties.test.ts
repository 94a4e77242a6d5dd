import { PgliteDatabase, type Database } from '@pcbm/platform';
import { countedStatements } from '@pcbm/platform/testing';
import { ensureReadModelSchema } from '@pcbm/projections';
import { OrderPartiesDirectory } from './order-parties';

describe('who an order is between', () => {
  let db: Database;
  beforeAll(async () => {
    db = await PgliteDatabase.open();
    await ensureReadModelSchema(db);
    await addOrder('o-1', 'customer-1', 'company-1', 'producer-1');
    await addOrder('o-2', 'customer-2', null, 'producer-2');
  });
  afterAll(() => db.close());

  async function addOrder(orderId: string, placedById: string, asCompanyId: string | null, manufacturerId: string): Promise<void> {
    await db.query(`insert into super_orders (id, name, placed_by_id, as_company_id, created_on, updated_on, document) values ($1, 'Board', $2, $3, now(), now(), '{}')`, [
      `s-${orderId}`,
      placedById,
      asCompanyId,
    ]);
    await db.query(`insert into orders (id, super_order_id, manufacturer_id, status, created_on, updated_on) values ($1, $2, $3, 'WAITING_FOR_QUOTE', now(), now())`, [
      orderId,
      `s-${orderId}`,
      manufacturerId,
    ]);
  }

  test('given an order in the read model, when its parties are asked for twice, then the database is asked once and both answers name the customer, company and producer', async () => {
    const counted = countedStatements(db);
    const directory = new OrderPartiesDirectory(counted.client);
    const expected = { placedById: 'customer-1', asCompanyId: 'company-1', manufacturerId: 'producer-1' };
    expect(await directory.of('o-1')).toEqual(expected);
    expect(await directory.of('o-1')).toEqual(expected);
    expect(counted.statements).toHaveLength(1);
  });

  test('given an order not yet projected, when it is asked for, then there is none, and once it is projected it is found', async () => {
    const directory = new OrderPartiesDirectory(db);
    expect(await directory.of('o-3')).toBeNull();
    await addOrder('o-3', 'customer-3', null, 'producer-3');
    expect(await directory.of('o-3')).toEqual({ placedById: 'customer-3', asCompanyId: null, manufacturerId: 'producer-3' });
  });

  test('given a directory that keeps one order, when a second is asked for, then the first is read again the next time', async () => {
    const counted = countedStatements(db);
    const directory = new OrderPartiesDirectory(counted.client, 1);
    await directory.of('o-1');
    await directory.of('o-2');
    await directory.of('o-2');
    expect(counted.statements).toHaveLength(2);
    expect(await directory.of('o-1')).toMatchObject({ placedById: 'customer-1' });
    expect(counted.statements).toHaveLength(3);
  });

  test('given one order kept and two not, when the three and a missing one are asked for together, then one query reads the two and the missing one is left out', async () => {
    const counted = countedStatements(db);
    const directory = new OrderPartiesDirectory(counted.client);
    await directory.of('o-1');
    const parties = await directory.ofMany(['o-1', 'o-2', 'o-3', 'o-missing', 'o-2']);
    expect([...parties.keys()].sort()).toEqual(['o-1', 'o-2', 'o-3']);
    expect(parties.get('o-2')).toEqual({ placedById: 'customer-2', asCompanyId: null, manufacturerId: 'producer-2' });
    expect(counted.statements).toHaveLength(2);
    await directory.ofMany(['o-2', 'o-3']);
    expect(counted.statements).toHaveLength(2);
  });
});
