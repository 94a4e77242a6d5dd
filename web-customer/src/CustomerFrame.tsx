import { AppFrame } from '@pcbm/web-kit/frame/AppFrame';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WelcomeDialog } from './welcome/WelcomeDialog';

/** The customer app's frame: ordering and the customer's requests. */
export function CustomerFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppFrame nav={[{ label: t('nav.order'), href: '/' }]} userLinks={[{ label: t('menu.myRequests'), href: '/request-history' }]}>
      {children}
      <WelcomeDialog />
    </AppFrame>
  );
}
