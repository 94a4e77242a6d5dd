import Typography from '@mui/material/Typography';
import { renderWebApp } from '@pcbm/web-kit/app/WebApp';
import { AppFrame } from '@pcbm/web-kit/frame/AppFrame';
import { KIT_LATER_STRINGS } from '@pcbm/web-kit/i18n/kit-later-strings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';

function AdminFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return <AppFrame nav={[{ label: t('nav.admin'), href: '/admin/' }]}>{children}</AppFrame>;
}

function AdminHome() {
  const { t } = useTranslation('admin');
  return (
    <Typography variant="h4" component="h1">
      {t('title')}
    </Typography>
  );
}

renderWebApp({
  base: '/admin/',
  version: __APP_VERSION__,
  strings: { admin: { en, de } },
  laterStrings: KIT_LATER_STRINGS,
  clientIdFor: () => 'manufacturer-dashboard',
  frame: (children) => <AdminFrame>{children}</AdminFrame>,
  routes: [
    {
      path: '/',
      rule: { hosts: ['MANUFACTURER_DASHBOARD'], loginNeeded: true, group: 'admin' },
      element: (
        <AdminFrame>
          <AdminHome />
        </AdminFrame>
      ),
    },
  ],
});
