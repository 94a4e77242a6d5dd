import { renderWebApp, type AppRoute } from '@pcbm/web-kit/app/WebApp';
import type { RouteRule } from '@pcbm/web-kit/guards/guard-route';
import { SettingsRoute } from '@pcbm/web-kit/settings/SettingsRoute';
import { lazy, Suspense, type ReactNode } from 'react';
import { ProducerFrame } from './ProducerFrame';
import { ProducerRequestPage } from './requests/ProducerRequestPage';
import { RequestsPage } from './requests/RequestsPage';
import { UnsubscribePage } from './requests/UnsubscribePage';
import { PRODUCER_STRINGS } from './strings';

// The formula editor (CodeMirror) loads only for the pricing settings.
const PricingSettingsPage = lazy(() => import('./pricing/PricingSettingsPage').then((m) => ({ default: m.PricingSettingsPage })));

/** The producer area: manufacturer or BOM host, manufacturer group, login needed. */
const PRODUCER_AREA: RouteRule = { hosts: ['MANUFACTURER_DASHBOARD', 'BOM_FORMATTER'], loginNeeded: true, group: 'manufacturer' };

const page = (path: string, element: ReactNode): AppRoute => ({ path, rule: PRODUCER_AREA, element: <ProducerFrame>{element}</ProducerFrame> });

renderWebApp({
  base: '/dashboard/',
  version: __APP_VERSION__,
  strings: PRODUCER_STRINGS,
  clientIdFor: (mode, shop) => (mode === 'WHITELABEL' && shop ? shop.authenticationClient : mode === 'BOM_FORMATTER' ? 'bom-formatter' : 'manufacturer-dashboard'),
  frame: (children) => <ProducerFrame>{children}</ProducerFrame>,
  routes: [
    page('/', <RequestsPage />),
    page('/request/:orderId', <ProducerRequestPage />),
    page('/request/:orderId/unsubscribe', <UnsubscribePage />),
    page(
      '/settings/pricing',
      <Suspense fallback={null}>
        <PricingSettingsPage />
      </Suspense>,
    ),
    page('/settings', <SettingsRoute />),
    page('/settings/:section', <SettingsRoute />),
  ],
});
