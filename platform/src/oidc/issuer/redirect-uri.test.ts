import { allowsPostLogoutRedirect, allowsRedirect, defaultClients, shopClient, type IssuerClient } from './clients';
import { matchesRedirectUri } from './redirect-uri';

const client = (clientId: string, clients: IssuerClient[]) => clients.find((c) => c.clientId === clientId)!;

describe('redirect URIs are compared as parsed URLs', () => {
  test.each([
    ['https://shop.example/*', 'https://shop.example/auth/callback', true],
    ['https://shop.example/*', 'https://SHOP.example/auth/callback?x=1', true],
    ['https://shop.example/*', 'https://shop.example:443/auth/callback', true],
    ['https://shop.example/dashboard/*', 'https://shop.example/dashboard', true],
    ['https://shop.example/dashboard/*', 'https://shop.example/dashboard/auth/callback', true],
    ['https://shop.example/auth/callback', 'https://shop.example/auth/callback', true],
    ['http://shop.example:4000/*', 'http://shop.example:@evil.example/steal', false],
    ['http://shop.example:4000/*', 'http://shop.example:4000@evil.example/steal', false],
    ['https://shop.example/*', 'https://user:pw@shop.example/', false],
    ['https://shop.example/*', 'https://shop.example.evil.example/', false],
    ['https://shop.example/*', 'https://evil.example/#@shop.example', false],
    ['https://shop.example/*', 'https://shop.example/#fragment', false],
    ['https://shop.example/*', 'http://shop.example/', false],
    ['https://shop.example/*', 'https://shop.example:8443/', false],
    ['https://shop.example/*', 'javascript:alert(1)//shop.example/', false],
    ['https://shop.example/*', 'not a url', false],
    ['https://shop.example/dashboard/*', 'https://shop.example/dashboardevil/', false],
    ['https://shop.example/dashboard/*', 'https://shop.example/dashboard/../steal', false],
    ['https://shop.example/dashboard/*', 'https://shop.example/dashboard/%2e%2e/steal', false],
    ['https://shop.example/auth/callback', 'https://shop.example/auth/callback/more', false],
    ['https://*.example/*', 'https://evil.example/', false],
    ['http://localhost:5173/*', 'http://localhost:5174/', false],
  ])('given %s registered, %s is allowed: %s', (registered, candidate, allowed) => {
    expect(matchesRedirectUri(registered, candidate)).toBe(allowed);
  });

  test('given a loopback shop host, any port matches over http (RFC 8252), but never another host or scheme', () => {
    expect(matchesRedirectUri('http://alpha.localhost:4000/*', 'http://alpha.localhost:5000/', { loopbackAnyPort: true })).toBe(true);
    expect(matchesRedirectUri('http://alpha.localhost:4000/*', 'http://alpha.localhost:5000/', {})).toBe(false);
    expect(matchesRedirectUri('https://shop.example/*', 'https://shop.example:8443/', { loopbackAnyPort: true })).toBe(false);
    expect(matchesRedirectUri('http://alpha.localhost:4000/*', 'http://alpha.localhost:@evil.example/', { loopbackAnyPort: true })).toBe(false);
  });
});

describe('client registrations', () => {
  test('the web apps get their paths on the public origin; the Vite servers only in development', () => {
    const production = defaultClients('https://market.example');
    expect(allowsRedirect(client('marketplace', production), 'https://market.example/auth/callback')).toBe(true);
    expect(allowsRedirect(client('manufacturer-dashboard', production), 'https://market.example/dashboard/auth/callback')).toBe(true);
    expect(allowsRedirect(client('manufacturer-dashboard', production), 'https://market.example/admin/auth/callback')).toBe(true);
    expect(allowsRedirect(client('manufacturer-dashboard', production), 'https://market.example/auth/callback')).toBe(false);
    expect(allowsRedirect(client('marketplace', production), 'http://localhost:5173/auth/callback')).toBe(false);
    expect(allowsPostLogoutRedirect(client('manufacturer-dashboard', production), 'https://market.example')).toBe(true);
    expect(allowsPostLogoutRedirect(client('manufacturer-dashboard', production), 'https://evil.example/')).toBe(false);

    const development = defaultClients('http://localhost:4000', { development: true });
    expect(allowsRedirect(client('marketplace', development), 'http://localhost:5173/auth/callback')).toBe(true);
    expect(allowsRedirect(client('marketplace', development), 'http://localhost:4000/auth/callback')).toBe(true);
  });

  test("the site hosts (manufacturer dashboard, BOM formatter) sign in on their own names, on the public URL's scheme and port", () => {
    const clients = defaultClients('https://market.example', { siteHosts: ['market.example', 'producer.market.example', 'bom.market.example'] });
    expect(allowsRedirect(client('manufacturer-dashboard', clients), 'https://producer.market.example/dashboard/auth/callback')).toBe(true);
    expect(allowsRedirect(client('bom-formatter', clients), 'https://bom.market.example/auth/callback')).toBe(true);
    expect(allowsRedirect(client('manufacturer-dashboard', clients), 'http://producer.market.example/dashboard/auth/callback')).toBe(false);
    expect(allowsRedirect(client('manufacturer-dashboard', clients), 'https://evil.example/dashboard/auth/callback')).toBe(false);
  });

  test('a shop signs in on its own hostname: https on the default port; http only for localhost names or in development', () => {
    const shop = shopClient('shop-x', 'shop.example', 'https://market.example');
    expect(shop.redirectUris).toEqual(['https://shop.example/*']);
    expect(allowsRedirect(shop, 'https://shop.example/auth/callback')).toBe(true);
    expect(allowsRedirect(shop, 'http://shop.example/auth/callback')).toBe(false);
    expect(allowsRedirect(shop, 'https://shop.example:8443/auth/callback')).toBe(false);

    expect(shopClient('shop-x', 'shop.example', 'http://localhost:4000', { development: true }).redirectUris).toEqual(['https://shop.example/*', 'http://shop.example:4000/*']);
    expect(shopClient('shop-x', 'shop.example', 'https://market.example:8443').redirectUris).toEqual(['https://shop.example/*', 'https://shop.example:8443/*']);
    expect(shopClient('shop-a', 'alpha.localhost', 'http://localhost:4000').redirectUris).toEqual(['https://alpha.localhost/*', 'http://alpha.localhost:4000/*']);
  });
});
