import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PageBoundary } from '../frame/PageBoundary';
import { PageLoading } from '../frame/PageLoading';
import { Guarded } from '../guards/Guarded';
import type { RouteRule, SiteMode } from '../guards/guard-route';
import { createI18n, type AppStrings, type LaterStrings } from '../i18n/i18n';
import { AuthCallbackPage, LegalPage, MobilePage, NotFoundPage, ForbiddenPage, SignInPage, VersionPage } from '../pages/pages';
import type { Shop } from '../site/site-queries';
import { StartUp } from '../site/StartUp';

export interface AppRoute {
  /** Path below the app's base, as react-router writes it. */
  readonly path: string;
  readonly rule?: RouteRule;
  readonly element: ReactNode;
}

export interface WebAppOptions {
  readonly base: string;
  readonly version: string;
  /** The strings of the first screen, at once. */
  readonly strings: AppStrings;
  /** Namespaces loaded in the current language when a page first uses them. */
  readonly laterStrings?: LaterStrings;
  readonly clientIdFor: (mode: SiteMode, shop: Shop | null) => string;
  readonly routes: readonly AppRoute[];
  /** The app's frame around shared pages. */
  readonly frame: (children: ReactNode) => ReactNode;
}

/** The shared routes every app has: sign-in, callback, version, 403, 404 (and the customer app's legal and mobile pages). */
function sharedRoutes(options: WebAppOptions): AppRoute[] {
  const framed = (node: ReactNode) => options.frame(node);
  return [
    { path: '/signin', rule: { authenticatedRedirect: '/' }, element: framed(<SignInPage />) },
    { path: '/reset-password', rule: { directAccessRedirect: '/signin', authenticatedRedirect: '/' }, element: framed(<SignInPage />) },
    { path: '/auth/callback', element: framed(<AuthCallbackPage base={options.base} />) },
    { path: '/version', element: framed(<VersionPage appVersion={options.version} />) },
    { path: '/403', element: framed(<ForbiddenPage />) },
    { path: '/404', element: framed(<NotFoundPage />) },
    { path: '/mobile', rule: { hosts: ['MARKETPLACE'] }, element: framed(<MobilePage />) },
    { path: '/terms', element: framed(<LegalPage kind="terms" />) },
    { path: '/privacy', element: framed(<LegalPage kind="privacy" />) },
    { path: '/imprint', element: framed(<LegalPage kind="imprint" />) },
  ];
}

/** The page of the current route: it waits for the page's code, and a page that fails says so; the next route starts anew. */
function RoutedPage({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PageBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </PageBoundary>
  );
}

/** Renders an app: start-up, router with guarded routes, shared pages. */
export function renderWebApp(options: WebAppOptions): void {
  const i18n = createI18n(options.strings, undefined, options.laterStrings);
  const routes = [...options.routes, ...sharedRoutes(options).filter((shared) => !options.routes.some((own) => own.path === shared.path))];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StartUp base={options.base} clientIdFor={options.clientIdFor} i18n={i18n}>
        <BrowserRouter basename={options.base.replace(/\/$/, '') || '/'}>
          <RoutedPage>
          <Routes>
            {routes.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <Guarded rule={route.rule ?? {}} base={options.base}>
                    {route.element}
                  </Guarded>
                }
              />
            ))}
            <Route path="*" element={options.frame(<NotFoundPage />)} />
          </Routes>
          </RoutedPage>
        </BrowserRouter>
      </StartUp>
    </StrictMode>,
  );
}
