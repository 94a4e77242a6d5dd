import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { AuthorizationCodes } from './authorization-codes';
import { allowsPostLogoutRedirect, allowsRedirect, defaultClients, type IssuerClient } from './clients';
import { loginPage, type LoginLocale } from './login-page';
import { RefreshTokenFamilies } from './refresh-token-families';
import { ensureSignInThrottleSchema, SignInThrottle, SignInThrottledError, type SignInLimits } from './sign-in-throttle';
import { schemaSetupClient } from '../../sql/schema-setup-client';
import { loadSigningKey } from './signing-key';
import { DEFAULT_API_AUDIENCE, mintTokens, readRefreshToken, readSignInOfToken, REFRESH_TOKEN_SECONDS } from './token-minting';
import type { IssuerUser, IssuerUserDirectory } from './user-directory';

export interface EmbeddedIssuerOptions {
  /** The issuer URL, i.e. where the router is mounted as browsers see it (e.g. http://localhost:4000/oidc). */
  readonly issuer: string;
  readonly users: IssuerUserDirectory;
  /** Where the signing key is kept across restarts; in memory when absent. */
  readonly keyFile?: string;
  readonly clients?: readonly IssuerClient[];
  /** Clients registered later, such as one per white-label shop. */
  readonly findClient?: (clientId: string) => Promise<IssuerClient | null>;
  /** The API's audience, named in every access token. */
  readonly audience?: string;
  readonly signInLimits?: SignInLimits;
  /** Lifetime of access and ID tokens in seconds (default 15 minutes). */
  readonly accessTokenSeconds?: number;
  /**
   * With other processes on the same database (several APIs): how often to look for sign-ins they ended, whose access
   * tokens this process then refuses too; failed sign-ins are then counted in the database, for all processes at once.
   * Absent when this process is alone (the embedded PGlite).
   */
  readonly followOtherProcessesMs?: number;
}

export interface EmbeddedIssuer {
  readonly router: Router;
  readonly issuer: string;
  readonly publicKeys: JSONWebKeySet;
  /**
   * The user whose password this is, or null, counted like a sign-in (`address` is the caller's
   * network address, when there is one). Throws SignInThrottledError when throttled.
   */
  checkPassword(username: string, password: string, address?: string): Promise<IssuerUser | null>;
  /** Whether the sign-in a verified token of this issuer belongs to has ended (signed out or revoked). */
  signInEnded(token: string): Promise<boolean>;
  /** Stops looking for sign-ins other processes ended. */
  close(): Promise<void>;
}

const AUTH_PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce', 'code_challenge', 'code_challenge_method', 'ui_locales'] as const;
const CSRF_COOKIE = 'oidc_csrf';

function tokenError(res: Response, status: number, error: string, description: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error, error_description: description });
}

function throttled(res: Response, refusal: SignInThrottledError): void {
  res
    .status(429)
    .set('Cache-Control', 'no-store')
    .set('Retry-After', String(refusal.retryAfterSeconds))
    .json({ error: 'slow_down', error_description: refusal.message, code: refusal.code, retry_after: refusal.retryAfterSeconds });
}

function cookie(req: Request, name: string): string | undefined {
  return (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

function sameSecret(a: string | undefined, b: string | undefined): boolean {
  return !!a && !!b && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function localeOf(req: Request, params: Record<string, string>): LoginLocale {
  const wanted = params.ui_locales || req.headers['accept-language'] || '';
  return wanted.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * A small OpenID Connect provider for the embedded default: discovery, JWKS, authorization code
 * with PKCE for the web apps, the password grant for the `cli` client, rotating refresh tokens,
 * userinfo, revocation (RFC 7009) and logout. It speaks the protocol the API also accepts from
 * Keycloak, so one code path serves both.
 */
export async function createEmbeddedIssuer(options: EmbeddedIssuerOptions): Promise<EmbeddedIssuer> {
  const issuer = options.issuer.replace(/\/$/, '');
  const issuerUrl = new URL(issuer);
  const key = await loadSigningKey(options.keyFile);
  const clients = options.clients ?? defaultClients(issuerUrl.origin);
  const audience = options.audience ?? DEFAULT_API_AUDIENCE;
  const setup = schemaSetupClient(options.users.db);
  const codes = new AuthorizationCodes(options.users.db);
  await codes.ensureSchema(setup);
  const families = new RefreshTokenFamilies(options.users.db);
  await families.ensureSchema(setup);
  // Shared with other processes: sign-outs are followed and failed sign-ins counted in the database.
  const shared = options.followOtherProcessesMs !== undefined;
  if (shared) {
    families.followOtherProcesses(options.followOtherProcessesMs!);
    await ensureSignInThrottleSchema(setup);
  }
  const throttle = new SignInThrottle(options.signInLimits, shared ? options.users.db : undefined);
  const csrfCookie = { httpOnly: true, secure: issuerUrl.protocol === 'https:', sameSite: 'lax', path: issuerUrl.pathname } as const;

  // A person may sign in with their username or their current email address; attempts count against the account either way.
  const checkPassword = async (typed: string, password: string, address?: string): Promise<IssuerUser | null> => {
    const username = await options.users.accountNameOf(typed);
    const attempt = await throttle.begin(username, address);
    const user = await options.users.authenticate(username, password);
    await (user ? attempt.succeeded() : attempt.failed());
    return user;
  };

  /** The tokens of a new sign-in: a new refresh token family. */
  const signIn = async (user: IssuerUser, clientId: string, scope: string, nonce?: string) => {
    const refreshTokenId = randomUUID();
    const sessionId = await families.start(user.id, clientId, refreshTokenId, Date.now() + REFRESH_TOKEN_SECONDS * 1000);
    return mintTokens(key, issuer, user, { clientId, scope, nonce, audience, sessionId, refreshTokenId, accessTokenSeconds: options.accessTokenSeconds });
  };
  const clientOf = async (id: unknown): Promise<IssuerClient | undefined> =>
    clients.find((client) => client.clientId === id) ?? (typeof id === 'string' && options.findClient ? ((await options.findClient(id)) ?? undefined) : undefined);
  const router = Router();
  router.use(express.urlencoded({ extended: false, limit: '16kb' }));

  router.get('/.well-known/openid-configuration', (_req, res) => {
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      end_session_endpoint: `${issuer}/logout`,
      revocation_endpoint: `${issuer}/revocation`,
      revocation_endpoint_auth_methods_supported: ['none'],
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'password', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'profile', 'email'],
    });
  });

  router.get('/jwks', (_req, res) => {
    res.json({ keys: [key.publicJwk] });
  });

  /** Checks an authorisation request; answers with an error page (never a redirect) when it is not acceptable. */
  const authorizationRequest = async (req: Request, res: Response, source: Record<string, unknown>) => {
    const params = Object.fromEntries(AUTH_PARAMS.map((name) => [name, typeof source[name] === 'string' ? (source[name] as string) : '']));
    const client = await clientOf(params.client_id);
    const problem = !client || !client.grantTypes.includes('authorization_code')
      ? 'Unknown client.'
      : !allowsRedirect(client, params.redirect_uri)
        ? 'The redirect URI is not registered for this client.'
        : params.response_type !== 'code'
          ? 'Only the authorization code flow is supported.'
          : !params.code_challenge || params.code_challenge_method !== 'S256'
            ? 'PKCE with S256 is required.'
            : null;
    if (problem) {
      res.status(400).type('text/plain').send(problem);
      return null;
    }
    return params;
  };

  const showLogin = (req: Request, res: Response, params: Record<string, string>, status = 200, failed?: { username: string; throttledSeconds?: number }, hint = '') => {
    const csrf = randomBytes(24).toString('base64url');
    const locale = localeOf(req, params);
    if (failed?.throttledSeconds) res.set('Retry-After', String(failed.throttledSeconds));
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .set('X-Frame-Options', 'DENY')
      .cookie(CSRF_COOKIE, csrf, csrfCookie)
      .type('html')
      .send(loginPage(locale, { ...params, ui_locales: locale }, csrf, { failed: !!failed, username: failed?.username ?? hint, throttledSeconds: failed?.throttledSeconds }));
  };

  router.get('/auth', async (req, res) => {
    const params = await authorizationRequest(req, res, req.query);
    // A login hint (e.g. the address just registered) fills in the username; it is only ever shown escaped.
    const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.slice(0, 200) : '';
    if (params) showLogin(req, res, params, 200, undefined, hint);
  });

  router.post('/auth', async (req, res) => {
    const params = await authorizationRequest(req, res, req.body ?? {});
    if (!params) return;
    if (!sameSecret(req.body.csrf, cookie(req, CSRF_COOKIE))) {
      res.status(400).type('text/plain').send('The sign-in form expired. Please go back and try again.');
      return;
    }
    const username = String(req.body.username ?? '');
    let user: IssuerUser | null;
    try {
      user = await checkPassword(username, String(req.body.password ?? ''), req.ip);
    } catch (error) {
      if (!(error instanceof SignInThrottledError)) throw error;
      showLogin(req, res, params, 429, { username, throttledSeconds: error.retryAfterSeconds });
      return;
    }
    if (!user) {
      showLogin(req, res, params, 401, { username });
      return;
    }
    const code = await codes.issue({
      clientId: params.client_id,
      redirectUri: params.redirect_uri,
      userId: user.id,
      codeChallenge: params.code_challenge,
      scope: params.scope || 'openid',
      nonce: params.nonce || undefined,
    });
    const target = new URL(params.redirect_uri);
    target.searchParams.set('code', code);
    if (params.state) target.searchParams.set('state', params.state);
    target.searchParams.set('iss', issuer);
    res.clearCookie(CSRF_COOKIE, csrfCookie).redirect(302, target.toString());
  });

  router.post('/token', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const client = await clientOf(body.client_id);
    if (!client) return tokenError(res, 401, 'invalid_client', 'Unknown client.');
    const grant = body.grant_type as IssuerClient['grantTypes'][number];
    if (!client.grantTypes.includes(grant)) return tokenError(res, 400, 'unsupported_grant_type', 'This client may not use that grant.');

    if (grant === 'password') {
      if (!body.username || !body.password) return tokenError(res, 400, 'invalid_request', 'Username and password are required.');
      let user: IssuerUser | null;
      try {
        user = await checkPassword(body.username, body.password, req.ip);
      } catch (error) {
        if (error instanceof SignInThrottledError) return throttled(res, error);
        throw error;
      }
      if (!user) return tokenError(res, 401, 'invalid_grant', 'Invalid user credentials');
      res.set('Cache-Control', 'no-store').json(await signIn(user, client.clientId, body.scope || 'openid profile email'));
      return;
    }
    if (grant === 'authorization_code') {
      if (!body.code || !body.redirect_uri || !body.code_verifier) return tokenError(res, 400, 'invalid_request', 'code, redirect_uri and code_verifier are required.');
      const granted = await codes.redeem(body.code, client.clientId, body.redirect_uri, body.code_verifier);
      const user = granted && (await options.users.findById(granted.userId));
      if (!granted || !user) return tokenError(res, 400, 'invalid_grant', 'The code is invalid, expired or already used.');
      res.set('Cache-Control', 'no-store').json(await signIn(user, client.clientId, granted.scope, granted.nonce));
      return;
    }
    const refresh = body.refresh_token ? await readRefreshToken(key, issuer, body.refresh_token) : null;
    if (!refresh || refresh.clientId !== client.clientId) return tokenError(res, 400, 'invalid_grant', 'The refresh token is invalid or expired.');
    const refreshTokenId = randomUUID();
    const family = await families.rotate(refresh.sessionId, refresh.tokenId, refreshTokenId, Date.now() + REFRESH_TOKEN_SECONDS * 1000);
    const user = family && (await options.users.findById(family.userId));
    if (!user) return tokenError(res, 400, 'invalid_grant', 'The refresh token is invalid, expired, already used or signed out.');
    res
      .set('Cache-Control', 'no-store')
      .json(await mintTokens(key, issuer, user, { clientId: client.clientId, scope: refresh.scope, audience, sessionId: refresh.sessionId, refreshTokenId, accessTokenSeconds: options.accessTokenSeconds }));
  });

  /** RFC 7009: revoking any token of a sign-in ends the whole sign-in; unknown tokens are not an error. */
  router.post('/revocation', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const client = await clientOf(body.client_id);
    if (!client) return tokenError(res, 401, 'invalid_client', 'Unknown client.');
    if (!body.token) return tokenError(res, 400, 'invalid_request', 'token is required.');
    const signedIn = await readSignInOfToken(key, issuer, body.token);
    if (signedIn && signedIn.clientId !== client.clientId) return tokenError(res, 400, 'unauthorized_client', 'The token was issued to another client.');
    if (signedIn) await families.revoke(signedIn.sessionId);
    res.set('Cache-Control', 'no-store').status(200).end();
  });

  router.get('/userinfo', async (req, res) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    try {
      const { payload } = await jwtVerify(token ?? '', key.publicKey, { issuer, algorithms: ['RS256'] });
      if (payload.typ !== 'Bearer') throw new Error('not an access token');
      if (typeof payload.sid === 'string' && families.isRevoked(payload.sid)) throw new Error('signed out');
      const { sub, preferred_username, email, email_verified, given_name, family_name, name, locale } = payload as Record<string, unknown>;
      res.json({ sub, preferred_username, email, email_verified, given_name, family_name, name, locale });
    } catch {
      res.status(401).set('WWW-Authenticate', 'Bearer error="invalid_token"').json({ error: 'invalid_token' });
    }
  });

  /** RP-initiated logout: ends the sign-in named by the ID token hint, then goes back to a registered address. */
  const endSession = async (req: Request, res: Response, source: Record<string, unknown>) => {
    const param = (name: string) => (typeof source[name] === 'string' ? (source[name] as string) : '');
    const hinted = param('id_token_hint') ? await readSignInOfToken(key, issuer, param('id_token_hint')) : null;
    if (hinted) await families.revoke(hinted.sessionId);
    const client = await clientOf(param('client_id') || hinted?.clientId);
    const target = param('post_logout_redirect_uri');
    if (target && client && (!hinted || hinted.clientId === client.clientId) && allowsPostLogoutRedirect(client, target)) {
      const url = new URL(target);
      if (param('state')) url.searchParams.set('state', param('state'));
      res.redirect(302, url.toString());
      return;
    }
    res.set('Cache-Control', 'no-store').type('text/plain').send(target ? 'You are signed out. The address to return to is not registered for this client.' : 'You are signed out.');
  };
  router.get('/logout', (req, res) => endSession(req, res, req.query));
  router.post('/logout', (req, res) => endSession(req, res, req.body ?? {}));

  /** Asked after the token's signature was checked, so reading its `sid` is enough. */
  const signInEnded = async (token: string) => {
    try {
      const { sid } = decodeJwt(token);
      return typeof sid === 'string' && families.isRevoked(sid);
    } catch {
      return true;
    }
  };

  return { router, issuer, publicKeys: { keys: [key.publicJwk] }, checkPassword, signInEnded, close: () => families.close() };
}
