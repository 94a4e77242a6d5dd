import Typography from '@mui/material/Typography';
import { renderWebApp } from '@pcbm/web-kit/app/WebApp';
import { AppFrame } from '@pcbm/web-kit/frame/AppFrame';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import de from './locales/de.json';
import en from './locales/en.json';

function ProducerFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return <AppFrame nav={[{ label: t('nav.dashboard'), href: '/dashboard/' }]}>{children}</AppFrame>;
}

function RequestsPage() {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('requests.title')}
      </Typography>
      <Typography>{t('requests.intro')}</Typography>
    </>
  );
}

renderWebApp({
  base: '/dashboard/',
  version: __APP_VERSION__,
  strings: { dashboard: { en, de } },
  clientIdFor: (mode, shop) => (mode === 'WHITELABEL' && shop ? shop.authenticationClient : mode === 'BOM_FORMATTER' ? 'bom-formatter' : 'manufacturer-dashboard'),
  frame: (children) => <ProducerFrame>{children}</ProducerFrame>,
  routes: [
    {
      path: '/',
      rule: { hosts: ['MANUFACTURER_DASHBOARD', 'BOM_FORMATTER'], loginNeeded: true, group: 'manufacturer' },
      element: (
        <ProducerFrame>
          <RequestsPage />
        </ProducerFrame>
      ),
    },
  ],
});
