import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Client } from '@urql/core';
import type { i18n } from 'i18next';
import type { UserManager } from 'oidc-client-ts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as GraphQLProvider } from 'urql';
import { clearLocalData } from '../auth/local-data';
import { createUserManager, rememberReturnPath } from '../auth/user-manager';
import { DisplayPreferencesProvider } from '../display/DisplayPreferencesProvider';
import { SiteThemeProvider } from '../display/SiteThemeProvider';
import { FlashProvider } from '../flash/FlashProvider';
import { createGraphQLClient } from '../graphql/client';
import type { SiteMode } from '../guards/guard-route';
import { isLocale } from '../i18n/i18n';
import { RenewalWatch } from './RenewalWatch';
import { groupsOf, SiteContext, type Site } from './site-context';
import { MeQuery, SiteQuery, type Me, type Shop } from './site-queries';

export interface StartUpProps {
  /** Where the app is mounted: '/', '/dashboard/' or '/admin/'. */
  readonly base: string;
  /** The sign-in client of this app on a host of the given mode. */
  readonly clientIdFor: (mode: SiteMode, shop: Shop | null) => string;
  readonly i18n: i18n;
  readonly children: ReactNode;
}

type Loaded = Omit<Site, 'signIn' | 'signOut'>;

async function loadUser(userManager: UserManager) {
  const user = await userManager.getUser();
  if (!user || !user.expired) return user;
  try {
    return await userManager.signinSilent();
  } catch {
    await userManager.removeUser();
    return null;
  }
}

/**
 * Start-up as the spec says: the shop (by hostname), then the user, then the group; a spinner until
 * both have loaded. Provides the GraphQL client, strings, theme, flash dialog and the site.
 */
export function StartUp({ base, clientIdFor, i18n, children }: StartUpProps) {
  const token = useRef<string | undefined>(undefined);
  const client: Client = useMemo(() => createGraphQLClient(() => token.current), []);
  const [site, setSite] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const answer = await client.query(SiteQuery, { hostname: globalThis.location.hostname }, { requestPolicy: 'network-only' }).toPromise();
      if (!answer.data) throw new Error(answer.error?.message ?? 'The site could not be loaded.');
      const { appGetWebSettings: settings, siteMode } = answer.data;
      const mode = siteMode.mode as SiteMode;
      const userManager = createUserManager(settings.issuer, clientIdFor(mode, siteMode.shop ?? null), base);
      userManager.events.addUserLoaded((user) => {
        token.current = user.access_token;
      });
      userManager.events.addUserUnloaded(() => {
        token.current = undefined;
      });
      const user = await loadUser(userManager);
      token.current = user?.access_token;
      let me: Me | null = null;
      if (user) {
        const meAnswer = await client.query(MeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
        me = meAnswer.data?.me ?? null;
        if (!me) {
          await userManager.removeUser();
          token.current = undefined;
        }
      }
      if (me && isLocale(me.user.locale.toLowerCase())) await i18n.changeLanguage(me.user.locale.toLowerCase());
      if (!cancelled) setSite({ settings, mode, shop: siteMode.shop ?? null, me, groups: groupsOf(me), userManager });
    })().catch((error: unknown) => {
      console.error('Start-up failed', error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [base, client, clientIdFor, i18n]);

  const value = useMemo<Site | null>(
    () =>
      site && {
        ...site,
        signIn: async (returnPath = globalThis.location.pathname + globalThis.location.search, options = {}) => {
          rememberReturnPath(returnPath);
          await site.userManager.signinRedirect({ ui_locales: i18n.language, login_hint: options.loginHint, prompt: options.register ? 'create' : undefined });
        },
        signOut: async () => {
          await clearLocalData();
          const user = await site.userManager.getUser();
          await site.userManager.removeUser();
          await site.userManager.signoutRedirect({ id_token_hint: user?.id_token });
        },
      },
    [site, i18n],
  );
  const hints = useMemo(() => site?.shop?.cssDisplayingHints ?? [], [site?.shop]);

  return (
    <I18nextProvider i18n={i18n}>
      <DisplayPreferencesProvider>
        <SiteThemeProvider hints={hints} mode={site?.mode}>
          <GraphQLProvider value={client}>
            <FlashProvider>
              {value ? (
                <SiteContext.Provider value={value}>
                  <RenewalWatch userManager={value.userManager} />
                  {children}
                </SiteContext.Provider>
              ) : (
                <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
                  {failed ? (
                    <Stack spacing={2} sx={{ alignItems: 'center' }}>
                      <span>{i18n.t('errors:IDENTITY_CONNECTION_FAILED')}</span>
                      <Button variant="contained" onClick={() => globalThis.location.reload()}>
                        {i18n.t('flash.reload')}
                      </Button>
                    </Stack>
                  ) : (
                    <CircularProgress aria-label={i18n.t('loading')} />
                  )}
                </Box>
              )}
            </FlashProvider>
          </GraphQLProvider>
        </SiteThemeProvider>
      </DisplayPreferencesProvider>
    </I18nextProvider>
  );
}
