import { ContactButton } from '@pcbm/web-kit/contact/ContactButton';
import { AppFrame } from '@pcbm/web-kit/frame/AppFrame';
import type { ReactNode } from 'react';
import { useSite } from '@pcbm/web-kit/site/site-context';
import { useTranslation } from 'react-i18next';

/** The producer app's frame: the shared header with the requests, and the settings in the user menu. */
export function ProducerFrame({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSite();
  const pricing = site.settings.features.pricing ? [{ label: t('menu.pricing'), href: '/dashboard/settings/pricing' }] : [];
  return (
    <AppFrame nav={[{ label: t('nav.dashboard'), href: '/dashboard/' }]} userLinks={[{ label: t('menu.settings'), href: '/dashboard/settings' }, { label: t('menu.company'), href: '/dashboard/settings/company' }, { label: t('menu.manufacturerProfile'), href: '/dashboard/settings/manufacturer' }, ...pricing]} footer={<ContactButton />}>
      {children}
    </AppFrame>
  );
}
