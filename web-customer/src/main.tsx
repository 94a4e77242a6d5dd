import { renderWebApp } from '@pcbm/web-kit/app/WebApp';
import { CustomerFrame } from './CustomerFrame';
import { HomeRoute } from './routes/HomeRoute';
import { LazyPage, lazyPart } from '@pcbm/web-kit/frame/PageLoading';
import { CUSTOMER_LATER_STRINGS } from './later-strings';
import { CUSTOMER_START_STRINGS } from './strings';
import { Navigate } from 'react-router';

// Only the wizard is on the first screen; every other page loads when it is opened.
const RequestHistoryPage = lazyPart(() => import('./requests/RequestHistoryPage').then((m) => ({ default: m.RequestHistoryPage })));
const RequestPage = lazyPart(() => import('./requests/RequestPage').then((m) => ({ default: m.RequestPage })));
const SignUpPage = lazyPart(() => import('./signup/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const NdaPage = lazyPart(() => import('./nda/NdaPage').then((m) => ({ default: m.NdaPage })));
const ChatUnsubscribePage = lazyPart(() => import('./unsubscribe/ChatUnsubscribePage').then((m) => ({ default: m.ChatUnsubscribePage })));
const SignupReminderUnsubscribePage = lazyPart(() => import('./unsubscribe/SignupReminderUnsubscribePage').then((m) => ({ default: m.SignupReminderUnsubscribePage })));
const SheetPage = lazyPart(() => import('./formatter/SheetPage').then((m) => ({ default: m.SheetPage })));
const SettingsRoute = lazyPart(() => import('@pcbm/web-kit/settings/SettingsRoute').then((m) => ({ default: m.SettingsRoute })));

renderWebApp({
  base: '/',
  version: __APP_VERSION__,
  strings: CUSTOMER_START_STRINGS,
  laterStrings: CUSTOMER_LATER_STRINGS,
  // Each site mode has its own sign-in client; a white-label shop uses the one of its shop data.
  clientIdFor: (mode, shop) => (mode === 'WHITELABEL' && shop ? shop.authenticationClient : mode === 'BOM_FORMATTER' ? 'bom-formatter' : 'marketplace'),
  frame: (children) => <CustomerFrame>{children}</CustomerFrame>,
  routes: [
    {
      path: '/',
      rule: { root: true, hosts: ['MARKETPLACE', 'WHITELABEL', 'BOM_FORMATTER'], mobileRedirect: true },
      element: (
        <CustomerFrame>
          <HomeRoute />
        </CustomerFrame>
      ),
    },
    {
      path: '/signup',
      rule: { authenticatedRedirect: '/' },
      element: (
        <CustomerFrame>
          <LazyPage>
            <SignUpPage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    ...['/settings', '/settings/:section'].map((path) => ({
      path,
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL', 'BOM_FORMATTER'], loginNeeded: true, group: 'customer' } as const,
      element: (
        <CustomerFrame>
          <LazyPage>
            <SettingsRoute />
          </LazyPage>
        </CustomerFrame>
      ),
    })),
    {
      path: '/nda',
      rule: { hosts: ['MARKETPLACE'], loginNeeded: true, group: 'customer', feature: 'nda' },
      element: (
        <CustomerFrame>
          <LazyPage>
            <NdaPage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    {
      path: '/unsubscribe/request/:requestId',
      rule: { loginNeeded: true },
      element: (
        <CustomerFrame>
          <LazyPage>
            <ChatUnsubscribePage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    {
      path: '/request/:superOrderId/:orderId/unsubscribe',
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL'], loginNeeded: true, group: 'customer' },
      element: (
        <CustomerFrame>
          <LazyPage>
            <ChatUnsubscribePage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    {
      // A request asks several producers, each with a chat of its own: their mails are switched one by one.
      path: '/request/:superOrderId/unsubscribe',
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL'], loginNeeded: true, group: 'customer' },
      element: <Navigate to="/settings/notifications" replace />,
    },
    {
      path: '/unsubscribe/signup/:key',
      element: (
        <CustomerFrame>
          <LazyPage>
            <SignupReminderUnsubscribePage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    {
      path: '/sheet/:sheetId',
      rule: { hosts: ['BOM_FORMATTER'] },
      element: (
        <CustomerFrame>
          <LazyPage>
            <SheetPage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    {
      path: '/request-history',
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL'], loginNeeded: true, group: 'customer' },
      element: (
        <CustomerFrame>
          <LazyPage>
            <RequestHistoryPage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
    {
      path: '/request/:superOrderId/:orderId?',
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL'], loginNeeded: true, group: 'customer' },
      element: (
        <CustomerFrame>
          <LazyPage>
            <RequestPage />
          </LazyPage>
        </CustomerFrame>
      ),
    },
  ],
});
