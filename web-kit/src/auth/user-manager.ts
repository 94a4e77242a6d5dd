import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** Seconds before expiry when the access token is renewed silently (the spec's token refresh threshold). */
export const RENEW_BEFORE_EXPIRY_SECONDS = 30;
const RETURN_PATH_KEY = 'pcbm.returnPath';

/** The sign-in client of this site: authorization code with PKCE against the issuer. */
export function createUserManager(issuer: string, clientId: string, appBase: string): UserManager {
  const origin = globalThis.location.origin;
  const base = appBase.endsWith('/') ? appBase : `${appBase}/`;
  return new UserManager({
    authority: issuer,
    client_id: clientId,
    redirect_uri: `${origin}${base}auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_BEFORE_EXPIRY_SECONDS,
    userStore: new WebStorageStateStore({ store: globalThis.localStorage }),
  });
}

/** Remembers where to return after signing in (a path of this app only, never another site). */
export function rememberReturnPath(path: string): void {
  globalThis.sessionStorage.setItem(RETURN_PATH_KEY, safeReturnPath(path));
}

export function takeReturnPath(): string {
  const path = globalThis.sessionStorage.getItem(RETURN_PATH_KEY);
  globalThis.sessionStorage.removeItem(RETURN_PATH_KEY);
  return safeReturnPath(path ?? '/');
}

/** Only same-site absolute paths are followed; anything else returns to the start page. */
export function safeReturnPath(path: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(path) && !path.startsWith('/auth/callback') ? path : '/';
}
