import { AppFrame } from '@pcbm/web-kit/frame/AppFrame';
import { ContactButton } from '@pcbm/web-kit/contact/ContactButton';
import { isMobile } from '@pcbm/web-kit/guards/guard-route';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { Suspense, useState } from 'react';
import { lazyPart } from '@pcbm/web-kit/frame/PageLoading';

// Only a first sign-in needs the welcome dialog and its company form.
const WelcomeDialog = lazyPart(() => import('./welcome/WelcomeDialog').then((m) => ({ default: m.WelcomeDialog })));

/** The customer app's frame: ordering and the customer's requests. */
export function CustomerFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSite();
  const { pathname } = useLocation();
  // As the routes decide it: on entering, not on every resize of the window.
  const [phone] = useState(() => isMobile(globalThis.innerWidth, globalThis.navigator.userAgent));
  // The marketplace sends phones to the mobile page instead of the wizard: there ordering is not offered.
  const ordering = site.mode !== 'MARKETPLACE' || (!phone && pathname !== '/mobile');
  // The navbar leads between the marketplace and the BOM formatter; a white-label shop stays the producer's own.
  const formatter = site.settings.bomFormatterUrl;
  const nav =
    site.mode === 'BOM_FORMATTER'
      ? [
          { label: t('nav.marketplace'), href: site.settings.publicUrl },
          { label: t('nav.bomFormatter'), href: '/' },
        ]
      : [...(ordering ? [{ label: t('nav.order'), href: '/' }] : []), ...(site.mode === 'MARKETPLACE' && formatter ? [{ label: t('nav.bomFormatter'), href: formatter }] : [])];
  return (
    <AppFrame nav={nav} navMenuOnPhone userLinks={[
        { label: t('menu.myRequests'), href: '/request-history' },
        { label: t('menu.profile'), href: '/settings' },
        { label: t('menu.company'), href: '/settings/company' },
        { label: t('menu.settings'), href: '/settings/security' },
        ...(site.settings.features.nda && site.me?.user.memberOf.length ? [{ label: t('menu.nda'), href: '/nda' }] : []),
      ]}
      footer={<ContactButton />}>
      {children}
      {site.me?.isFirstLogin && (
        <Suspense fallback={null}>
          <WelcomeDialog />
        </Suspense>
      )}
    </AppFrame>
  );
}
