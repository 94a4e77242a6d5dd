import { guardRoute, isMobile, type GuardContext } from './guard-route';

const visitor: GuardContext = {
  mode: 'MARKETPLACE',
  isPublicHost: false,
  authenticated: false,
  groups: [],
  features: { nda: true, pricing: false },
  mobile: false,
  directAccess: false,
};
const customer: GuardContext = { ...visitor, authenticated: true, groups: ['customer'] };

describe('route guards', () => {
  it('given a route that needs login, when a visitor opens it, then they go to sign-in and keep the return path', () => {
    expect(guardRoute({ loginNeeded: true }, visitor)).toEqual({ kind: 'redirect', to: '/signin', keepReturnPath: true });
  });
  it('given reset-password opened directly, when guarded, then it goes to sign-in', () => {
    expect(guardRoute({ directAccessRedirect: '/signin' }, { ...visitor, directAccess: true })).toEqual({ kind: 'redirect', to: '/signin' });
  });
  it('given the sign-in page, when a signed-in person opens it, then they go to the start page', () => {
    expect(guardRoute({ authenticatedRedirect: '/' }, customer)).toEqual({ kind: 'redirect', to: '/' });
  });
  it('given the start page on a manufacturer host, when opened, then the dashboard opens', () => {
    expect(guardRoute({ root: true }, { ...visitor, mode: 'MANUFACTURER_DASHBOARD' })).toEqual({ kind: 'redirect', to: '/dashboard/' });
  });
  it('given the pricing page with its feature off, when opened, then it is not found', () => {
    expect(guardRoute({ feature: 'pricing' }, customer)).toEqual({ kind: 'notFound' });
  });
  it('given the wizard on a phone, when opened on the marketplace, then the mobile page opens', () => {
    expect(guardRoute({ mobileRedirect: true }, { ...visitor, mobile: true })).toEqual({ kind: 'redirect', to: '/mobile' });
    expect(guardRoute({ mobileRedirect: true }, { ...visitor, mobile: true, mode: 'WHITELABEL' })).toEqual({ kind: 'allow' });
  });
  it('given a route of other hosts, when opened here, then it is not found, unless this is the public host', () => {
    expect(guardRoute({ hosts: ['MANUFACTURER_DASHBOARD'] }, customer)).toEqual({ kind: 'notFound' });
    expect(guardRoute({ hosts: ['MANUFACTURER_DASHBOARD'] }, { ...customer, isPublicHost: true })).toEqual({ kind: 'allow' });
    expect(guardRoute({ hosts: ['MARKETPLACE', 'WHITELABEL'] }, customer)).toEqual({ kind: 'allow' });
  });
  it('given a route of another group, when opened, then it is forbidden', () => {
    expect(guardRoute({ loginNeeded: true, group: 'admin' }, customer)).toEqual({ kind: 'forbidden' });
  });
  it('given the manufacturer host, when a signed-in customer opens the dashboard, then they are sent to the marketplace; a producer stays', () => {
    const dashboard = { hosts: ['MANUFACTURER_DASHBOARD', 'BOM_FORMATTER'] as const, loginNeeded: true, group: 'manufacturer' as const };
    const onManufacturerHost = { ...customer, mode: 'MANUFACTURER_DASHBOARD' as const, marketplaceUrl: 'https://marketplace.example' };
    expect(guardRoute(dashboard, onManufacturerHost)).toEqual({ kind: 'redirect', to: 'https://marketplace.example/' });
    expect(guardRoute(dashboard, { ...onManufacturerHost, groups: ['manufacturer'] })).toEqual({ kind: 'allow' });
    // A producer member on the BOM host is not redirected, and a customer there gets the forbidden page.
    expect(guardRoute(dashboard, { ...onManufacturerHost, mode: 'BOM_FORMATTER', groups: ['manufacturer'] })).toEqual({ kind: 'allow' });
    expect(guardRoute(dashboard, { ...onManufacturerHost, mode: 'BOM_FORMATTER' })).toEqual({ kind: 'forbidden' });
  });
  it('given login needed and a disabled feature, when a visitor opens it, then login comes first', () => {
    expect(guardRoute({ loginNeeded: true, feature: 'pricing' }, visitor).kind).toBe('redirect');
  });
  it('given a narrow window or a phone user agent, when checked, then it is mobile', () => {
    expect(isMobile(767, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(true);
    expect(isMobile(1024, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobile(1024, 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
