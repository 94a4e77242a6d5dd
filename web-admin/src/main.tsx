import { renderWebApp } from '@pcbm/web-kit/app/WebApp';
import { AppFrame } from '@pcbm/web-kit/frame/AppFrame';
import { LazyPage, lazyPart } from '@pcbm/web-kit/frame/PageLoading';
import { KIT_LATER_STRINGS } from '@pcbm/web-kit/i18n/kit-later-strings';
import { REQUESTS_STRINGS } from '@pcbm/web-kit/requests/requests-strings';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The console's code (react-admin and its screens) loads once an admin has signed in; the sign-in page does without it. */
const AdminApp = lazyPart(() => import('./AdminApp').then((module) => ({ default: module.AdminApp })));

/** The frame of the shared pages (sign-in, 403, 404) around the console. */
function AdminFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return <AppFrame nav={[{ label: t('nav.admin'), href: '/admin/' }]}>{children}</AppFrame>;
}

renderWebApp({
  base: '/admin/',
  version: __APP_VERSION__,
  // The start page (requests) shows the product's request statuses, reasons and facts at once.
  strings: { requests: REQUESTS_STRINGS },
  laterStrings: KIT_LATER_STRINGS,
  clientIdFor: () => 'manufacturer-dashboard',
  frame: (children) => <AdminFrame>{children}</AdminFrame>,
  routes: [
    {
      path: '/*',
      rule: { hosts: ['MANUFACTURER_DASHBOARD'], loginNeeded: true, group: 'admin' },
      element: (
        <LazyPage>
          <AdminApp />
        </LazyPage>
      ),
    },
  ],
});
