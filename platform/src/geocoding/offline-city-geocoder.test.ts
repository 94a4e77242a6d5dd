import { OfflineCityGeocoder } from './offline-city-geocoder';

describe('offline geocoding', () => {
  const geocoder = new OfflineCityGeocoder();

  test('a known city is found by name and country, without regard to case or accents', async () => {
    const berlin = await geocoder.locate({ country: 'de', city: 'BERLIN' });
    expect(berlin!.y).toBeCloseTo(52.52, 1);
    expect(berlin!.x).toBeCloseTo(13.4, 1);
    const zurich = await geocoder.locate({ country: 'CH', city: 'Zurich' });
    expect(zurich!.y).toBeCloseTo(47.37, 1);
  });

  test('an unknown city falls back to the middle of its country; an unknown country is not found', async () => {
    const somewhere = await geocoder.locate({ country: 'AT', city: 'Nowhere-am-See' });
    expect(somewhere!.y).toBeGreaterThan(46);
    expect(somewhere!.y).toBeLessThan(49.1);
    expect(await geocoder.locate({ country: 'XX', city: 'Atlantis' })).toBeNull();
    expect(await geocoder.locate({ country: 'DE', city: '' })).toBeNull();
  });
});
