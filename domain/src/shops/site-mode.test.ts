import { siteModeOf } from './site-mode';

const hosts = { marketplace: ['localhost', 'market.example'], manufacturerDashboard: ['producer.localhost'], bomFormatter: ['bom.localhost'] };

describe('site mode by hostname', () => {
  test.each([
    ['localhost:4000', 'MARKETPLACE'],
    ['Market.Example', 'MARKETPLACE'],
    ['producer.localhost:4000', 'MANUFACTURER_DASHBOARD'],
    ['bom.localhost', 'BOM_FORMATTER'],
    ['alpha.localhost:4000', 'WHITELABEL'],
    ['boards.alpha-leiterplatten.example', 'WHITELABEL'],
  ])('%s serves %s', (host, mode) => {
    expect(siteModeOf(host, hosts)).toBe(mode);
  });
});
