import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeReturnPath } from '../auth/user-manager';
import { useSite } from '../site/site-context';
import { HomeButton, MessagePage } from './MessagePage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('pages.notFound.title')} text={t('pages.notFound.text')}>
      <HomeButton label={t('pages.notFound.home')} />
    </MessagePage>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('pages.forbidden.title')} text={t('pages.forbidden.text')}>
      <HomeButton label={t('pages.forbidden.home')} />
    </MessagePage>
  );
}

export function VersionPage({ appVersion }: { readonly appVersion: string }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <MessagePage title={t('pages.version.title')}>
      <Typography>{t('pages.version.app', { version: appVersion })}</Typography>
      <Typography>{t('pages.version.server', { version: site.settings.version })}</Typography>
    </MessagePage>
  );
}

/** Sends the person to the issuer's sign-in page, returning to where they came from. */
export function SignInPage() {
  const { t } = useTranslation();
  const site = useSite();
  const params = new URLSearchParams(globalThis.location.search);
  const returnPath = params.get('returnTo') ?? undefined;
  return (
    <MessagePage title={t('pages.signIn.title')} text={t('pages.signIn.text')}>
      <Button variant="contained" onClick={() => void site.signIn(returnPath ?? (globalThis.sessionStorage.getItem('pcbm.returnPath') || undefined))} autoFocus>
        {t('pages.signIn.button')}
      </Button>
    </MessagePage>
  );
}

/** The issuer returns here with a code; the tokens are fetched and the person goes back to the stored path. */
let callbackHandled: Promise<void> | null = null;

export function AuthCallbackPage({ base }: { readonly base: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    callbackHandled ??= site.userManager.signinRedirectCallback().then(() => undefined);
    callbackHandled
      .then(() => {
        globalThis.location.replace(takeReturnPath() || base);
      })
      .catch((error: unknown) => {
        console.error('Sign-in callback failed', error);
        setFailed(true);
      });
  }, [site.userManager, base]);
  return (
    <MessagePage title={t('pages.callback.title')} text={failed ? t('pages.callback.failed') : undefined}>
      {failed && <HomeButton label={t('pages.notFound.home')} />}
    </MessagePage>
  );
}

export function MobilePage() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <MessagePage title={t('pages.mobile.title')} text={t('pages.mobile.text')}>
      <Stack spacing={1}>
        {site.me ? (
          <Button variant="contained" href="/request-history">
            {t('pages.mobile.requests')}
          </Button>
        ) : (
          <>
            <Button variant="contained" onClick={() => void site.signIn('/request-history')}>
              {t('pages.mobile.login')}
            </Button>
            <Button variant="outlined" href="/signup">
              {t('menu.register')}
            </Button>
          </>
        )}
      </Stack>
    </MessagePage>
  );
}

export function LegalPage({ kind }: { readonly kind: 'terms' | 'privacy' | 'imprint' }) {
  const { t } = useTranslation();
  return <MessagePage title={t(`pages.${kind}.title`)} text={t(`pages.${kind}.text`)} />;
}
