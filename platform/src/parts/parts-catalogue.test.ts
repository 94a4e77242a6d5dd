import { PgliteDatabase } from '../sql/pglite-database';
import type { Database } from '../sql/database';
import { NEXAR_TEST_CLIENT, NEXAR_TEST_PARTS, startNexarShapedServer, type NexarShapedServer } from '../testing/nexar-shaped-server';
import { NexarPartsSource } from './nexar-parts-source';
import { OfflinePartsCatalogue } from './offline-parts-catalogue';
import { ensurePartsCacheSchema } from './parts-cache';
import { PartsCatalogue } from './parts-catalogue';

describe('the parts catalogue with its local cache', () => {
  let nexar: NexarShapedServer;
  let db: Database;
  beforeAll(async () => {
    nexar = await startNexarShapedServer(NEXAR_TEST_PARTS);
    db = await PgliteDatabase.open();
  });
  afterAll(async () => {
    await nexar.close();
    await db.close();
  });
  const source = () => new NexarPartsSource({ ...NEXAR_TEST_CLIENT, identityUrl: nexar.identityUrl, apiUrl: nexar.apiUrl });

  test('given parts looked up once, when asked again with other separators and case, then nothing is fetched; new numbers only are fetched', async () => {
    await ensurePartsCacheSchema(db);
    const catalogue = new PartsCatalogue(db, source());
    const first = await catalogue.findParts([{ mpn: 'CL10B104KB8NNNC' }, { mpn: 'NO-SUCH-PART' }]);
    expect(first.found.map((part) => part.mpn)).toEqual(['CL10B104KB8NNNC']);
    expect(first.notFound).toEqual(['NO-SUCH-PART']);
    const before = nexar.lookups.length;

    const again = await catalogue.findParts([{ mpn: 'cl10b104-kb8nnnc' }, { mpn: 'no such part' }]);
    expect(nexar.lookups.length).toBe(before);
    expect(again.found).toEqual(first.found);
    expect(again.notFound).toEqual(['no such part']);

    await catalogue.findParts([{ mpn: 'CL10B104KB8NNNC' }, { mpn: 'DRV8313PWPR' }]);
    expect(nexar.lookups.slice(before).map((lookup) => lookup.mpns)).toEqual([['DRV8313PWPR']]);
    expect(await catalogue.partPrices(['DRV8313PWPR', 'NO-SUCH-PART'])).toEqual([
      { mpn: 'DRV8313PWPR', breaks: [{ quantity: 1, price: 2.5, currency: 'EUR' }] },
      { mpn: 'NO-SUCH-PART', breaks: [] },
    ]);
  });

  test('given a cache that fails, when parts are looked up, then the failure is logged and the source answers', async () => {
    const broken = await PgliteDatabase.open();
    const logged: string[] = [];
    const catalogue = new PartsCatalogue(broken, new OfflinePartsCatalogue(), (message) => logged.push(message));
    const lookup = await catalogue.findParts([{ mpn: 'SN74ACT244PWR' }]);
    await broken.close();
    expect(lookup.found.map((part) => [part.mpn, part.manufacturer, part.pitch])).toEqual([['SN74ACT244PWR', 'Texas Instruments', 0.65]]);
    expect(logged).toEqual(['Reading the parts cache failed; asking the parts source instead.', 'Writing the parts cache failed.']);
  });
});

describe('the offline catalogue', () => {
  test('given a part of the fixture parts lists, when looked up by MPN or by the supplier number of its row, then it is found with sizes from its package', async () => {
    const [byMpn, bySupplier, unknown] = await new OfflinePartsCatalogue().findParts([{ mpn: 'vt1v101m-cre77' }, { mpn: 'C6930' }, { mpn: 'C307331' }]);
    expect(byMpn!.part).toMatchObject({ mpn: 'VT1V101M-CRE77', manufacturer: 'Vertical Technology', deviceType: 'CAPACITOR', electricalValue: '100uF', ecSize: { length: 6.6, width: 6.6, height: null }, mount: 'SMT' });
    expect(byMpn!.prices).toEqual([]);
    expect(bySupplier!.part).toMatchObject({ mpn: 'SN74ACT244PWR', case: 'TSSOP-20_4.4x6.5mm_P0.65mm', pitch: 0.65, ecSize: { length: 6.5, width: 4.4, height: null } });
    expect(unknown).toBeNull();
  });
});
