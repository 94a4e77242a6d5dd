import { renderWebApp, type AppRoute } from '@pcbm/web-kit/app/WebApp';
import type { RouteRule } from '@pcbm/web-kit/guards/guard-route';
import { LazyPage, lazyPart } from '@pcbm/web-kit/frame/PageLoading';
import { type ReactNode } from 'react';
import { ProducerFrame } from './ProducerFrame';
import { RequestsPage } from './requests/RequestsPage';
import { PRODUCER_LATER_STRINGS } from './later-strings';
import { PRODUCER_START_STRINGS } from './strings';

// The list of requests is the first screen; every other page loads when it is opened (the formula editor only for the pricing settings).
const ProducerRequestPage = lazyPart(() => import('./requests/ProducerRequestPage').then((m) => ({ default: m.ProducerRequestPage })));
const UnsubscribePage = lazyPart(() => import('./requests/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));
const SettingsRoute = lazyPart(() => import('@pcbm/web-kit/settings/SettingsRoute').then((m) => ({ default: m.SettingsRoute })));
const ManufacturerProfilePage = lazyPart(() => import('./profile/ManufacturerProfilePage').then((m) => ({ default: m.ManufacturerProfilePage })));
const PricingSettingsPage = lazyPart(() => import('./pricing/PricingSettingsPage').then((m) => ({ default: m.PricingSettingsPage })));

/** The producer area: manufacturer or BOM host, manufacturer group, login needed. */
const PRODUCER_AREA: RouteRule = { hosts: ['MANUFACTURER_DASHBOARD', 'BOM_FORMATTER'], loginNeeded: true, group: 'manufacturer' };

const page = (path: string, element: ReactNode): AppRoute => ({
  path,
  rule: PRODUCER_AREA,
  element: (
    <ProducerFrame>
      <LazyPage>{element}</LazyPage>
    </ProducerFrame>
  ),
});

renderWebApp({
  base: '/dashboard/',
  version: __APP_VERSION__,
  strings: PRODUCER_START_STRINGS,
  laterStrings: PRODUCER_LATER_STRINGS,
  clientIdFor: (mode, shop) => (mode === 'WHITELABEL' && shop ? shop.authenticationClient : mode === 'BOM_FORMATTER' ? 'bom-formatter' : 'manufacturer-dashboard'),
  frame: (children) => <ProducerFrame>{children}</ProducerFrame>,
  routes: [
    page('/', <RequestsPage />),
    page('/request/:orderId', <ProducerRequestPage />),
    page('/request/:orderId/unsubscribe', <UnsubscribePage />),
    page('/settings/pricing', <PricingSettingsPage />),
    page('/settings/manufacturer', <ManufacturerProfilePage />),
    page('/settings', <SettingsRoute />),
    page('/settings/:section', <SettingsRoute />),
  ],
});
