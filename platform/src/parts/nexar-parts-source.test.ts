import { NEXAR_TEST_CLIENT, NEXAR_TEST_PARTS, startNexarShapedServer, type NexarShapedServer } from '../testing/nexar-shaped-server';
import { NexarPartsSource } from './nexar-parts-source';

describe('the Nexar parts source against a server answering in Nexar’s shape', () => {
  let nexar: NexarShapedServer;
  beforeAll(async () => {
    nexar = await startNexarShapedServer(NEXAR_TEST_PARTS);
  });
  afterAll(() => nexar.close());

  test('given client credentials, when parts are looked up, then a token is fetched once and supMultiMatch is asked with it', async () => {
    const source = new NexarPartsSource({ ...NEXAR_TEST_CLIENT, identityUrl: nexar.identityUrl, apiUrl: nexar.apiUrl });
    const [capacitor, unknown, driver] = await source.findParts([{ mpn: 'cl10b104kb8nnnc' }, { mpn: 'NOT-A-PART-123' }, { mpn: 'DRV8313PWPR', manufacturer: 'Texas' }]);
    await source.findParts([{ mpn: 'DRV8313PWPR' }]);

    expect(nexar.tokenRequests).toHaveLength(1);
    expect(Object.fromEntries(nexar.tokenRequests[0])).toEqual({ grant_type: 'client_credentials', client_id: 'test-client', client_secret: 'test-secret', scope: 'supply.domain' });
    expect(nexar.lookups.map((lookup) => lookup.mpns)).toEqual([['cl10b104kb8nnnc', 'NOT-A-PART-123', 'DRV8313PWPR'], ['DRV8313PWPR']]);
    expect(nexar.lookups[0].query).toContain('supMultiMatch(queries: $queries)');

    expect(unknown).toBeNull();
    expect(capacitor!.part).toEqual({
      mpn: 'CL10B104KB8NNNC',
      manufacturer: 'Samsung Electro-Mechanics',
      description: 'Cap Ceramic 0.1uF 50V X7R 10% SMD 0603',
      deviceType: 'CAPACITOR',
      case: '0603',
      electricalValue: '100 nF',
      tolerance: '10%',
      maxVoltage: '50 V',
      pitch: null,
      mount: 'SMT',
      ecSize: { length: 1.6, width: 0.8, height: null },
      image: { url: 'https://sigma.octopart.com/example/CL10B104KB8NNNC.jpg', creditText: 'Samsung', creditLink: 'https://www.samsungsem.com' },
    });
    expect(capacitor!.prices).toEqual([{ quantity: 1, price: 0.08, currency: 'EUR' }, { quantity: 100, price: 0.02, currency: 'EUR' }]);
    expect(driver!.part).toMatchObject({ deviceType: 'CHIP', mount: 'SMT', pitch: 0.65, ecSize: { length: 9.7, width: 4.4, height: 1.2 } });
  });

  test('given wrong credentials, when parts are looked up, then the lookup fails with the identity server’s answer', async () => {
    const source = new NexarPartsSource({ clientId: 'test-client', clientSecret: 'wrong', identityUrl: nexar.identityUrl, apiUrl: nexar.apiUrl });
    await expect(source.findParts([{ mpn: 'DRV8313PWPR' }])).rejects.toThrow("Nexar's identity server answered 400");
  });
});
