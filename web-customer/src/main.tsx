import { renderWebApp } from '@pcbm/web-kit/app/WebApp';
import { CustomerFrame } from './CustomerFrame';
import { OrderRoute } from './routes/OrderRoute';
import { RequestHistoryPage } from './requests/RequestHistoryPage';
import { RequestPage } from './requests/RequestPage';
import { SignUpPage } from './signup/SignUpPage';
import { NdaPage } from './nda/NdaPage';
import { ChatUnsubscribePage } from './unsubscribe/ChatUnsubscribePage';
import { SignupReminderUnsubscribePage } from './unsubscribe/SignupReminderUnsubscribePage';
import { SettingsRoute } from '@pcbm/web-kit/settings/SettingsRoute';
import { CUSTOMER_STRINGS } from './strings';

renderWebApp({
  base: '/',
  version: __APP_VERSION__,
  strings: CUSTOMER_STRINGS,
  // Each site mode has its own sign-in client; a white-label shop uses the one of its shop data.
  clientIdFor: (mode, shop) => (mode === 'WHITELABEL' && shop ? shop.authenticationClient : mode === 'BOM_FORMATTER' ? 'bom-formatter' : 'marketplace'),
  frame: (children) => <CustomerFrame>{children}</CustomerFrame>,
  routes: [
    {
      path: '/',
      rule: { root: true, hosts: ['MARKETPLACE', 'WHITELABEL', 'BOM_FORMATTER'], mobileRedirect: true },
      element: (
        <CustomerFrame>
          <OrderRoute />
        </CustomerFrame>
      ),
    },
    {
      path: '/signup',
      rule: { authenticatedRedirect: '/' },
      element: (
        <CustomerFrame>
          <SignUpPage />
        </CustomerFrame>
      ),
    },
    ...['/settings', '/settings/:section'].map((path) => ({
      path,
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL', 'BOM_FORMATTER'], loginNeeded: true, group: 'customer' } as const,
      element: (
        <CustomerFrame>
          <SettingsRoute />
        </CustomerFrame>
      ),
    })),
    {
      path: '/nda',
      rule: { hosts: ['MARKETPLACE'], loginNeeded: true, group: 'customer', feature: 'nda' },
      element: (
        <CustomerFrame>
          <NdaPage />
        </CustomerFrame>
      ),
    },
    {
      path: '/unsubscribe/request/:requestId',
      rule: { loginNeeded: true },
      element: (
        <CustomerFrame>
          <ChatUnsubscribePage />
        </CustomerFrame>
      ),
    },
    {
      path: '/unsubscribe/signup/:key',
      element: (
        <CustomerFrame>
          <SignupReminderUnsubscribePage />
        </CustomerFrame>
      ),
    },
    {
      path: '/request-history',
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL'], loginNeeded: true, group: 'customer' },
      element: (
        <CustomerFrame>
          <RequestHistoryPage />
        </CustomerFrame>
      ),
    },
    {
      path: '/request/:superOrderId/:orderId?',
      rule: { hosts: ['MARKETPLACE', 'WHITELABEL'], loginNeeded: true, group: 'customer' },
      element: (
        <CustomerFrame>
          <RequestPage />
        </CustomerFrame>
      ),
    },
  ],
});
