import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberReturnPath } from '../auth/user-manager';
import { ForbiddenPage, NotFoundPage } from '../pages/pages';
import { useSite } from '../site/site-context';
import { guardRoute, isMobile, type RouteRule } from './guard-route';

let navigatedWithinApp = false;

/** Whether this is a phone, decided when the route is entered (not on every resize of the window). */
function useMobile(): boolean {
  const [mobile] = useState(() => isMobile(globalThis.innerWidth, globalThis.navigator.userAgent));
  return mobile;
}

/** Applies the guards of a route; a target outside this app is opened with a full page load. */
export function Guarded({ rule, base, children }: { readonly rule: RouteRule; readonly base: string; readonly children: ReactNode }) {
  const site = useSite();
  const location = useLocation();
  const mobile = useMobile();
  const directAccess = !navigatedWithinApp;
  useEffect(() => {
    navigatedWithinApp = true;
  }, []);
  const result = guardRoute(rule, {
    mode: site.mode,
    isPublicHost: globalThis.location.hostname === new URL(site.settings.publicUrl).hostname,
    authenticated: Boolean(site.me),
    groups: site.groups,
    features: site.settings.features,
    mobile,
    directAccess,
    marketplaceUrl: site.settings.publicUrl,
  });
  if (result.kind === 'notFound') return <NotFoundPage />;
  if (result.kind === 'forbidden') return <ForbiddenPage />;
  if (result.kind === 'redirect') {
    const appBase = base.replace(/\/$/, '');
    if (result.keepReturnPath) rememberReturnPath(appBase + location.pathname + location.search);
    // Every app has its own sign-in page (its own client); other targets may belong to another app.
    const inThisApp = result.to.startsWith('/') && (result.to === '/signin' || (appBase === '' ? !/^\/(dashboard|admin)(\/|$)/.test(result.to) : result.to.startsWith(appBase)));
    if (!inThisApp) {
      globalThis.location.assign(result.to);
      return null;
    }
    return <Navigate to={result.to === '/signin' ? '/signin' : result.to.slice(appBase.length) || '/'} replace />;
  }
  return <>{children}</>;
}
