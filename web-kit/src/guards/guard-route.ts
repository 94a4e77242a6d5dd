export type SiteMode = 'MARKETPLACE' | 'WHITELABEL' | 'BOM_FORMATTER' | 'MANUFACTURER_DASHBOARD';
export type Group = 'customer' | 'manufacturer' | 'admin';
export type Feature = 'nda' | 'pricing';

/** A route of the spec's table with its conditions. */
export interface RouteRule {
  /** Host limits: the site modes the route is served on; absent means every host. */
  readonly hosts?: readonly SiteMode[];
  readonly loginNeeded?: boolean;
  readonly group?: Group;
  readonly feature?: Feature;
  /** Opened directly (not from within the app), the route sends the person here. */
  readonly directAccessRedirect?: string;
  /** Signed-in people are sent here (sign-in, sign-up). */
  readonly authenticatedRedirect?: string;
  /** Customers on a phone are sent to /mobile (the wizard on the marketplace). */
  readonly mobileRedirect?: boolean;
  /** The route is the start page, which a manufacturer host replaces by the dashboard. */
  readonly root?: boolean;
}

export interface GuardContext {
  readonly mode: SiteMode;
  /** The public URL's own host also serves the dashboard and the admin console. */
  readonly isPublicHost: boolean;
  readonly authenticated: boolean;
  readonly groups: readonly Group[];
  readonly features: Readonly<Record<Feature, boolean>>;
  readonly mobile: boolean;
  readonly directAccess: boolean;
  /** The marketplace's address, where customers who open the manufacturer host are sent. */
  readonly marketplaceUrl?: string;
}

export type GuardResult =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string; readonly keepReturnPath?: boolean }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'forbidden' };

const MANUFACTURER_HOSTS: readonly SiteMode[] = ['MANUFACTURER_DASHBOARD'];

function hostAllowed(rule: RouteRule, context: GuardContext): boolean {
  if (!rule.hosts) return true;
  if (rule.hosts.includes(context.mode)) return true;
  // The demo and single-host installations serve everything from the public URL.
  return context.isPublicHost && rule.hosts.some((mode) => MANUFACTURER_HOSTS.includes(mode));
}

/** Decides a navigation by the guards in the spec's order, then the group check. */
export function guardRoute(rule: RouteRule, context: GuardContext): GuardResult {
  if (rule.loginNeeded && !context.authenticated) return { kind: 'redirect', to: '/signin', keepReturnPath: true };
  if (rule.directAccessRedirect && context.directAccess) return { kind: 'redirect', to: rule.directAccessRedirect };
  if (rule.authenticatedRedirect && context.authenticated) return { kind: 'redirect', to: rule.authenticatedRedirect };
  if (rule.root && context.mode === 'MANUFACTURER_DASHBOARD') return { kind: 'redirect', to: '/dashboard/' };
  if (rule.feature && !context.features[rule.feature]) return { kind: 'notFound' };
  if (rule.mobileRedirect && context.mobile && context.mode === 'MARKETPLACE') return { kind: 'redirect', to: '/mobile' };
  if (!hostAllowed(rule, context)) return { kind: 'notFound' };
  if (rule.group && !context.groups.includes(rule.group)) {
    // A customer on the manufacturer host belongs on the marketplace.
    const customerOnManufacturerHost = rule.group === 'manufacturer' && context.mode === 'MANUFACTURER_DASHBOARD' && context.groups.includes('customer');
    return customerOnManufacturerHost && context.marketplaceUrl ? { kind: 'redirect', to: `${context.marketplaceUrl.replace(/\/$/, '')}/` } : { kind: 'forbidden' };
  }
  return { kind: 'allow' };
}

/** Whether the browser is a phone: narrower than 768 px or a mobile user agent. */
export const MOBILE_WIDTH = 768;
export function isMobile(width: number, userAgent: string): boolean {
  return width < MOBILE_WIDTH || /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent);
}
